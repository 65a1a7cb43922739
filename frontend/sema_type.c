/* Written types (TypeSpec) to Types: the built-in scalar, vector and matrix
 * names, vector<T,N> and matrix<T,R,C>, the buffer templates, and user
 * structs, typedefs and enums by name; then the declarator's array sizes. */
#include <stdio.h>
#include <string.h>
#include "sema.h"
#include "texture.h"
#include "sema_inline_spirv.h"

/* The scalar type names. HLSL: without -enable-16bit-types `half` is a
 * 32-bit float and the min-precision types are 32-bit with relaxed
 * precision; with it they are real 16-bit types (DXC's -enable-16bit-types).
 * min10float and min12int are promoted to min16float and min16int (DXC warns
 * and does the same). */
typedef struct ScalarName {
    const char *name;
    ScalarKind plain;  /* without -enable-16bit-types; SC_COUNT: not available */
    ScalarKind with16; /* with it */
    const char *instead; /* what to write instead without the flag */
} ScalarName;

static const ScalarName scalar_names[] = {
    {"bool", SC_BOOL, SC_BOOL, NULL},
    {"int", SC_INT, SC_INT, NULL},
    {"uint", SC_UINT, SC_UINT, NULL},
    {"dword", SC_UINT, SC_UINT, NULL},
    {"half", SC_FLOAT, SC_HALF, NULL},
    {"float", SC_FLOAT, SC_FLOAT, NULL},
    {"double", SC_DOUBLE, SC_DOUBLE, NULL},
    {"min16float", SC_MIN16FLOAT, SC_HALF, NULL},
    {"min10float", SC_MIN16FLOAT, SC_HALF, NULL},
    {"min16int", SC_MIN16INT, SC_INT16, NULL},
    {"min12int", SC_MIN16INT, SC_INT16, NULL},
    {"min16uint", SC_MIN16UINT, SC_UINT16, NULL},
    {"int16_t", SC_COUNT, SC_INT16, "min16int"},
    {"uint16_t", SC_COUNT, SC_UINT16, "min16uint"},
    {"int32_t", SC_INT, SC_INT, NULL},
    {"uint32_t", SC_UINT, SC_UINT, NULL},
    {"int64_t", SC_INT64, SC_INT64, NULL},
    {"uint64_t", SC_UINT64, SC_UINT64, NULL},
    {"float16_t", SC_COUNT, SC_HALF, "min16float"},
    {"float32_t", SC_FLOAT, SC_FLOAT, NULL},
    {"float64_t", SC_DOUBLE, SC_DOUBLE, NULL},
    /* SM 6.6's packed bytes: a uint, as DXC stores them (pack_u8, unpack_s8s32) */
    {"uint8_t4_packed", SC_UINT, SC_UINT, NULL},
    {"int8_t4_packed", SC_UINT, SC_UINT, NULL},
};

/* Object types HLSL has that Prism does not support yet. */
static const char *const unsupported_types[] = {
    "sampler", "texture", "FeedbackTexture2D",
    "string", "InputPatch", "OutputPatch", "PointStream", "LineStream", "TriangleStream",
};

static void sm_parts(int sm, int *major, int *minor)
{
    *major = sm > 69 ? 6 : sm / 10; /* 70: 6.10 (sema.h) */
    *minor = sm > 69 ? sm - 60 : sm % 10;
}

bool sema_require_sm(Sema *s, SrcLoc loc, int sm, const char *what)
{
    if (s->shader_model >= sm)
        return true;
    int maj, min, cmaj, cmin;
    sm_parts(sm, &maj, &min);
    sm_parts(s->shader_model, &cmaj, &cmin);
    const char *prefix = "cs";
    const char *prof = s->c->opts ? s->c->opts->profile : NULL;
    if (prof && strlen(prof) > 2 && prof[2] == '_')
        prefix = arena_strndup(s->c->arena, prof, 2);
    diag(s->c, loc, D_SEMA_NEEDS_SM, what, maj, min, cmaj, cmin, prefix, maj, min);
    return false;
}

/* "float", "float3", "float3x4", "int16_t2": the scalar, vector or matrix
 * type of a built-in name, NULL when name is none (nothing reported), or
 * type_error() after a report. */
static Type *builtin_numeric(Sema *s, const char *name, SrcLoc loc)
{
    for (size_t i = 0; i < sizeof scalar_names / sizeof *scalar_names; i++) {
        const ScalarName *sn = &scalar_names[i];
        if (sn->name[0] != name[0]) /* most names differ at once: no strlen, no strncmp */
            continue;
        size_t n = strlen(sn->name);
        if (strncmp(name, sn->name, n) != 0)
            continue;
        const char *rest = name + n;
        int rows = 0, cols = 0;
        if (*rest == 0) {
            /* scalar */
        } else if (rest[0] >= '1' && rest[0] <= '4' && rest[1] == 0) {
            cols = rest[0] - '0';
        } else if (rest[0] >= '1' && rest[0] <= '4' && rest[1] == 'x' && rest[2] >= '1' && rest[2] <= '4' &&
                   rest[3] == 0) {
            rows = rest[0] - '0';
            cols = rest[2] - '0';
        } else {
            continue; /* int16_t is not int + "16_t" */
        }
        ScalarKind k = s->enable_16bit ? sn->with16 : sn->plain;
        if (k == SC_COUNT) {
            /* DXC: "16-bit types require -enable-16bit-types". */
            diag(s->c, loc, D_SEMA_16BIT_NEEDS_FLAG, name, sn->instead);
            return type_error(s->tt);
        }
        /* 16-bit types also need shader model 6.2: reported once for the
         * -enable-16bit-types flag itself (sema_check). */
        if (rows)
            return type_matrix(s->tt, k, rows, cols);
        if (cols)
            return type_vector(s->tt, k, cols);
        return type_scalar(s->tt, k);
    }
    return NULL;
}

/* An integer template argument (vector<float, N>). */
static bool int_arg(Sema *s, TypeSpec *spec, int i, int64_t *out)
{
    struct TypeArg *a = &spec->args[i];
    if (!a->expr) {
        diag(s->c, a->type ? a->type->loc : spec->loc, D_SEMA_TEMPLATE_ARGS, spec->name,
             "an integer constant here", "a number such as 4");
        return false;
    }
    sema_expr(s, &a->expr);
    return sema_eval_int(s, a->expr, out);
}

/* A type template argument, resolved. */
static Type *type_arg(Sema *s, TypeSpec *spec, int i)
{
    struct TypeArg *a = &spec->args[i];
    if (!a->type) {
        diag(s->c, a->expr ? a->expr->loc : spec->loc, D_SEMA_TEMPLATE_ARGS, spec->name,
             "a type here", "a type such as float4");
        return type_error(s->tt);
    }
    return sema_resolve_type(s, a->type, NULL, 0);
}

/* vector, vector<T,N>, matrix, matrix<T,R,C>. */
static Type *vector_matrix(Sema *s, TypeSpec *spec, bool is_matrix)
{
    int want = is_matrix ? 3 : 2;
    if (spec->num_args == 0) /* `vector` is float4, `matrix` is float4x4 */
        return is_matrix ? type_matrix(s->tt, SC_FLOAT, 4, 4) : type_vector(s->tt, SC_FLOAT, 4);
    if (spec->num_args != want) {
        diag(s->c, spec->loc, D_SEMA_TEMPLATE_ARGS, spec->name,
             is_matrix ? "an element type, a row count and a column count" : "an element type and a size",
             is_matrix ? "matrix<float, 3, 4>" : "vector<float, 4>");
        return type_error(s->tt);
    }
    Type *elem = type_arg(s, spec, 0);
    int64_t a = 0, b = 0;
    bool ok = int_arg(s, spec, 1, &a);
    if (is_matrix)
        ok = int_arg(s, spec, 2, &b) && ok;
    if (!ok || elem->kind == TY_ERROR)
        return type_error(s->tt);
    if (elem->kind != TY_SCALAR) {
        diag(s->c, spec->loc, D_SEMA_ELEM_NOT_SCALAR, spec->name, type_name(s->c, elem));
        return type_error(s->tt);
    }
    if (is_matrix) {
        if (a < 1 || a > 4 || b < 1 || b > 4) {
            Node *bad = spec->args[a < 1 || a > 4 ? 1 : 2].expr;
            diag(s->c, bad->loc, D_SEMA_MATRIX_SIZE, (long long)a, (long long)b);
            return type_error(s->tt);
        }
        return type_matrix(s->tt, elem->scalar, (int)a, (int)b);
    }
    if (a < 1 || a > 4) {
        diag(s->c, spec->args[1].expr->loc, D_SEMA_VECTOR_SIZE, (long long)a);
        return type_error(s->tt);
    }
    return type_vector(s->tt, elem->scalar, (int)a);
}

static bool contains_resource(const Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    if (t->kind == TY_RESOURCE)
        return true;
    if (t->kind == TY_STRUCT)
        for (int i = 0; i < t->num_fields; i++)
            if (contains_resource(t->fields[i].type))
                return true;
    return false;
}

/* Buffer<T>, StructuredBuffer<T>, ByteAddressBuffer, ConstantBuffer<T>... */
static Type *resource(Sema *s, TypeSpec *spec, ResourceKind r)
{
    const ResourceInfo *ri = &resource_info[r];
    const char *spelled = spec->name ? spec->name : ri->name; /* RasterizerOrderedBuffer for RWBuffer */
    if (!ri->has_elem) {
        if (spec->num_args) {
            diag(s->c, spec->loc, D_SEMA_RESOURCE_NO_ELEM, spelled, spelled);
            return type_error(s->tt);
        }
        return type_resource(s->tt, r, NULL);
    }
    if (texture_info(r))
        return sema_texture_type(s, spec, r);
    if (spec->num_args == 0) {
        /* DXC: `Buffer` alone is Buffer<float4> (and RWBuffer and
         * SubpassInput likewise). */
        if (r == RES_BUFFER || r == RES_RWBUFFER || r == RES_SUBPASS_INPUT || r == RES_SUBPASS_INPUT_MS)
            return type_resource(s->tt, r, type_vector(s->tt, SC_FLOAT, 4));
        diag(s->c, spec->loc, D_SEMA_RESOURCE_NEEDS_ELEM, spelled, spelled, spelled);
        return type_error(s->tt);
    }
    if (spec->num_args != 1) {
        diag(s->c, spec->loc, D_SEMA_TEMPLATE_ARGS, spelled, "one element type",
             arena_printf(s->c->arena, "%s<float4>", spelled));
        return type_error(s->tt);
    }
    Type *elem = type_arg(s, spec, 0);
    if (elem->kind == TY_ERROR)
        return elem;
    const char *why = NULL;
    if (elem->kind == TY_VOID || elem->kind == TY_STRING)
        why = "buffers hold data types";
    else if (contains_resource(elem))
        why = "buffers cannot hold resources";
    else if (r == RES_BUFFER || r == RES_RWBUFFER || r == RES_SUBPASS_INPUT || r == RES_SUBPASS_INPUT_MS) {
        /* Typed buffers: a scalar or a vector of up to 4 components. */
        if (elem->kind != TY_SCALAR && elem->kind != TY_VECTOR)
            why = "typed buffers hold scalars and vectors; use StructuredBuffer<T> for other types";
    } else if (res_is_struct_view(r)) {
        if (elem->kind != TY_STRUCT)
            why = r == RES_TEXTURE_BUFFER ? "TextureBuffer holds a struct: TextureBuffer<MyStruct>"
                                          : "ConstantBuffer holds a struct: ConstantBuffer<MyStruct>";
    }
    if (why) {
        diag(s->c, spec->loc, D_SEMA_RESOURCE_BAD_ELEM, spelled, type_name(s->c, elem), why);
        return type_error(s->tt);
    }
    return type_resource(s->tt, r, elem);
}

/* The type of a user declaration found by name. */
static Type *user_type(Sema *s, TypeSpec *spec, Node *d, SymKind kind)
{
    if (kind != SYM_TYPE) {
        diag(s->c, spec->loc, D_SEMA_NOT_A_TYPE, spec->name);
        return type_error(s->tt);
    }
    if (spec->num_args) {
        diag(s->c, spec->loc, D_SEMA_NOT_TEMPLATE, spec->name);
        return type_error(s->tt);
    }
    return d->type ? d->type : type_error(s->tt);
}

static Type *base_type(Sema *s, TypeSpec *spec)
{
    /* struct {...} s; and typedef struct {...} T;: the struct defined in
     * place (the only way to name an anonymous one). */
    if (spec->def) {
        if (!spec->def->type)
            sema_decl(s, spec->def);
        return spec->def->type ? spec->def->type : type_error(s->tt);
    }
    if (spec->scope || spec->decltype_expr) /* S<T>::Inner, __decltype(e) */
        return sema_special_type(s, spec);
    const char *name = spec->name;
    if (!name)
        return type_error(s->tt);
    Type *spirv = sema_spirv_type(s, spec); /* vk::SpirvType & co: sema_spirv_types.c */
    if (spirv)
        return spirv;
    /* User types first: a typedef or struct in scope (qualified: ns::T). */
    const char *sep = NULL;
    for (const char *p = strstr(name, "::"); p; p = strstr(p + 2, "::"))
        sep = p;
    SymKind kind = SYM_NONE;
    Node *d;
    if (sep)
        d = sema_lookup(s, arena_strndup(s->c->arena, name, (size_t)(sep - name)),
                        intern_cstr(s->c->strs, sep + 2), &kind, NULL);
    else
        d = sema_lookup(s, NULL, name, &kind, NULL);
    Type *tt = d ? sema_template_type(s, d, kind, spec) : NULL; /* S<float> */
    if (tt)
        return tt;
    if (d && kind == SYM_TYPE)
        return user_type(s, spec, d, kind);
    if (sep && !strcmp(name, "vk::BufferPointer"))
        return sema_vk_buffer_pointer_type(s, spec);
    for (int r = 0; sep && r < RES_COUNT; r++) /* vk::SampledTexture2D & co */
        if (!strcmp(name, resource_info[r].name))
            return resource(s, spec, (ResourceKind)r);
    if (!sep) {
        if (!strcmp(name, "void"))
            return type_void(s->tt);
        if (!strcmp(name, "vector") || !strcmp(name, "matrix"))
            return vector_matrix(s, spec, name[0] == 'm');
        /* The numeric types first: most names are, and no resource's name is
         * one (the resource loops below are a strcmp per kind). */
        Type *t = builtin_numeric(s, name, spec->loc);
        if (t) {
            if (spec->num_args && t->kind != TY_ERROR) {
                diag(s->c, spec->loc, D_SEMA_NOT_TEMPLATE, name);
                return type_error(s->tt);
            }
            return t;
        }
        for (int r = 0; r < RES_COUNT; r++)
            if (resource_info[r].name[0] != '.' && !strcmp(name, resource_info[r].name))
                return resource(s, spec, (ResourceKind)r);
        /* RasterizerOrderedX is RWX with ordered access in pixel shaders
         * (DXC treats it as RWX in the other stages). */
        const char *rov = "RasterizerOrdered";
        if (!strncmp(name, rov, strlen(rov)))
            for (int r = 0; r < RES_COUNT; r++)
                if (resource_info[r].writable && !strncmp(resource_info[r].name, "RW", 2) &&
                    !strcmp(name + strlen(rov), resource_info[r].name + 2)) {
                    Type *rw = resource(s, spec, (ResourceKind)r);
                    return rw->kind == TY_RESOURCE ? type_resource_rov(s->tt, rw) : rw;
                }
        if (!d && !strcmp(name, "RayQuery"))
            return sema_rayquery_type(s, spec);
        Type *rq = d ? NULL : sema_rayquery_struct(s, spec, name); /* RayDesc: a user's own wins */
        if (rq)
            return rq;
        for (size_t i = 0; i < sizeof unsupported_types / sizeof *unsupported_types; i++)
            if (!strcmp(name, unsupported_types[i])) {
                diag(s->c, spec->loc, D_SEMA_TYPE_UNSUPPORTED, name);
                return type_error(s->tt);
            }
    }
    if (d)
        return user_type(s, spec, d, kind);
    diag(s->c, spec->loc, D_SEMA_UNKNOWN_TYPE, name);
    if (!sep)
        sema_suggest_name(s, spec->loc, NULL, name, SUGGEST_TYPE);
    return type_error(s->tt);
}

/* Whether spec names its type through a const typedef or alias (typedef
 * const T X;, using X = const T;, and alias templates such as <vk/spirv.h>'s
 * WorkgroupSpirvPointer): a variable declared with it is const (C++
 * [dcl.type.cv]; DXC: "cannot assign to variable 'p' with const-qualified
 * type"). Types carry no qualifiers, so the declaration is looked up again. */
bool sema_spec_is_const(Sema *s, const TypeSpec *spec)
{
    for (int depth = 0; spec && spec->name && !spec->scope && depth < 16; depth++) {
        const char *name = spec->name, *sep = NULL;
        for (const char *p = strstr(name, "::"); p; p = strstr(p + 2, "::"))
            sep = p;
        SymKind kind = SYM_NONE;
        Node *d = sep ? sema_lookup(s, arena_strndup(s->c->arena, name, (size_t)(sep - name)),
                                    intern_cstr(s->c->strs, sep + 2), &kind, NULL)
                      : sema_lookup(s, NULL, name, &kind, NULL);
        if (d && kind == SYM_TEMPLATE && d->kind == ND_TEMPLATE)
            d = d->tmpl.decl;
        else if (!d || kind != SYM_TYPE)
            return false;
        if (!d || d->kind != ND_TYPEDEF)
            return false;
        if (d->tdef.mods & MOD_CONST)
            return true;
        spec = d->tdef.spec;
    }
    return false;
}

/* Scalars in t, flattened, or cap if there are more. A complete struct's
 * count was kept when it was checked, so structs of structs (S2 { S1 a, b; },
 * doubling at each level) cost one step a field, not 2^levels. */
static uint64_t scalar_count(const Type *t, uint64_t cap)
{
    switch (t->kind) {
    case TY_ARRAY: {
        uint64_t e = scalar_count(t->elem, cap);
        return e && t->len >= cap / e ? cap : e * t->len;
    }
    case TY_STRUCT: {
        if (t->complete)
            return t->scalars < cap ? t->scalars : cap;
        uint64_t n = 0;
        for (int i = 0; i < t->num_fields && n < cap; i++)
            n += scalar_count(t->fields[i].type, cap - n);
        return n < cap ? n : cap;
    }
    default:
        return (uint64_t)type_component_count(t);
    }
}

bool sema_check_type_size(Sema *s, Type *t, SrcLoc loc)
{
    const uint64_t cap = (uint64_t)SEMA_MAX_SCALARS + 1;
    uint64_t n;
    if (t->kind == TY_STRUCT) { /* count its fields afresh, then keep the count */
        n = 0;
        for (int i = 0; i < t->num_fields && n < cap; i++)
            n += scalar_count(t->fields[i].type, cap - n);
        t->scalars = (uint32_t)(n < cap ? n : cap);
    } else {
        n = scalar_count(t, cap);
    }
    if (n <= SEMA_MAX_SCALARS)
        return true;
    diag(s->c, loc, D_SEMA_TYPE_TOO_LARGE, type_name(s->c, t), SEMA_MAX_SCALARS);
    return false;
}

Type *sema_resolve_type_ex(Sema *s, TypeSpec *spec, NodeList *dims_expr, unsigned mods, bool allow_unsized)
{
    if (!spec)
        return type_error(s->tt);
    Type *t = spec->resolved;
    if (!t) {
        t = base_type(s, spec);
        spec->resolved = t;
    }
    if (!dims_expr || dims_expr->len == 0)
        return t;
    /* float a[2][3]: an array of 2 arrays of 3 floats; build inside out. */
    uint32_t lens[16];
    Node *specs[16] = {0}; /* a dimension a specialization constant gives (sema_vk_spec.c) */
    int n = dims_expr->len < 16 ? dims_expr->len : 16;
    bool bad = t->kind == TY_ERROR;
    for (int i = 0; i < n; i++) {
        Node **dim = &dims_expr->data[i];
        lens[i] = 0;
        if (!*dim) {
            /* Unsized: only the outermost dimension, and only where the
             * caller allows it (initializer lists, resource arrays). */
            if (i != 0 || !allow_unsized) {
                diag(s->c, spec->loc, D_SEMA_UNSIZED_ARRAY);
                bad = true;
            }
            continue;
        }
        int64_t v = 0;
        if (!sema_size_or_spec(s, dim, &v, &specs[i])) {
            bad = true;
            continue;
        }
        if (specs[i] && !s->spec_len_ok) {
            diag(s->c, (*dim)->loc, D_SEMA_SPEC_ARRAY_PLACE, specs[i]->var.name);
            bad = true;
            continue;
        }
        if (v <= 0) {
            diag(s->c, (*dim)->loc, D_SEMA_ARRAY_SIZE, (long long)v);
            bad = true;
            continue;
        }
        if (v > SEMA_MAX_SCALARS) { /* here so that the 32-bit lens cannot wrap */
            char name[256];
            snprintf(name, sizeof name, "%s[%lld]", type_name(s->c, t), (long long)v);
            diag(s->c, (*dim)->loc, D_SEMA_TYPE_TOO_LARGE, name, SEMA_MAX_SCALARS);
            bad = true;
            continue;
        }
        lens[i] = (uint32_t)v;
    }
    if (bad)
        return type_error(s->tt);
    if (t->kind == TY_VOID) {
        diag(s->c, spec->loc, D_SEMA_VOID_VAR, "array element");
        return type_error(s->tt);
    }
    for (int i = n - 1; i >= 0; i--)
        t = specs[i] ? type_array_spec(s->tt, t, lens[i], specs[i], specs[i]->var.name) : type_array(s->tt, t, lens[i]);
    Node *first = dims_expr->data[0];
    if (!sema_check_type_size(s, t, first ? first->loc : spec->loc))
        return type_error(s->tt);
    return t;
}

Type *sema_resolve_type(Sema *s, TypeSpec *spec, NodeList *dims_expr, unsigned mods)
{
    return sema_resolve_type_ex(s, spec, dims_expr, mods, false);
}
