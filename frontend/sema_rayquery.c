/* Inline ray tracing (Shader Model 6.5, docs/rayquery.md): the names DXC
 * declares for it and the checks of its objects.
 *
 *  - RaytracingAccelerationStructure: a resource kind (types.h, a 't'
 *    register), bound like the others; its value is the acceleration
 *    structure TraceRayInline takes.
 *  - RayDesc and BuiltInTriangleIntersectionAttributes: built-in structs,
 *    declared in the global scope at their first use when the source
 *    declares no type of that name (a user's own RayDesc wins).
 *  - RAY_FLAG_*, COMMITTED_*, CANDIDATE_*, RAYQUERY_FLAG_*: built-in uint
 *    constants (enumerators of no enum), found by sema_lookup after every
 *    scope (a user's declaration of the name wins).
 *  - RayQuery<FLAGS[, RAYQUERY_FLAGS]>: TY_RAYQUERY. A ray query is one
 *    traversal: a variable of a function (a local or a static) or a
 *    parameter, which is the caller's object (lowered by reference, and
 *    inlined: ir_lower_resource_handles); never copied, assigned, returned,
 *    or held in a struct, an array, a cbuffer or groupshared memory.
 * Its methods are intrinsic rows (OBJ_RAYQUERY, intrinsics.def), resolved
 * in sema_call.c, lowered in lower_rayquery.c. */
#include <string.h>
#include "sema.h"

/* The constants (DXC's RAY_FLAG, COMMITTED_STATUS, CANDIDATE_TYPE and
 * RAYQUERY_FLAG enums; DXR spec "Ray flags", SM 6.9's opacity micromaps). */
static const struct {
    const char *name;
    uint32_t value;
    bool sm69; /* introduced in SM 6.9: a warning below it (DXC) */
} constants[SEMA_RQ_CONSTANTS] = {
    {"RAY_FLAG_NONE", 0, false},
    {"RAY_FLAG_FORCE_OPAQUE", 0x1, false},
    {"RAY_FLAG_FORCE_NON_OPAQUE", 0x2, false},
    {"RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH", 0x4, false},
    {"RAY_FLAG_SKIP_CLOSEST_HIT_SHADER", 0x8, false},
    {"RAY_FLAG_CULL_BACK_FACING_TRIANGLES", 0x10, false},
    {"RAY_FLAG_CULL_FRONT_FACING_TRIANGLES", 0x20, false},
    {"RAY_FLAG_CULL_OPAQUE", 0x40, false},
    {"RAY_FLAG_CULL_NON_OPAQUE", 0x80, false},
    {"RAY_FLAG_SKIP_TRIANGLES", 0x100, false},
    {"RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES", 0x200, false},
    {"RAY_FLAG_FORCE_OMM_2_STATE", 0x400, true},
    {"COMMITTED_NOTHING", 0, false},
    {"COMMITTED_TRIANGLE_HIT", 1, false},
    {"COMMITTED_PROCEDURAL_PRIMITIVE_HIT", 2, false},
    {"CANDIDATE_NON_OPAQUE_TRIANGLE", 0, false},
    {"CANDIDATE_PROCEDURAL_PRIMITIVE", 1, false},
    {"RAYQUERY_FLAG_NONE", 0, false},
    {"RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS", 0x1, true},
};

enum { RAY_FLAGS_KNOWN = 0x7ff, RQ_FLAGS_KNOWN = 0x1 };

Node *sema_rayquery_constant(Sema *s, const char *name, SymKind *kind)
{
    /* most failed lookups are of other names: one compare rules them out */
    if (name[0] != 'R' && name[0] != 'C')
        return NULL;
    for (int i = 0; i < SEMA_RQ_CONSTANTS; i++) {
        if (strcmp(name, constants[i].name) != 0)
            continue;
        Node *d = s->rq_constants[i];
        if (!d) {
            d = ast_new(s->c, ND_ENUMERATOR, (SrcLoc){0, 0, 0});
            d->enumerator.name = constants[i].name;
            d->enumerator.sema_value = constants[i].value;
            d->type = type_scalar(s->tt, SC_UINT);
            s->rq_constants[i] = d;
        }
        if (kind)
            *kind = SYM_ENUMERATOR;
        return d;
    }
    return NULL;
}

static const char *profile_text(Sema *s)
{
    const char *p = s->c->opts ? s->c->opts->profile : NULL;
    return p ? p : "cs_6_0";
}

static const char *stage_prefix(Sema *s)
{
    const char *p = s->c->opts ? s->c->opts->profile : NULL;
    return p && strlen(p) > 2 && p[2] == '_' ? arena_strndup(s->c->arena, p, 2) : "cs";
}

void sema_rayquery_constant_used(Sema *s, Node *n, Node *d)
{
    for (int i = 0; i < SEMA_RQ_CONSTANTS; i++)
        if (d == s->rq_constants[i] && constants[i].sm69 && s->shader_model < 69)
            diag(s->c, n->loc, D_SEMA_RAYQUERY_CONSTANT_SM, constants[i].name, profile_text(s));
}

/* ---- the built-in structs ---- */

static const struct {
    const char *name;
    int nfields;
    const char *fields[4][2]; /* type, name */
} structs[2] = {
    /* DXC's order (HLSL's RayDesc: DXR spec "RayDesc") */
    {"RayDesc", 4, {{"float3", "Origin"}, {"float", "TMin"}, {"float3", "Direction"}, {"float", "TMax"}}},
    {"BuiltInTriangleIntersectionAttributes", 1, {{"float2", "barycentrics"}}},
};

Type *sema_rayquery_struct(Sema *s, TypeSpec *spec, const char *name)
{
    int k = !strcmp(name, structs[0].name) ? 0 : !strcmp(name, structs[1].name) ? 1 : -1;
    if (k < 0)
        return NULL;
    if (spec && spec->num_args) {
        diag(s->c, spec->loc, D_SEMA_NOT_TEMPLATE, name);
        return type_error(s->tt);
    }
    if (s->rq_structs[k])
        return s->rq_structs[k];
    SrcLoc loc = spec ? spec->loc : (SrcLoc){0, 0, 0};
    Node *st = ast_new(s->c, ND_STRUCT, loc);
    st->strukt.name = structs[k].name;
    for (int i = 0; i < structs[k].nfields; i++) {
        Node *v = ast_new(s->c, ND_VAR, loc);
        v->var.name = intern_cstr(s->c->strs, structs[k].fields[i][1]);
        v->var.spec = typespec_new(s->c, loc, intern_cstr(s->c->strs, structs[k].fields[i][0]));
        vec_push(s->c->arena, &st->strukt.members, v);
    }
    /* declared in the global scope, as DXC's own declaration is */
    Scope *saved_scope = s->scope;
    Node *saved_func = s->func, *saved_struct = s->strukt;
    s->scope = s->global;
    s->func = s->strukt = NULL;
    sema_decl(s, st);
    s->scope = saved_scope;
    s->func = saved_func;
    s->strukt = saved_struct;
    s->rq_structs[k] = st->type ? st->type : type_error(s->tt);
    return s->rq_structs[k];
}

/* ---- RayQuery<FLAGS, RAYQUERY_FLAGS> ---- */

static bool flag_arg(Sema *s, TypeSpec *spec, int i, uint32_t known, const char *what, const char *kinds,
                     uint32_t *out)
{
    struct TypeArg *a = &spec->args[i];
    if (!a->expr) {
        diag(s->c, a->type ? a->type->loc : spec->loc, D_SEMA_RAYQUERY_ARGS, ", not a type");
        return false;
    }
    sema_expr(s, &a->expr);
    if (a->expr->type && a->expr->type->kind == TY_ERROR)
        return false;
    int64_t v;
    if (!sema_try_eval_int(s, a->expr, &v)) {
        diag(s->c, sema_expr_start(a->expr), D_SEMA_RAYQUERY_ARGS, "; this argument is not a constant");
        return false;
    }
    if (v < 0 || (uint64_t)v > 0xffffffffu || ((uint32_t)v & ~known)) {
        diag(s->c, sema_expr_start(a->expr), D_SEMA_RAYQUERY_FLAG_BITS, what, (unsigned long long)v, kinds,
             known == RAY_FLAGS_KNOWN ? "0x1 to 0x400" : "RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS, 0x1");
        return false;
    }
    *out = (uint32_t)v;
    return true;
}

Type *sema_rayquery_type(Sema *s, TypeSpec *spec)
{
    if (spec->num_args < 1 || spec->num_args > 2) {
        diag(s->c, spec->loc, D_SEMA_RAYQUERY_ARGS, spec->num_args ? "; it has no third" : "");
        return type_error(s->tt);
    }
    uint32_t flags = 0, omm = 0;
    if (!flag_arg(s, spec, 0, RAY_FLAGS_KNOWN, "the ray flags", "RAY_FLAG_*", &flags) ||
        (spec->num_args == 2 && !flag_arg(s, spec, 1, RQ_FLAGS_KNOWN, "the RayQueryFlags", "RAYQUERY_FLAG_*", &omm)))
        return type_error(s->tt);
    if (!sema_require_sm(s, spec->loc, 65, "'RayQuery' (inline ray tracing)"))
        return type_error(s->tt);
    if (omm && s->shader_model < 69) {
        diag(s->c, sema_expr_start(spec->args[1].expr), D_SEMA_RAYQUERY_OMM_SM, stage_prefix(s));
        return type_error(s->tt);
    }
    if ((flags & 0x400) && !(omm & 1)) {
        diag(s->c, spec->loc, D_SEMA_RAYQUERY_OMM_FLAGS);
        return type_error(s->tt);
    }
    return type_rayquery(s->tt, flags, omm);
}

/* ---- where a RayQuery may be ---- */

bool sema_rayquery_place(Sema *s, const Type *t, SrcLoc loc, const char *name, const char *what)
{
    if (!t || t->kind == TY_ERROR || !type_holds_rayquery(t))
        return true;
    const Type *e = t;
    while (e->kind == TY_ARRAY)
        e = e->elem;
    const char *why = e != t ? "; an array of ray queries is not compiled (DXC's SPIR-V has none): declare each query"
                      : e->kind == TY_STRUCT ? "; a struct cannot hold one: keep the query beside the struct"
                                              : "";
    diag(s->c, loc, D_SEMA_RAYQUERY_PLACE, name ? name : "", what, type_name(s->c, t), why);
    return false;
}

/* The expression a RayQuery method or parameter gets: a variable, a
 * parameter or a static (no copy is made of it). */
static bool query_object(const Node *e)
{
    while (e->kind == ND_CAST && e->cast.implicit)
        e = e->cast.expr;
    return e->kind == ND_IDENT && (e->ident.sym == SYM_VAR || e->ident.sym == SYM_PARAM);
}

bool sema_rayquery_object(Sema *s, Node *call, Node *obj, const char *method)
{
    if (query_object(obj))
        return true;
    const char *what = obj->kind == ND_COND ? "a ?: of two" : obj->kind == ND_CALL ? "a call's result" : "an expression";
    diag(s->c, sema_expr_start(obj), D_SEMA_RAYQUERY_OBJECT, method, what, method);
    return false;
}

bool sema_rayquery_arg(Sema *s, Node **a, Type *param, const char *what)
{
    Node *x = *a;
    if (x->type == param && query_object(x))
        return true;
    if (x->type && x->type->kind == TY_RAYQUERY && x->type != param) {
        diag(s->c, x->loc, D_SEMA_CONVERT, type_name(s->c, x->type), type_name(s->c, param), what);
        return false;
    }
    if (x->type && x->type->kind != TY_RAYQUERY) {
        diag(s->c, x->loc, D_SEMA_CONVERT, type_name(s->c, x->type), type_name(s->c, param), what);
        return false;
    }
    diag(s->c, sema_expr_start(x), D_SEMA_RAYQUERY_COPY, type_name(s->c, param));
    return false;
}

/* RayQuery<F>() (DXC takes it as an initializer: a no-op) */
static bool default_ctor(const Node *e)
{
    while (e->kind == ND_CAST && e->cast.implicit)
        e = e->cast.expr;
    return e->kind == ND_CALL && e->call.is_constructor && e->call.args.len == 0;
}

bool sema_rayquery_copy(Sema *s, Node *e, const Type *to)
{
    if (default_ctor(e))
        return true;
    diag(s->c, sema_expr_start(e), D_SEMA_RAYQUERY_COPY, type_name(s->c, to));
    return false;
}

/* ---- TraceRayInline's ray ---- */

static int field_named(const Type *t, const char *name)
{
    for (int i = 0; i < t->num_fields; i++)
        if (t->fields[i].name && !strcmp(t->fields[i].name, name))
            return i;
    return -1;
}

/* A struct named RayDesc (the built-in one, or the user's own) with
 * Origin (float3), TMin (float), Direction (float3) and TMax (float). */
bool sema_rayquery_is_ray(Sema *s, const Type *t)
{
    if (!t || t->kind != TY_STRUCT || !t->name || strcmp(t->name, "RayDesc") != 0)
        return false;
    static const char *const names[4] = {"Origin", "TMin", "Direction", "TMax"};
    for (int k = 0; k < 4; k++) {
        int i = field_named(t, names[k]);
        Type *want = k == 0 || k == 2 ? type_vector(s->tt, SC_FLOAT, 3) : type_scalar(s->tt, SC_FLOAT);
        if (i < 0 || t->fields[i].type != want)
            return false;
    }
    return true;
}

int sema_rayquery_ray_field(const Type *t, int k)
{
    static const char *const names[4] = {"Origin", "TMin", "Direction", "TMax"};
    return field_named(t, names[k]);
}

/* After the call's row is chosen: the ray, the constant flags. */
bool sema_rayquery_call(Sema *s, Node *n, const Type *ot)
{
    if (n->call.intrinsic != INTR_RQ_TRACE_RAY_INLINE || n->call.args.len != 4)
        return true;
    Node *ray = n->call.args.data[3];
    while (ray->kind == ND_CAST && ray->cast.implicit)
        ray = ray->cast.expr;
    if (!sema_rayquery_is_ray(s, ray->type)) {
        const char *hint = ray->type && ray->type->kind == TY_STRUCT && ray->type->name &&
                                   !strcmp(ray->type->name, "RayDesc")
                               ? ": this RayDesc lacks those fields"
                               : "";
        diag(s->c, sema_expr_start(ray), D_SEMA_RAYQUERY_RAY, type_name(s->c, ray->type), hint);
        return false;
    }
    int64_t f;
    if (sema_try_eval_int(s, n->call.args.data[1], &f) && (f & 0x400) && !(ot->rq_omm & 1)) {
        diag(s->c, sema_expr_start(n->call.args.data[1]), D_SEMA_RAYQUERY_OMM_FLAGS);
        return false;
    }
    return true;
}
