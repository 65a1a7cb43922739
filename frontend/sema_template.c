/* Templates (HLSL 2021, as DXC has them from clang): function, struct and
 * alias templates, type and value parameters with defaults, explicit and
 * deduced arguments, full and partial specialization, explicit
 * instantiation. sema.h says how instances are made and what lowering sees.
 *
 * Deduction follows C++ [temp.deduct.call] on HLSL's types: a parameter
 * written T binds the argument's type exactly (a literal decays to int or
 * float, as DXC does), vector<T, N>, matrix<T, R, C>, T a[N],
 * StructuredBuffer<T> and S<T> take their parts apart, and every other
 * parameter is left to the usual conversions once the instance exists. A
 * partial specialization is picked by matching its pattern the same way,
 * exactly; the one with the most written arguments wins, a full
 * specialization over all. */
#include <string.h>
#include "sema.h"
#include "sema_inline_spirv.h"

/* Instantiations nested in each other (f<N> calling f<N - 1>, factorial<n>
 * naming factorial<n - 1>::value): each level is a few dozen C frames of
 * sema, so this also bounds the compiler's own stack. */
enum { TEMPLATE_MAX_DEPTH = 128 };

typedef struct TArg {
    Type *type;   /* a type argument; NULL for a value */
    Type *vtype;  /* a value argument's parameter type */
    int64_t value;
} TArg;

typedef struct Instance {
    TArg *args;
    Node *decl;   /* the copy: ND_FUNC, ND_STRUCT or ND_TYPEDEF */
} Instance;

struct TemplateMemo {
    VEC(Instance) list;
    TArg *spec_args; /* a full specialization's own arguments, once computed */
    bool spec_done, spec_bad;
};

static struct TemplateMemo *memo_of(Sema *s, Node *t)
{
    if (!t->tmpl.memo)
        t->tmpl.memo = ARENA_NEW(s->c->arena, struct TemplateMemo);
    return t->tmpl.memo;
}

static int nparams(const Node *t) { return t->tmpl.params.len; }
static Node *param(const Node *t, int i) { return t->tmpl.params.data[i]; }
static Node *primary_of(Node *t) { return t->tmpl.primary ? t->tmpl.primary : t; }

static const char *decl_name(const Node *d)
{
    if (!d)
        return "?";
    switch (d->kind) {
    case ND_FUNC: return d->func.name;
    case ND_STRUCT: return d->strukt.name ? d->strukt.name : "?";
    case ND_TYPEDEF: return d->tdef.name;
    default: return "?";
    }
}

static const char *tmpl_name(const Node *t) { return decl_name(t->tmpl.decl); }

bool sema_is_instance(const Node *f)
{
    return f && f->kind == ND_FUNC && f->func.instance_of;
}

/* ---------------------------------------------------------------- context */

/* Instances are checked where their template was declared, outside any
 * function being checked. */
typedef struct Saved {
    Scope *scope;
    Node *func, *strukt;
    int loop, sw;
} Saved;

static Saved enter(Sema *s, Scope *sc)
{
    Saved sv = {s->scope, s->func, s->strukt, s->loop_depth, s->switch_depth};
    s->scope = sc;
    s->func = s->strukt = NULL;
    s->loop_depth = s->switch_depth = 0;
    return sv;
}

static void leave(Sema *s, Saved sv)
{
    s->scope = sv.scope;
    s->func = sv.func;
    s->strukt = sv.strukt;
    s->loop_depth = sv.loop;
    s->switch_depth = sv.sw;
}

/* ------------------------------------------------------------- arguments */

static TArg *new_args(Sema *s, const Node *t)
{
    return ARENA_ARRAY(s->c->arena, TArg, nparams(t) ? nparams(t) : 1);
}

static bool *new_have(Sema *s, const Node *t)
{
    return ARENA_ARRAY(s->c->arena, bool, nparams(t) ? nparams(t) : 1);
}

static bool same_args(const TArg *a, const TArg *b, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i].type != b[i].type || (!a[i].type && a[i].value != b[i].value))
            return false;
    return true;
}

static bool is_int_like(const Type *t)
{
    return t && t->kind == TY_SCALAR && t->scalar != SC_LITERAL_FLOAT &&
           scalar_info[t->scalar].cls != SCLASS_FLOAT;
}

/* A value argument converted to its parameter's type (wraps as C does). */
static int64_t wrap_to(const Type *t, int64_t v)
{
    switch (t ? t->scalar : SC_INT64) {
    case SC_BOOL: return v != 0;
    case SC_INT: case SC_MIN16INT: return (int32_t)v;
    case SC_UINT: case SC_MIN16UINT: return (uint32_t)v;
    case SC_INT16: return (int16_t)v;
    case SC_UINT16: return (uint16_t)v;
    default: return v;
    }
}

/* "S<float, 4>": an instance's name, in messages and in the output. */
static const char *display(Sema *s, const char *name, const Node *t, const TArg *args)
{
    StrBuf sb = {0};
    sb_printf(&sb, "%s<", name);
    for (int i = 0; i < nparams(t); i++) {
        if (i)
            sb_puts(&sb, ", ");
        if (args[i].type)
            sb_puts(&sb, type_name(s->c, args[i].type));
        else if (args[i].vtype && args[i].vtype->scalar == SC_BOOL)
            sb_puts(&sb, args[i].value ? "true" : "false");
        else if (args[i].vtype && scalar_info[args[i].vtype->scalar].cls == SCLASS_UINT)
            sb_printf(&sb, "%llu", (unsigned long long)args[i].value);
        else
            sb_printf(&sb, "%lld", (long long)args[i].value);
    }
    sb_putc(&sb, '>');
    const char *r = intern_cstr(s->c->strs, sb.data);
    sb_free(&sb);
    return r;
}

/* A parameter bound in the current scope: a type as a typedef, a value as
 * an ND_TPARAM carrying it (sema_tparam_value turns uses into literals). */
static void bind_param(Sema *s, const Node *p, const TArg *a)
{
    if (p->tparam.is_type) {
        Node *td = ast_new(s->c, ND_TYPEDEF, p->loc);
        td->tdef.name = p->tparam.name;
        td->type = a->type;
        sema_redeclare(s, p->tparam.name, SYM_TYPE, td);
    } else {
        Node *v = ast_new(s->c, ND_TPARAM, p->loc);
        v->tparam = p->tparam;
        v->tparam.value = a->value;
        v->type = a->vtype;
        sema_redeclare(s, p->tparam.name, SYM_VAR, v);
    }
}

/* Arguments written in <...> (S<float, 4>, f<int>(x)), for the first
 * parameters of t; checked in the current scope. */
static bool explicit_args(Sema *s, const Node *t, struct TypeArg *ta, int n, TArg *args, bool *have, SrcLoc loc)
{
    if (n > nparams(t)) {
        diag(s->c, loc, D_SEMA_TEMPLATE_ARG_COUNT, tmpl_name(t), nparams(t), nparams(t) == 1 ? "" : "s", n);
        return false;
    }
    for (int i = 0; i < n; i++) {
        const Node *p = param(t, i);
        if (p->tparam.is_type) {
            if (!ta[i].type) {
                diag(s->c, ta[i].expr ? ta[i].expr->loc : loc, D_SEMA_TEMPLATE_ARG_KIND, i + 1, tmpl_name(t),
                     p->tparam.name, "a type");
                return false;
            }
            Type *ty = sema_resolve_type(s, ta[i].type, NULL, 0);
            if (ty->kind == TY_ERROR)
                return false;
            args[i].type = ty;
        } else {
            if (!ta[i].expr) {
                diag(s->c, ta[i].type ? ta[i].type->loc : loc, D_SEMA_TEMPLATE_ARG_KIND, i + 1, tmpl_name(t),
                     p->tparam.name, "an integer constant");
                return false;
            }
            int64_t v = 0;
            sema_expr(s, &ta[i].expr);
            if (!sema_eval_int(s, ta[i].expr, &v))
                return false;
            args[i].value = v;
        }
        have[i] = true;
    }
    return true;
}

/* The parameters still missing take their defaults, each evaluated with the
 * ones before it bound (template<typename T, uint N = sizeof(T)>); value
 * parameters get their types. False when one has no value (*why says
 * which; reported at loc when report). */
static bool complete(Sema *s, const Node *t, TArg *args, bool *have, SrcLoc loc, bool report, const char **why)
{
    Saved sv = enter(s, t->tmpl.scope);
    sema_push_scope(s);
    bool ok = true;
    for (int i = 0; i < nparams(t) && ok; i++) {
        const Node *p = param(t, i);
        Type *vt = NULL;
        if (!p->tparam.is_type) {
            vt = sema_resolve_type(s, ast_clone_spec(s->c, p->tparam.spec), NULL, 0);
            if (vt->kind != TY_ERROR && !is_int_like(vt)) {
                diag(s->c, p->loc, D_SEMA_TEMPLATE_PARAM_TYPE, p->tparam.name, type_name(s->c, vt));
                vt = type_error(s->tt);
            }
            if (vt->kind == TY_ERROR) {
                ok = false;
                break;
            }
        }
        if (!have[i]) {
            if (p->tparam.is_type && p->tparam.def_type) {
                args[i].type = sema_resolve_type(s, ast_clone_spec(s->c, p->tparam.def_type), NULL, 0);
                ok = args[i].type->kind != TY_ERROR;
            } else if (!p->tparam.is_type && p->tparam.def_expr) {
                ok = sema_eval_int(s, ast_clone(s->c, p->tparam.def_expr), &args[i].value);
            } else {
                const char *w = arena_printf(s->c->arena, "cannot deduce template argument '%s'", p->tparam.name);
                if (why && !*why)
                    *why = w;
                if (report)
                    diag(s->c, loc, D_SEMA_DEDUCE_FAIL, tmpl_name(t), w, tmpl_name(t));
                ok = false;
                break;
            }
            have[i] = true;
        }
        if (!p->tparam.is_type) {
            args[i].type = NULL;
            args[i].vtype = vt;
            args[i].value = wrap_to(vt, args[i].value);
        }
        if (ok)
            bind_param(s, p, &args[i]);
    }
    leave(s, sv);
    return ok;
}

/* ------------------------------------------------------------- deduction */

typedef struct Deduce {
    Sema *s;
    const Node *t;  /* the template whose parameters are deduced */
    TArg *args;
    bool *have;
    const bool *fixed; /* given explicitly (f<float>(x)): not deduced, the argument converts */
    bool exact;     /* a specialization's pattern: what is not deduced must be equal */
    int conflict;   /* the first parameter deduced two ways, or -1 */
    Type *was, *now;
} Deduce;

static int tparam_index(const Node *t, const char *name, bool is_type)
{
    for (int i = 0; name && i < nparams(t); i++)
        if (param(t, i)->tparam.name == name && param(t, i)->tparam.is_type == is_type)
            return i;
    return -1;
}

static bool dependent_expr(const Node *t, const Node *e);

/* Whether a written type mentions a parameter of t. */
static bool dependent_spec(const Node *t, const TypeSpec *p)
{
    if (!p)
        return false;
    if (tparam_index(t, p->name, true) >= 0 || tparam_index(t, p->name, false) >= 0)
        return true;
    for (int i = 0; i < p->num_args; i++)
        if (dependent_spec(t, p->args[i].type) || dependent_expr(t, p->args[i].expr))
            return true;
    return dependent_spec(t, p->scope) || p->decltype_expr;
}

static bool dependent_expr(const Node *t, const Node *e)
{
    if (!e)
        return false;
    switch (e->kind) {
    case ND_IDENT: return !ident_qualifier(e) && tparam_index(t, e->ident.name, false) >= 0;
    case ND_UNARY: case ND_BINARY: return dependent_expr(t, e->op.lhs) || dependent_expr(t, e->op.rhs);
    case ND_COND:
        return dependent_expr(t, e->cond.cond) || dependent_expr(t, e->cond.then_) || dependent_expr(t, e->cond.else_);
    case ND_CAST: return dependent_spec(t, e->cast.spec) || dependent_expr(t, e->cast.expr);
    case ND_SIZEOF: return dependent_spec(t, e->size_of.spec) || dependent_expr(t, e->size_of.expr);
    default: return false;
    }
}

static bool bind_type(Deduce *d, int i, Type *a)
{
    if (d->fixed && d->fixed[i])
        return true;
    if (a->kind == TY_SCALAR && (a->scalar == SC_LITERAL_INT || a->scalar == SC_LITERAL_FLOAT))
        a = type_scalar(d->s->tt, sema_concrete_scalar(a->scalar)); /* 1 deduces int, 1.5 float */
    if (!d->have[i]) {
        d->args[i].type = a;
        d->have[i] = true;
        return true;
    }
    if (d->args[i].type == a)
        return true;
    if (d->conflict < 0) {
        d->conflict = i;
        d->was = d->args[i].type;
        d->now = a;
    }
    return false;
}

/* A non-dependent part of a specialization's pattern, evaluated where the
 * specialization was declared. */
static Type *pattern_type(Deduce *d, TypeSpec *p)
{
    Saved sv = enter(d->s, d->t->tmpl.scope);
    Type *r = sema_resolve_type(d->s, ast_clone_spec(d->s->c, p), NULL, 0);
    leave(d->s, sv);
    return r;
}

static bool match_value(Deduce *d, Node *e, int64_t v)
{
    if (!e)
        return true;
    if (e->kind == ND_IDENT && !ident_qualifier(e) && !ident_scope(e)) {
        int i = tparam_index(d->t, e->ident.name, false);
        if (i >= 0) {
            if (d->fixed && d->fixed[i])
                return true;
            if (d->have[i])
                return d->args[i].value == v;
            d->args[i].value = v;
            d->have[i] = true;
            return true;
        }
    }
    if (!d->exact || dependent_expr(d->t, e))
        return !d->exact;
    Saved sv = enter(d->s, d->t->tmpl.scope);
    int64_t w = 0;
    bool ok = sema_eval_int(d->s, ast_clone(d->s->c, e), &w);
    leave(d->s, sv);
    return ok && w == v;
}

static Instance *find_instance(Node *struct_decl);
static bool match_type(Deduce *d, TypeSpec *p, Type *a);

/* vk::SpirvType<op, size, align, operands...> and SpirvOpaqueType<op,
 * operands...> against an inline SPIR-V type: each written part against
 * the description's (a literal's or constant's v, an operand's type), so
 * template<typename T> T load(pointer_t<4, T> p) deduces T. */
static bool match_spirv_type(Deduce *d, TypeSpec *p, Type *a, bool opaque)
{
    const SpirvTypeDesc *t = a->spirv;
    int fixed = opaque ? 1 : 3;
    if (a->kind != TY_SPIRV || t->ext_type_id >= 0 || p->num_args != fixed + t->num_operands)
        return false;
    if (!match_value(d, p->args[0].expr, t->opcode) ||
        (!opaque && (!match_value(d, p->args[1].expr, t->size) || !match_value(d, p->args[2].expr, t->alignment))))
        return false;
    for (int k = 0; k < t->num_operands; k++) {
        const SpirvTypeOperand *o = &t->operands[k];
        TypeSpec *w = p->args[fixed + k].type;
        bool literal = w && w->name && !strcmp(w->name, "vk::Literal");
        if (literal && w->num_args == 1)
            w = w->args[0].type;
        bool constant = w && w->name && !strcmp(w->name, "vk::integral_constant") && w->num_args == 2;
        if (!w || (o->kind == SPIRV_TOP_TYPE) == (literal || constant) || literal != (o->kind == SPIRV_TOP_LITERAL))
            return false;
        bool ok = constant ? match_type(d, w->args[0].type, o->type) && match_value(d, w->args[1].expr, (int64_t)o->value)
                           : match_type(d, w, o->type);
        if (!ok)
            return false;
    }
    return true;
}

/* X<args> for an alias template X (template<uint SC, typename T> using
 * pointer_t = ...): X's own parameters deduced from a through its
 * definition, then each written argument against what they became. */
static bool match_alias(Deduce *d, TypeSpec *p, Type *a, Node *alias)
{
    Sema *s = d->s;
    TArg *args = new_args(s, alias);
    bool *have = new_have(s, alias);
    Deduce inner = {s, alias, args, have, NULL, false, -1, NULL, NULL};
    if (!match_type(&inner, alias->tmpl.decl->tdef.spec, a) || p->num_args > nparams(alias))
        return false;
    for (int j = 0; j < p->num_args; j++) {
        if (!have[j])
            continue; /* not deduced from a: a non-deduced context */
        bool ok = param(alias, j)->tparam.is_type ? match_type(d, p->args[j].type, args[j].type)
                                                  : match_value(d, p->args[j].expr, args[j].value);
        if (!ok)
            return false;
    }
    return true;
}

static bool match_type(Deduce *d, TypeSpec *p, Type *a)
{
    if (!p || !a || a->kind == TY_ERROR)
        return true;
    if (!p->num_args && !p->scope && !p->def && !p->decltype_expr) {
        int i = tparam_index(d->t, p->name, true);
        if (i >= 0)
            return bind_type(d, i, a);
    }
    if (!dependent_spec(d->t, p))
        return !d->exact || pattern_type(d, p) == a;
    const char *n = p->name ? p->name : "";
    Sema *s = d->s;
    if (!strcmp(n, "vector") && p->num_args == 2)
        return a->kind == TY_VECTOR && match_type(d, p->args[0].type, type_scalar(s->tt, a->scalar)) &&
               match_value(d, p->args[1].expr, a->cols);
    if (!strcmp(n, "matrix") && p->num_args == 3)
        return a->kind == TY_MATRIX && match_type(d, p->args[0].type, type_scalar(s->tt, a->scalar)) &&
               match_value(d, p->args[1].expr, a->rows) && match_value(d, p->args[2].expr, a->cols);
    for (int r = 0; r < RES_COUNT; r++)
        if (!strcmp(n, resource_info[r].name))
            return a->kind == TY_RESOURCE && a->res == (ResourceKind)r && p->num_args == 1 && a->elem &&
                   match_type(d, p->args[0].type, a->elem);
    if (!strcmp(n, "vk::SpirvType") || !strcmp(n, "vk::SpirvOpaqueType"))
        return match_spirv_type(d, p, a, strcmp(n, "vk::SpirvOpaqueType") == 0);
    if (p->num_args) {
        const char *sep = strrchr(n, ':');
        Saved sv = enter(s, d->t->tmpl.scope);
        SymKind kind;
        Node *tm = sep && sep > n + 1 && sep[-1] == ':'
                       ? sema_lookup(s, arena_strndup(s->c->arena, n, (size_t)(sep - 1 - n)),
                                     intern_cstr(s->c->strs, sep + 1), &kind, NULL)
                       : sema_lookup(s, NULL, n, &kind, NULL);
        leave(s, sv);
        if (tm && kind == SYM_TEMPLATE && tm->tmpl.decl && tm->tmpl.decl->kind == ND_TYPEDEF)
            return match_alias(d, p, a, primary_of(tm));
    }
    /* S<T>: an instance of the struct template S */
    if (p->num_args && a->kind == TY_STRUCT && a->decl && a->decl->strukt.instance_of) {
        Saved sv = enter(s, d->t->tmpl.scope);
        SymKind kind;
        Node *tm = sema_lookup(s, NULL, n, &kind, NULL);
        leave(s, sv);
        Instance *in = find_instance(a->decl);
        Node *at = primary_of(a->decl->strukt.instance_of);
        if (!tm || kind != SYM_TEMPLATE || primary_of(tm) != at || !in || p->num_args > nparams(at))
            return false;
        for (int j = 0; j < p->num_args; j++) {
            bool ok = param(at, j)->tparam.is_type ? match_type(d, p->args[j].type, in->args[j].type)
                                                    : match_value(d, p->args[j].expr, in->args[j].value);
            if (!ok)
                return false;
        }
        return true;
    }
    return false; /* a dependent form nothing is deduced from */
}

/* One function parameter against its argument's type: T a[N] takes the
 * array apart, outermost dimension first. */
static bool match_param(Deduce *d, const Node *fp, Type *a)
{
    for (int k = 0; k < fp->param.dims_expr.len; k++) {
        Node *dim = fp->param.dims_expr.data[k];
        if (a->kind != TY_ARRAY)
            return !dependent_expr(d->t, dim) && !dependent_spec(d->t, fp->param.spec);
        if (!match_value(d, dim, a->len))
            return false;
        a = a->elem;
    }
    return match_type(d, fp->param.spec, a);
}

/* ------------------------------------------------------- specializations */

/* A full specialization's arguments (template<> struct S<0>; template<>
 * float f<float>(float), where the rest are deduced from its parameters). */
static TArg *spec_args_of(Sema *s, Node *sp, Node *t)
{
    struct TemplateMemo *m = memo_of(s, sp);
    if (m->spec_done)
        return m->spec_bad ? NULL : m->spec_args;
    m->spec_done = true;
    TArg *a = new_args(s, t);
    bool *have = new_have(s, t);
    Saved sv = enter(s, sp->tmpl.scope);
    bool ok = explicit_args(s, t, sp->tmpl.spec, sp->tmpl.num_spec, a, have, sp->loc);
    Node *fd = sp->tmpl.decl, *pd = t->tmpl.decl;
    if (ok && fd->kind == ND_FUNC) {
        Deduce d = {s, t, a, have, NULL, false, -1, NULL, NULL};
        ok = fd->func.params.len == pd->func.params.len;
        for (int i = 0; ok && i < fd->func.params.len; i++) {
            Node *q = fd->func.params.data[i];
            NodeList dims = ast_clone(s->c, q)->param.dims_expr;
            Type *qt = sema_resolve_type(s, ast_clone_spec(s->c, q->param.spec), &dims, 0);
            ok = qt->kind != TY_ERROR && match_param(&d, pd->func.params.data[i], qt);
        }
        if (!ok)
            diag(s->c, sp->loc, D_SEMA_TEMPLATE_NO_PRIMARY, tmpl_name(sp), "no function template it specializes");
    }
    leave(s, sv);
    ok = ok && complete(s, t, a, have, sp->loc, true, NULL);
    m->spec_bad = !ok;
    m->spec_args = a;
    return ok ? a : NULL;
}

/* How specialized a pattern is: each written argument that is not a bare
 * parameter counts. */
static int specificity(const Node *sp)
{
    int n = 0;
    for (int i = 0; i < sp->tmpl.num_spec; i++) {
        struct TypeArg *a = &sp->tmpl.spec[i];
        bool bare = (a->type && !a->type->num_args && tparam_index(sp, a->type->name, true) >= 0) ||
                    (a->expr && a->expr->kind == ND_IDENT && tparam_index(sp, a->expr->ident.name, false) >= 0);
        n += !bare;
    }
    return n;
}

/* Matches a partial specialization's pattern against the arguments of its
 * primary t; on success sa holds the specialization's own arguments. */
static bool match_partial(Sema *s, Node *sp, const Node *t, const TArg *args, TArg *sa)
{
    if (sp->tmpl.num_spec != nparams(t))
        return false;
    bool *have = new_have(s, sp);
    Deduce d = {s, sp, sa, have, NULL, true, -1, NULL, NULL};
    for (int i = 0; i < nparams(t); i++) {
        struct TypeArg *pa = &sp->tmpl.spec[i];
        bool ok = param(t, i)->tparam.is_type ? pa->type && match_type(&d, pa->type, args[i].type)
                                               : pa->expr && match_value(&d, pa->expr, args[i].value);
        if (!ok)
            return false;
    }
    for (int i = 0; i < nparams(sp); i++)
        if (!have[i])
            return false;
    return complete(s, sp, sa, have, sp->loc, false, NULL);
}

/* The declaration an instance of t for args copies: a full specialization
 * with these arguments, else the most specialized partial one that
 * matches, else t itself. False after reporting an ambiguity. */
static bool pick_source(Sema *s, Node *t, const TArg *args, Node **src, const TArg **src_args, SrcLoc at)
{
    Node *best = NULL;
    TArg *best_args = NULL;
    int best_score = -1;
    bool tie = false;
    for (int i = 0; i < t->tmpl.specs.len; i++) {
        Node *sp = t->tmpl.specs.data[i];
        TArg *sa;
        int score;
        if (nparams(sp) == 0) {
            sa = spec_args_of(s, sp, t);
            if (!sa || !same_args(sa, args, nparams(t)))
                continue;
            score = 1 << 20;
        } else {
            sa = new_args(s, sp);
            if (t->tmpl.decl->kind != ND_STRUCT || !match_partial(s, sp, t, args, sa))
                continue;
            score = specificity(sp);
        }
        if (score > best_score) {
            best = sp;
            best_args = sa;
            best_score = score;
            tie = false;
        } else if (score == best_score) {
            tie = true;
        }
    }
    if (tie) {
        diag(s->c, at, D_SEMA_TEMPLATE_AMBIGUOUS_SPEC, display(s, tmpl_name(t), t, args));
        return false;
    }
    if (best) {
        *src = best;
        *src_args = best_args;
    }
    return true;
}

/* ----------------------------------------------------------- instances */

static Instance *find_instance(Node *struct_decl)
{
    Node *t = struct_decl->strukt.instance_of ? primary_of(struct_decl->strukt.instance_of) : NULL;
    for (int i = 0; t && t->tmpl.memo && i < t->tmpl.memo->list.len; i++)
        if (t->tmpl.memo->list.data[i].decl == struct_decl)
            return &t->tmpl.memo->list.data[i];
    return NULL;
}

/* Checks the copy as a declaration of the instance's scope sc. */
static void check_instance(Sema *s, Node *t, Node *copy, Scope *sc, const char *name)
{
    Saved sv = enter(s, sc);
    Node *owner = sema_scope_owner(sema_scope_parent(sc));
    switch (copy->kind) {
    case ND_FUNC:
        copy->func.instance_of = t;
        copy->func.num_targs = 0;
        copy->func.targs = NULL;
        if (owner && owner->kind == ND_STRUCT) { /* a member template: a method */
            copy->func.owner = owner;
            copy->func.is_static_method = (copy->func.ret_mods & MOD_STATIC) != 0;
        }
        copy->func.name = name;
        sema_decl(s, copy);
        copy->func.stage = -1; /* a template is never an entry point */
        break;
    case ND_STRUCT: {
        /* the injected name: S inside S<T> is the instance itself */
        const char *plain = copy->strukt.name;
        copy->strukt.instance_of = t;
        copy->strukt.num_targs = 0;
        copy->strukt.targs = NULL;
        copy->strukt.name = name;
        if (plain)
            sema_redeclare(s, plain, SYM_TYPE, copy);
        sema_decl(s, copy);
        break;
    }
    default:
        sema_decl(s, copy);
        break;
    }
    leave(s, sv);
}

/* The instance of primary t for complete arguments args: memoised, else
 * copied from its source, checked, and added to the file's declarations. */
static Node *instance(Sema *s, Node *t, TArg *args, SrcLoc at)
{
    struct TemplateMemo *m = memo_of(s, t);
    for (int i = 0; i < m->list.len; i++)
        if (same_args(m->list.data[i].args, args, nparams(t)))
            return m->list.data[i].decl;
    Node *src = t;
    const TArg *src_args = args;
    if (!pick_source(s, t, args, &src, &src_args, at))
        return NULL;
    const char *name = display(s, tmpl_name(t), t, args);
    Node *d = src->tmpl.decl;
    bool defined = d->kind != ND_FUNC || d->func.body || sema_spirv_is_instruction_decl(d);
    if (!defined) {
        diag(s->c, at, D_SEMA_TEMPLATE_UNDEFINED, name);
        return NULL;
    }
    if (s->inst_depth >= TEMPLATE_MAX_DEPTH) {
        diag(s->c, at, D_SEMA_TEMPLATE_DEPTH, TEMPLATE_MAX_DEPTH, name);
        return NULL;
    }
    Node *copy = ast_clone(s->c, d);
    TArg *kept = new_args(s, t);
    memcpy(kept, args, sizeof *kept * (size_t)nparams(t));
    Instance in = {kept, copy};
    vec_push(s->c->arena, &m->list, in); /* before checking: it may name itself */
    /* the scope of the instance: src's parameters bound */
    Saved sv = enter(s, src->tmpl.scope);
    sema_push_scope(s);
    for (int i = 0; i < nparams(src); i++)
        bind_param(s, param(src, i), &src_args[i]);
    Scope *sc = s->scope;
    leave(s, sv);
    int errors = s->c->errors;
    s->inst_depth++;
    check_instance(s, t, copy, sc, name);
    s->inst_depth--;
    if (s->c->errors > errors && s->inst_depth == 0) /* once: where the user asked for it */
        diag(s->c, at, D_SEMA_IN_INSTANTIATION, name);
    if (copy->kind != ND_TYPEDEF)
        vec_push(s->c->arena, &s->ast->decls, copy);
    return copy;
}

/* ---------------------------------------------------------- declarations */

/* The function template of t's name and parameter count in scope, for an
 * explicit specialization or instantiation of one. */
static Node *function_primary(Sema *s, const Node *f)
{
    SymKind kind;
    NodeList ov = {0};
    sema_lookup(s, f->func.qualifier, f->func.name, &kind, &ov);
    for (int i = 0; i < ov.len; i++) {
        Node *c = ov.data[i];
        if (c->kind == ND_TEMPLATE && !c->tmpl.primary && c->tmpl.decl->func.params.len == f->func.params.len)
            return c;
    }
    return NULL;
}

static void explicit_instantiation(Sema *s, Node *t)
{
    if (t->tmpl.instantiate) {
        sema_resolve_type(s, t->tmpl.instantiate, NULL, 0);
        return;
    }
    Node *f = t->tmpl.decl;
    Node *p = f ? function_primary(s, f) : NULL;
    if (!p) {
        diag(s->c, t->loc, D_SEMA_TEMPLATE_NO_PRIMARY, f ? f->func.name : "?", "no function template of that name");
        return;
    }
    /* its arguments: written, and deduced from the prototype's parameters */
    t->tmpl.scope = s->scope;
    t->tmpl.spec = f->func.targs;
    t->tmpl.num_spec = f->func.num_targs;
    TArg *a = spec_args_of(s, t, p);
    if (a)
        instance(s, p, a, t->loc);
}

void sema_template_decl(Sema *s, Node *t)
{
    t->tmpl.scope = s->scope;
    if (t->tmpl.explicit_instance) {
        explicit_instantiation(s, t);
        return;
    }
    Node *d = t->tmpl.decl;
    if (!d)
        return; /* template<class T> struct S;: the definition follows */
    for (int i = 0; i < nparams(t); i++)
        for (int j = 0; j < i; j++)
            if (param(t, i)->tparam.name == param(t, j)->tparam.name)
                diag(s->c, param(t, i)->loc, D_SEMA_REDEFINITION, param(t, i)->tparam.name, param(t, j)->loc.line);
    if (d->kind == ND_FUNC && d->func.qualifier) {
        diag(s->c, d->loc, D_SEMA_TEMPLATE_OUT_OF_LINE, d->func.qualifier, d->func.name);
        return;
    }
    bool is_spec = t->tmpl.num_spec > 0 || nparams(t) == 0;
    if (!is_spec) {
        sema_declare(s, tmpl_name(t), SYM_TEMPLATE, t);
        return;
    }
    /* a specialization: registered with its primary template */
    Node *p = NULL;
    if (d->kind == ND_FUNC) {
        p = function_primary(s, d);
    } else {
        SymKind kind;
        Node *found = sema_lookup(s, NULL, tmpl_name(t), &kind, NULL);
        if (found && kind == SYM_TEMPLATE && found->tmpl.decl && found->tmpl.decl->kind == ND_STRUCT)
            p = primary_of(found);
    }
    if (!p) {
        diag(s->c, t->loc, D_SEMA_TEMPLATE_NO_PRIMARY, tmpl_name(t), "no template of that name is declared before it");
        return;
    }
    t->tmpl.primary = p;
    vec_push(s->c->arena, &p->tmpl.specs, t);
}

/* ------------------------------------------------------------------ uses */

Type *sema_template_type(Sema *s, Node *d, SymKind kind, TypeSpec *spec)
{
    Node *t = NULL;
    if (kind == SYM_TEMPLATE)
        t = d;
    else if (kind == SYM_TYPE && spec->num_args && d->kind == ND_STRUCT && d->strukt.instance_of)
        t = d->strukt.instance_of; /* S<U> inside an instance of S */
    if (!t)
        return NULL;
    t = primary_of(t);
    if (!t->tmpl.decl || t->tmpl.decl->kind == ND_FUNC) {
        diag(s->c, spec->loc, D_SEMA_NOT_A_TYPE, spec->name);
        return type_error(s->tt);
    }
    if (!spec->num_args && !spec->empty_args) {
        diag(s->c, spec->loc, D_SEMA_TEMPLATE_NEEDS_ARGS, spec->name, spec->name);
        return type_error(s->tt);
    }
    int required = 0; /* a struct template's arguments are never deduced */
    for (int i = 0; i < nparams(t); i++)
        if (!param(t, i)->tparam.def_type && !param(t, i)->tparam.def_expr)
            required = i + 1;
    if (spec->num_args < required) {
        diag(s->c, spec->loc, D_SEMA_TEMPLATE_ARG_COUNT, tmpl_name(t), required, required == 1 ? "" : "s",
             spec->num_args);
        return type_error(s->tt);
    }
    TArg *a = new_args(s, t);
    bool *have = new_have(s, t);
    if (!explicit_args(s, t, spec->args, spec->num_args, a, have, spec->loc) ||
        !complete(s, t, a, have, spec->loc, true, NULL))
        return type_error(s->tt);
    Node *inst = instance(s, t, a, spec->loc);
    return inst && inst->type ? inst->type : type_error(s->tt);
}

Scope *sema_struct_scope(Sema *s, Type *t)
{
    return t && t->kind == TY_STRUCT && t->decl ? sema_scope_of(s, t->decl) : NULL;
}

Type *sema_special_type(Sema *s, TypeSpec *spec)
{
    if (spec->decltype_expr) {
        /* __decltype(e): e's type; e is not evaluated */
        Type *t = sema_expr(s, &spec->decltype_expr);
        if (sema_is_numeric_shape(t) && sema_concrete_scalar(t->scalar) != t->scalar)
            t = sema_with_scalar(s, t, sema_concrete_scalar(t->scalar));
        return t;
    }
    Type *outer = sema_resolve_type(s, spec->scope, NULL, 0);
    if (outer->kind == TY_ERROR)
        return outer;
    Scope *sc = sema_struct_scope(s, outer);
    SymKind kind = SYM_NONE;
    Node *d = sc ? sema_lookup_scope(s, sc, spec->name, &kind, NULL) : NULL;
    if (!d || kind != SYM_TYPE) {
        diag(s->c, spec->loc, d ? D_SEMA_NOT_A_TYPE : D_SEMA_UNKNOWN_TYPE,
             arena_printf(s->c->arena, "%s::%s", type_name(s->c, outer), spec->name));
        return type_error(s->tt);
    }
    return d->type ? d->type : type_error(s->tt);
}

/* ------------------------------------------------------------- overloads */

bool sema_expand_templates(Sema *s, Node *call, NodeList *cands, Type **args, int nargs, struct TypeArg *targs,
                           int ntargs, const char **why)
{
    NodeList out = {0};
    bool any_template = false, reported = false;
    for (int c = 0; c < cands->len; c++) {
        Node *t = cands->data[c];
        if (t->kind != ND_TEMPLATE) {
            if (!ntargs || sema_is_instance(t)) /* f<int>(x) names templates only */
                vec_push(s->c->arena, &out, t);
            continue;
        }
        any_template = true;
        Node *fd = t->tmpl.decl;
        if (!fd || fd->kind != ND_FUNC || nargs > fd->func.params.len)
            continue;
        TArg *a = new_args(s, t);
        bool *have = new_have(s, t);
        int errors = s->c->errors;
        if (!explicit_args(s, t, targs, ntargs, a, have, call->loc)) {
            reported |= s->c->errors > errors;
            continue;
        }
        bool *fixed = new_have(s, t);
        memcpy(fixed, have, sizeof *fixed * (size_t)nparams(t));
        Deduce d = {s, t, a, have, fixed, false, -1, NULL, NULL};
        bool ok = true;
        for (int i = 0; i < nargs && ok; i++)
            ok = match_param(&d, fd->func.params.data[i], args[i]);
        if (!ok) {
            if (!*why && d.conflict >= 0)
                *why = arena_printf(s->c->arena, "deduced conflicting types for template parameter '%s' ('%s' and '%s')",
                                    param(t, d.conflict)->tparam.name, type_name(s->c, d.was),
                                    type_name(s->c, d.now));
            else if (!*why)
                *why = arena_printf(s->c->arena, "the arguments do not match the parameters of template '%s'",
                                    tmpl_name(t));
            continue;
        }
        errors = s->c->errors;
        if (!complete(s, t, a, have, call->loc, false, why)) {
            reported |= s->c->errors > errors; /* a parameter's type was wrong */
            continue;
        }
        Node *inst = instance(s, t, a, call->loc);
        if (inst)
            vec_push(s->c->arena, &out, inst);
        else
            reported = true;
    }
    *cands = out;
    return !(any_template && out.len == 0 && reported);
}

/* --------------------------------------------------------------- values */

Type *sema_tparam_value(Sema *s, Node **e, Node *p)
{
    Node *n = *e;
    Node *lit = ast_new(s->c, p->type && p->type->scalar == SC_BOOL ? ND_BOOL_LIT : ND_INT_LIT, n->loc);
    if (lit->kind == ND_BOOL_LIT) {
        lit->blit.value = p->tparam.value != 0;
    } else {
        lit->ilit.value = (uint64_t)p->tparam.value;
        lit->ilit.suffix = "";
    }
    lit->type = p->type ? p->type : type_scalar(s->tt, SC_INT);
    *e = lit;
    return lit->type;
}

Type *sema_scoped_ident(Sema *s, Node **e, SymKind *kind, Node **decl, NodeList *ov)
{
    Node *n = *e;
    Type *outer = sema_resolve_type(s, ident_scope(n), NULL, 0);
    if (outer->kind == TY_ERROR)
        return outer;
    Scope *sc = sema_struct_scope(s, outer);
    *decl = sc ? sema_lookup_scope(s, sc, n->ident.name, kind, ov) : NULL;
    if (!*decl) {
        diag(s->c, n->loc, D_SEMA_NO_MEMBER, type_name(s->c, outer), n->ident.name);
        return type_error(s->tt);
    }
    return outer;
}

int sema_template_tie_break(const Node *a, const Node *b)
{
    bool ta = sema_is_instance(a), tb = sema_is_instance(b);
    if (ta != tb)
        return ta ? -1 : 1; /* a function beats a template instance */
    if (!ta)
        return 0;
    /* between two templates, the more specialized (its parameters written
     * with more structure than a bare T) */
    int sa = 0, sb = 0;
    const Node *fa = a->func.instance_of->tmpl.decl, *fb = b->func.instance_of->tmpl.decl;
    for (int i = 0; i < fa->func.params.len; i++) {
        TypeSpec *p = fa->func.params.data[i]->param.spec;
        sa += p && (p->num_args || tparam_index(a->func.instance_of, p->name, true) < 0);
    }
    for (int i = 0; i < fb->func.params.len; i++) {
        TypeSpec *p = fb->func.params.data[i]->param.spec;
        sb += p && (p->num_args || tparam_index(b->func.instance_of, p->name, true) < 0);
    }
    return sa > sb ? 1 : sb > sa ? -1 : 0;
}
