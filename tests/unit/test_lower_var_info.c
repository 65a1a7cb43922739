/* What a declaration lowered to sits on its AST node (var.lowered,
 * param.lowered; frontend/lower_internal.h), not in a table: after
 * lowering, each kind of variable and parameter has its VarInfo there,
 * pointing at the IR it became, and a declaration lowering never reached
 * has none. */
#include "lower_unit.h"
#include "../../frontend/lower_internal.h"

static const char *src =
    "RWStructuredBuffer<float> Out : register(u0);\n"
    "cbuffer Params : register(b1) { float scale; float bias; };\n"
    "static const float half_one = 0.5;\n"
    "groupshared float shared_x[4];\n"
    "void set_one(out float o) { o = 1.0; }\n"
    "float never_called(float p) { float unused = p; return unused; }\n"
    "[numthreads(1, 1, 1)]\n"
    "void main(uint3 id : SV_DispatchThreadID)\n"
    "{\n"
    "    float x = Out[id.x] * scale + bias + half_one;\n"
    "    set_one(x);\n"
    "    shared_x[0] = x;\n"
    "    Out[0] = x;\n"
    "}\n";

/* The top-level declaration named name (a function, or a variable of a
 * declaration statement or a cbuffer's member). */
static Node *top(Run *r, const char *name)
{
    for (int i = 0; i < r->ast.decls.len; i++) {
        Node *d = r->ast.decls.data[i];
        if (d->kind == ND_FUNC && strcmp(d->func.name, name) == 0 && d->func.body)
            return d;
        NodeList *vars = d->kind == ND_DECL_STMT ? &d->decl.vars : d->kind == ND_CBUFFER ? &d->cbuf.members : NULL;
        for (int j = 0; vars && j < vars->len; j++)
            if (vars->data[j]->kind == ND_VAR && strcmp(vars->data[j]->var.name, name) == 0)
                return vars->data[j];
        if (d->kind == ND_VAR && strcmp(d->var.name, name) == 0)
            return d;
    }
    return NULL;
}

/* The first local declared in fn's body. */
static Node *first_local(Node *fn)
{
    NodeList *body = &fn->func.body->block.stmts;
    for (int i = 0; i < body->len; i++)
        if (body->data[i]->kind == ND_DECL_STMT)
            return body->data[i]->decl.vars.data[0];
    return NULL;
}

static void globals_have_their_info(void)
{
    Run *r = compile(src);
    CHECK(r->m != NULL);
    Node *out = top(r, "Out"), *scale = top(r, "scale"), *bias = top(r, "bias"), *half = top(r, "half_one");
    Node *shared = top(r, "shared_x");
    CHECK(out && scale && bias && half && shared);
    if (!out || !scale || !bias || !half || !shared)
        return;
    VarInfo *vo = out->var.lowered;
    CHECK(vo && vo->global && vo->ptr == &vo->global->v);
    CHECK(vo && strcmp(vo->global->v.name, "Out") == 0);
    /* cbuffer members: the block and their index in it */
    CHECK(scale->var.lowered && scale->var.lowered->block && scale->var.lowered->member == 0);
    CHECK(bias->var.lowered && bias->var.lowered->block == scale->var.lowered->block &&
          bias->var.lowered->member == 1);
    CHECK(half->var.lowered && half->var.lowered->konst); /* folded: no storage */
    CHECK(shared->var.lowered && shared->var.lowered->global);
    CHECK(lower_var(NULL, out) == vo);
    run_free(r);
}

static void locals_and_params_have_their_info(void)
{
    Run *r = compile(src);
    CHECK(r->m != NULL);
    Node *main_fn = top(r, "main"), *set_one = top(r, "set_one"), *never = top(r, "never_called");
    CHECK(main_fn && set_one && never);
    if (!main_fn || !set_one || !never)
        return;
    Node *x = first_local(main_fn);
    CHECK(x && x->var.lowered && x->var.lowered->ptr && x->var.lowered->type == x->type);
    Node *o = set_one->func.params.data[0];
    CHECK(o->kind == ND_PARAM && o->param.lowered && o->param.lowered->ptr);
    /* an out parameter is the function's pointer parameter itself */
    CHECK(o->param.lowered && o->param.lowered->ptr->vkind == IRV_PARAM);
    CHECK(main_fn->func.params.data[0]->param.lowered != NULL); /* the stage input */
    /* never lowered: nothing on its nodes */
    CHECK(never->func.params.data[0]->param.lowered == NULL);
    CHECK(first_local(never) && first_local(never)->var.lowered == NULL);
    run_free(r);
}

/* Only ND_VAR and ND_PARAM carry one: other kinds read as none. */
static void other_kinds_have_none(void)
{
    Run *r = compile(src);
    Node *main_fn = top(r, "main");
    CHECK(main_fn && lower_var(NULL, main_fn) == NULL);
    CHECK(lower_var(NULL, NULL) == NULL);
    run_free(r);
}

int main(void)
{
    RUN(globals_have_their_info);
    RUN(locals_and_params_have_their_info);
    RUN(other_kinds_have_none);
    return UNIT_END();
}
