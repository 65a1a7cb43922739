/* Globals of struct types that hold resources (HLSL 2021; the
 * offload-test-suite's Feature/ResourcesInStructs):
 *
 *   struct A { RWBuffer<int> Buf; };
 *   [[vk::binding(5)]] A a1 : register(u5);
 *   A d[8] : register(u10);
 *
 * Each resource in such a global (in field order, bases first; arrays of
 * structs element by element) becomes a global resource of its own, named by
 * its path ("a1.Buf", "d[2].Buf"), and the global itself a static that holds
 * their handles (its initializer is the list of them), which
 * ir_lower_resource_handles resolves like any other. Registers follow
 * DXC's and Clang's rule for a struct: the struct's register of a class
 * is its first resource's of that class, the next one of that class takes
 * the next register (d[2].Buf is u12). [[vk::binding(N, S)]] gives its
 * resources bindings N, N+1, ... of set S, in order; without one, a
 * register gives the binding as for any resource, and no register the next
 * free binding (sema_bindings.c).
 *
 * Data beside the resources goes in $Globals, as DXC does: a member of
 * the global's name whose type is its struct with the resources left out
 * (the layout DXIL gives it, where resources take no bytes), read into
 * the static at the entry with the handles. An initializer is refused
 * (PRISM3401): the application binds these globals, nothing else. */
#include <string.h>
#include "sema.h"
#include "texture.h"

typedef struct Split {
    Sema *s;
    Node *var;
    Node *init;               /* the list of the leaves, in order */
    Register *reg;            /* the struct's register(), or NULL */
    int next[128];            /* by register class: the next register's offset */
    bool vk;                  /* [[vk::binding(N, S)]] on the struct */
    int64_t vk_binding, vk_set;
} Split;

/* t without its resources: the $Globals member of a global of type t; NULL
 * when nothing is left. A struct keeps its base (its data part) and field
 * order, so field i of t is field (its fields before i that are kept) of
 * the result. */
static Type *data_type(Sema *s, Type *t)
{
    if (t->kind == TY_RESOURCE)
        return NULL;
    if (t->kind == TY_ARRAY) {
        Type *e = data_type(s, t->elem);
        return e ? type_array(s->tt, e, t->len) : NULL;
    }
    if (t->kind != TY_STRUCT || !type_holds_resource(t))
        return t;
    Type *base = t->base ? data_type(s, t->base) : NULL;
    Field *fields = ARENA_ARRAY(s->c->arena, Field, t->num_fields ? t->num_fields : 1);
    int n = 0;
    for (int i = 0; i < t->num_fields; i++) {
        Type *ft = data_type(s, t->fields[i].type);
        if (ft) {
            fields[n] = t->fields[i];
            fields[n++].type = ft;
        }
    }
    if (!n)
        return NULL;
    Type *d = type_struct_new(s->tt, t->name, t->decl);
    d->base = base;
    d->fields = fields;
    d->num_fields = n;
    d->complete = true;
    d->scalars = t->scalars;
    return d;
}

static int kept_before(Sema *s, const Type *t, int i)
{
    int n = 0;
    for (int j = 0; j < i; j++)
        n += data_type(s, t->fields[j].type) != NULL;
    return n;
}

/* The part of the $Globals member at field i of obj (a struct). */
static Node *field_of(Sema *s, Node *obj, const Type *t, int i)
{
    Node *m = ast_new(s->c, ND_MEMBER, obj->loc);
    m->member.object = obj;
    m->member.name = t->fields[i].name;
    m->member.what = MEMBER_FIELD;
    m->member.field_index = kept_before(s, t, i);
    m->type = data_type(s, t->fields[i].type);
    return m;
}

static Node *element_of(Sema *s, Node *arr, const Type *t, uint32_t i)
{
    Node *x = ast_new(s->c, ND_INDEX, arr->loc);
    x->index.base = arr;
    x->index.index = ast_new(s->c, ND_INT_LIT, arr->loc);
    x->index.index->ilit.value = i;
    x->index.index->ilit.suffix = "u";
    x->index.index->type = type_scalar(s->tt, SC_UINT);
    x->type = data_type(s, t->elem);
    return x;
}

bool sema_is_resource_struct(const Node *v, const Type *t)
{
    const Type *e = t;
    while (e && e->kind == TY_ARRAY)
        e = e->elem;
    return e && e->kind == TY_STRUCT && !(v->var.mods & (MOD_STATIC | MOD_GROUPSHARED)) && type_holds_resource(e);
}

static Attribute *binding_attr(Node *v)
{
    for (int i = 0; i < v->var.attrs.len; i++)
        if (!strcmp(v->var.attrs.data[i]->name, "vk::binding"))
            return v->var.attrs.data[i];
    return NULL;
}

static Node *int_lit(Ctx *c, SrcLoc loc, int64_t v)
{
    Node *n = ast_new(c, ND_INT_LIT, loc);
    n->ilit.value = (uint64_t)v;
    n->ilit.suffix = "";
    return n;
}

/* One resource of the struct: a global of its own, and its place in the
 * initializer. */
static void leaf(Split *sp, Type *t, const char *path, bool coherent)
{
    Sema *s = sp->s;
    Ctx *c = s->c;
    Node *v = sp->var;
    Node *g = ast_new(c, ND_VAR, v->loc);
    g->var.name = path;
    g->type = t;
    g->var.is_global = g->var.is_resource = true;
    g->var.field_index = -1;
    const Type *r = t;
    while (r->kind == TY_ARRAY)
        r = r->elem;
    /* globallycoherent on the struct's global or on the member: DXC's
     * Coherent on the member's own global (a UAV's; sema_decl.c checks
     * the member's) */
    if (coherent && resource_info[r->res].writable)
        g->var.mods |= MOD_GLOBALLYCOHERENT;
    char cls = texture_reg_class(t, sp->reg);
    const Register *base = sp->reg;
    while (base && base->cls != cls) /* : register(t3) : register(u5): the one of its class */
        base = base->next;
    if (base) {
        Register *r = ARENA_NEW(c->arena, Register);
        *r = *base;
        r->next = NULL;
        r->index += sp->next[(unsigned char)cls & 127];
        g->var.reg = r;
    }
    int count = 1; /* an array of resources takes a register per element */
    for (const Type *e = t; e->kind == TY_ARRAY; e = e->elem)
        count *= (int)e->len;
    sp->next[(unsigned char)cls & 127] += count;
    if (sp->vk) {
        Attribute *a = ARENA_NEW(c->arena, Attribute);
        a->loc = v->loc;
        a->name = "vk::binding";
        vec_push(c->arena, &a->args, int_lit(c, v->loc, sp->vk_binding++));
        vec_push(c->arena, &a->args, int_lit(c, v->loc, sp->vk_set));
        vec_push(c->arena, &g->var.attrs, a);
    }
    vec_push(c->arena, &s->ast->decls, g); /* after the others: sema_decl has seen them */
    vec_push(c->arena, &s->resource_leaves, g);
    Node *id = ast_new(c, ND_IDENT, v->loc);
    id->ident.name = path;
    id->ident.sym = SYM_VAR;
    id->ident.decl = g;
    id->type = t;
    vec_push(c->arena, &sp->init->init.items, id);
}

/* The leaves of t (at path in the global), in initializer order; data
 * stands for t's part of the $Globals member (NULL where t holds no data). */
static void leaves(Split *sp, Type *t, const char *path, Node *data, bool coherent)
{
    Sema *s = sp->s;
    Ctx *c = s->c;
    const Type *e = t;
    while (e->kind == TY_ARRAY)
        e = e->elem;
    if (e->kind == TY_RESOURCE) { /* a resource, or an array of them: one binding */
        leaf(sp, t, path, coherent);
    } else if (t->kind == TY_ARRAY) {
        for (uint32_t i = 0; i < t->len; i++)
            leaves(sp, t->elem, arena_printf(c->arena, "%s[%u]", path, i), data ? element_of(s, data, t, i) : NULL,
                   coherent);
    } else if (t->kind == TY_STRUCT && type_holds_resource(t)) {
        for (int i = 0; i < t->num_fields; i++) {
            const Node *f = t->fields[i].decl;
            bool fc = coherent || (f && f->kind == ND_VAR && (f->var.mods & MOD_GLOBALLYCOHERENT));
            leaves(sp, t->fields[i].type, arena_printf(c->arena, "%s.%s", path, t->fields[i].name),
                   data && data_type(s, t->fields[i].type) ? field_of(s, data, t, i) : NULL, fc);
        }
    } else if (data) { /* data: read from $Globals */
        vec_push(c->arena, &sp->init->init.items, data);
    }
}

/* The $Globals member of v's data, of the same name (DXC's), or NULL. */
static Node *globals_member(Sema *s, Node *v)
{
    Type *dt = data_type(s, v->type);
    if (!dt)
        return NULL;
    Node *g = ast_new(s->c, ND_VAR, v->loc);
    g->var.name = v->var.name;
    g->type = dt;
    g->var.is_global = true;
    g->var.field_index = -1;
    vec_push(s->c->arena, &s->ast->decls, g); /* after the others: sema_decl has seen them */
    Node *id = ast_new(s->c, ND_IDENT, v->loc);
    id->ident.name = v->var.name;
    id->ident.sym = SYM_VAR;
    id->ident.decl = g;
    id->type = dt;
    return id;
}

void sema_split_resource_struct(Sema *s, Node *v)
{
    if (v->var.init) {
        diag(s->c, v->loc, D_SEMA_RESOURCE_STRUCT_INIT, v->var.name);
        return;
    }
    for (Type *t = v->type; t->kind == TY_ARRAY; t = t->elem)
        if (!t->len)
            return; /* an unsized array was reported (PRISM3017) */
    Split sp = {.s = s, .var = v, .reg = v->var.reg && v->var.reg->cls != 'c' ? v->var.reg : NULL};
    Attribute *a = binding_attr(v);
    if (a && a->args.len >= 1 && sema_try_eval_int(s, a->args.data[0], &sp.vk_binding) &&
        (a->args.len < 2 || sema_try_eval_int(s, a->args.data[1], &sp.vk_set)))
        sp.vk = true;
    sp.init = ast_new(s->c, ND_INIT_LIST, v->loc);
    sp.init->type = v->type;
    leaves(&sp, v->type, v->var.name, globals_member(s, v), (v->var.mods & MOD_GLOBALLYCOHERENT) != 0);
    v->var.mods |= MOD_STATIC; /* holds the handles: lower.c's static_global */
    v->var.init = sp.init;
    v->var.reg = NULL;
}

/* ---------------------------------------------------------------- registers */

typedef struct Taken {
    char cls;
    int space, index, count;
} Taken;
typedef VEC(Taken) TakenVec;

static int reg_count(const Type *t)
{
    int n = 1;
    for (; t->kind == TY_ARRAY; t = t->elem)
        n *= t->len ? (int)t->len : 1;
    return n;
}

static void taken_registers(Sema *s, NodeList *decls, TakenVec *out)
{
    for (int i = 0; i < decls->len; i++) {
        Node *d = decls->data[i];
        if (d && d->kind == ND_NAMESPACE) {
            taken_registers(s, &d->ns.decls, out);
        } else if (d && d->kind == ND_VAR && d->var.is_resource && d->var.reg && d->var.reg->cls != 'c') {
            Register *r = d->var.reg;
            Taken t = {r->cls, r->space < 0 ? 0 : r->space, r->index, reg_count(d->type)};
            vec_push(s->c->scratch, out, t);
        }
    }
}

static bool is_free(const TakenVec *tv, char cls, int index, int count)
{
    for (int i = 0; i < tv->len; i++) {
        const Taken *t = &tv->data[i];
        if (t->cls == cls && t->space == 0 && index < t->index + t->count && t->index < index + count)
            return false;
    }
    return true;
}

/* Clang and DXC give a resource with no register() the lowest free
 * registers of its class in space 0, in declaration order, after the
 * explicit ones; the offload-test-suite's pipelines name the resources of
 * a struct by them (A a2; is u0). */
void sema_resource_struct_registers(Sema *s)
{
    if (!s->resource_leaves.len)
        return;
    TakenVec tv = {0};
    taken_registers(s, &s->ast->decls, &tv);
    for (int i = 0; i < s->resource_leaves.len; i++) {
        Node *g = s->resource_leaves.data[i];
        if (g->var.reg)
            continue;
        char cls = texture_reg_class(g->type, NULL);
        int n = reg_count(g->type), at = 0;
        while (!is_free(&tv, cls, at, n))
            at++;
        Register *r = ARENA_NEW(s->c->arena, Register);
        r->loc = g->loc;
        r->cls = cls;
        r->index = at;
        r->space = -1;
        r->implicit = true;
        g->var.reg = r;
        Taken t = {cls, 0, at, n};
        vec_push(s->c->scratch, &tv, t);
    }
}

/* ------------------------------------------------ locals and parameters */

void sema_coherent_value(Sema *s, SrcLoc loc, unsigned mods, const Type *t, const char *what, const char *name)
{
    if (!(mods & MOD_GLOBALLYCOHERENT) || t->kind == TY_ERROR)
        return;
    const Type *r = t;
    while (r->kind == TY_ARRAY)
        r = r->elem;
    bool uav = r->kind == TY_RESOURCE ? resource_info[r->res].writable : type_holds_resource(t);
    if (!uav)
        diag(s->c, loc, D_SEMA_COHERENT_NOT_UAV, name, type_name(s->c, t));
    else if (t->kind != TY_RESOURCE) /* one resource is carried (lower_coherent_handle) */
        diag(s->c, loc, D_SEMA_COHERENT_VALUE, what, name);
}

/* Whether e names a resource declared globallycoherent (a global, a local,
 * a parameter); -1 when e names no resource variable. */
static int coherent_source(const Node *e)
{
    while (e && e->kind == ND_CAST && e->cast.implicit)
        e = e->cast.expr;
    if (!e || !e->type || e->type->kind != TY_RESOURCE || !resource_info[e->type->res].writable)
        return -1;
    while (e->kind == ND_INDEX) /* an element of an array of resources */
        e = e->index.base;
    const Node *d = e->kind == ND_IDENT ? e->ident.decl : NULL;
    if (!d || (d->kind != ND_PARAM && d->kind != ND_VAR))
        return -1;
    unsigned mods = d->kind == ND_PARAM ? d->param.mods : d->var.mods;
    return (mods & MOD_GLOBALLYCOHERENT) != 0;
}

/* DXC's warning where a resource passes between a globallycoherent and a
 * plain variable (an argument to a parameter, an initializer): "adds" or
 * "loses" the annotation. DXC compiles both; so does Prism, whose
 * coherence is the global's (ir_handle_resolve.c): a globallycoherent
 * parameter or local makes the global it resolves to coherent. */
void sema_coherent_transfer(Sema *s, const Node *e, unsigned to_mods)
{
    int from = coherent_source(e);
    bool to = (to_mods & MOD_GLOBALLYCOHERENT) != 0;
    if (from < 0 || from == to)
        return;
    const char *tn = type_name(s->c, e->type);
    diag(s->c, sema_expr_start(e), D_SEMA_COHERENT_MISMATCH, from ? "globallycoherent " : "", tn, to ? "globallycoherent " : "", tn,
         to ? "adds" : "loses");
}

void sema_coherent_assign(Sema *s, const Node *lhs, const Node *rhs)
{
    const Node *d = lhs->kind == ND_IDENT ? lhs->ident.decl : NULL;
    if (d && (d->kind == ND_PARAM || d->kind == ND_VAR) && lhs->type && lhs->type->kind == TY_RESOURCE)
        sema_coherent_transfer(s, rhs, d->kind == ND_PARAM ? d->param.mods : d->var.mods);
}
