/* Declarations: variables (global, local, static, groupshared, resources,
 * cbuffer members), functions and methods, structs, typedefs, enums,
 * cbuffers, namespaces; initializers; attributes on functions and
 * variables; registers and Vulkan bindings. */
#include <string.h>
#include <strings.h>
#include "layout.h"
#include "sema.h"
#include "sema_inline_spirv.h"
#include "texture.h"

/* ------------------------------------------------------------ attributes */

bool sema_attr_int(Sema *s, Attribute *a, int i, int64_t *out)
{
    if (i >= a->args.len || !a->args.data[i])
        return false;
    if (!a->args.data[i]->type)
        sema_expr(s, &a->args.data[i]);
    return sema_eval_int(s, a->args.data[i], out);
}

static bool attr_is(const Attribute *a, const char *name)
{
    return a->name && !strcasecmp(a->name, name);
}

static bool is_loop_attr(const Attribute *a)
{
    return attr_is(a, "unroll") || attr_is(a, "loop") || attr_is(a, "fastopt") ||
           attr_is(a, "allow_uav_condition");
}

static bool is_branch_attr(const Attribute *a)
{
    return attr_is(a, "branch") || attr_is(a, "flatten") || attr_is(a, "forcecase") || attr_is(a, "call");
}

static bool is_pow2_wave(int64_t v)
{
    return v >= 4 && v <= 128 && (v & (v - 1)) == 0;
}

/* [numthreads(x, y, z)]: each at least 1, x and y at most 1024, z at most
 * 64, x*y*z at most 1024 (D3D12 limits, DXC's checks). */
static void attr_numthreads(Sema *s, Node *f, Attribute *a)
{
    int64_t v[3];
    if (a->args.len != 3) {
        diag(s->c, a->loc, D_SEMA_NUMTHREADS_ARGS);
        return;
    }
    bool ok = true;
    Node *spec[3];
    for (int i = 0; i < 3; i++)
        ok = sema_size_or_spec(s, &a->args.data[i], &v[i], &spec[i]) && ok;
    if (!ok)
        return;
    static const char *const axis[3] = {"x", "y", "z"};
    static const int max[3] = {1024, 1024, 64};
    for (int i = 0; i < 3; i++) {
        if (v[i] < 1) {
            diag(s->c, a->args.data[i]->loc, D_SEMA_NUMTHREADS_MIN, axis[i], (long long)v[i]);
            ok = false;
        } else if (v[i] > max[i]) {
            diag(s->c, a->args.data[i]->loc, D_SEMA_NUMTHREADS_MAX, axis[i], (long long)v[i], max[i]);
            ok = false;
        }
    }
    if (ok && v[0] * v[1] * v[2] > 1024) {
        diag(s->c, a->loc, D_SEMA_NUMTHREADS_TOTAL, (long long)v[0], (long long)v[1], (long long)v[2],
             (long long)(v[0] * v[1] * v[2]));
        ok = false;
    }
    for (int i = 0; i < 3; i++) {
        f->func.numthreads[i] = ok ? (int)v[i] : 1;
        f->func.numthreads_spec[i] = ok ? spec[i] : NULL;
    }
}

/* [shader("stage")] (DXC, SM 6.x library-style entry marking). */
static void attr_shader(Sema *s, Node *f, Attribute *a)
{
    Node *arg = a->args.len == 1 ? a->args.data[0] : NULL;
    if (!arg || arg->kind != ND_STRING_LIT || !arg->slit.value) {
        diag(s->c, a->loc, D_SEMA_SHADER_ATTR);
        return;
    }
    const char *v = arg->slit.value;
    /* DXC's other kinds (hlsl::ShaderModel::KindFromFullName): real stages
     * Prism does not compile. */
    static const struct { const char *kind, *what; } other[] = {
        {"geometry", "Geometry"}, {"hull", "Hull"}, {"domain", "Domain"}, {"mesh", "Mesh"},
        {"amplification", "Amplification"}, {"node", "Work graph node"}, {"raygeneration", "Ray generation"},
        {"intersection", "Intersection"}, {"anyhit", "Any-hit"}, {"closesthit", "Closest-hit"},
        {"miss", "Miss"}, {"callable", "Callable"},
    };
    if (!strcasecmp(v, "compute"))
        f->func.stage = IR_STAGE_COMPUTE;
    else if (!strcasecmp(v, "vertex"))
        f->func.stage = IR_STAGE_VERTEX;
    else if (!strcasecmp(v, "pixel"))
        f->func.stage = IR_STAGE_FRAGMENT;
    else {
        for (size_t i = 0; i < sizeof other / sizeof *other; i++)
            if (!strcasecmp(v, other[i].kind)) {
                diag(s->c, arg->loc, D_SEMA_SHADER_STAGE, other[i].what, v);
                return;
            }
        diag(s->c, arg->loc, D_SEMA_SHADER_UNKNOWN, v);
    }
}

/* [WaveSize(N)] (SM 6.6) and [WaveSize(min, max[, preferred])] (SM 6.8):
 * powers of two from 4 to 128, min < max, min <= preferred <= max. */
static void attr_wave_size(Sema *s, Node *f, Attribute *a)
{
    int n = a->args.len;
    if (n < 1 || n > 3) {
        diag(s->c, a->loc, D_SEMA_WAVESIZE_ARGS);
        return;
    }
    if (!sema_require_sm(s, a->loc, n == 1 ? 66 : 68, n == 1 ? "[WaveSize]" : "[WaveSize] with a range"))
        return;
    int64_t v[3] = {0, 0, 0};
    bool ok = true;
    for (int i = 0; i < n; i++) {
        if (!sema_attr_int(s, a, i, &v[i])) {
            ok = false;
            continue;
        }
        if (!is_pow2_wave(v[i])) {
            diag(s->c, a->args.data[i]->loc, D_SEMA_WAVESIZE_VALUE, (long long)v[i]);
            ok = false;
        }
    }
    if (!ok)
        return;
    if (n >= 2 && v[0] >= v[1]) {
        diag(s->c, a->loc, D_SEMA_WAVESIZE_ORDER, (long long)v[0], (long long)v[1]);
        return;
    }
    if (n == 3 && (v[2] < v[0] || v[2] > v[1])) {
        diag(s->c, a->args.data[2]->loc, D_SEMA_WAVESIZE_PREF, (long long)v[2], (long long)v[0],
             (long long)v[1]);
        return;
    }
    for (int i = 0; i < 3; i++)
        f->func.wave_size[i] = (int)v[i];
}

static void func_attrs(Sema *s, Node *f)
{
    for (int i = 0; i < f->func.attrs.len; i++) {
        Attribute *a = f->func.attrs.data[i];
        if (attr_is(a, "numthreads") || attr_is(a, "vk::LocalSizeId")) /* DXC's draft #7084 */
            attr_numthreads(s, f, a);
        else if (attr_is(a, "shader"))
            attr_shader(s, f, a);
        else if (attr_is(a, "WaveSize"))
            attr_wave_size(s, f, a);
        else if (sema_vk_attr(s, a, VK_SITE_FUNCTION, f))
            ;
        else if (attr_is(a, "WaveOpsIncludeHelperLanes"))
            sema_helper_lanes_attr(s, f, a);
        else if (attr_is(a, "earlydepthstencil"))
            ; /* pixel entries: sema_entry.c checks the stage, lowering reads it */
        else if (sema_spirv_func_attr(s, f, a))
            ; /* vk::ext_instruction & co: sema_inline_spirv.c */
        else if (is_loop_attr(a))
            diag(s->c, a->loc, D_SEMA_ATTR_MISPLACED, a->name, "a function", "loops");
        else if (is_branch_attr(a))
            diag(s->c, a->loc, D_SEMA_ATTR_MISPLACED, a->name, "a function", "if and switch statements");
        else {
            diag(s->c, a->loc, D_SEMA_UNKNOWN_ATTR, a->name); /* never an error */
            sema_suggest_attr(s, a->loc, a->name);
        }
    }
    sema_spirv_check_func(s, f);
}

/* [[vk::binding(binding[, set])]]: non-negative integer constants; the
 * other vk:: attributes: sema_vk.c, by the site (a global, a field...) of
 * declaration d. Other attributes on variables are unknown (a warning). */
static void var_attrs(Sema *s, AttrList *attrs, const char *name, bool bindable, VkSite site, Node *d)
{
    for (int i = 0; i < attrs->len; i++) {
        Attribute *a = attrs->data[i];
        if (!strcmp(a->name, "vk::binding")) {
            if (!bindable) {
                diag(s->c, a->loc, D_SEMA_VK_BINDING_TARGET, name ? name : "this declaration");
                continue;
            }
            int64_t v = 0;
            bool ok = a->args.len == 1 || a->args.len == 2;
            for (int j = 0; ok && j < a->args.len; j++)
                ok = sema_attr_int(s, a, j, &v) && v >= 0 && v <= 0xffff;
            if (!ok)
                diag(s->c, a->loc, D_SEMA_VK_BINDING_ARGS);
        } else if (!strcmp(a->name, "vk::image_format") || !strcmp(a->name, "vk::combinedImageSampler")) {
            /* on textures, samplers and typed buffers: sema_texture_decl */
            if (!bindable)
                diag(s->c, a->loc, D_SEMA_IMAGE_FORMAT_WHERE, a->name, name ? name : "this declaration");
        } else if (sema_vk_attr(s, a, site, d)) {
        } else if (sema_spirv_is_attr(a)) {
            /* vk::ext_builtin_input & co: sema_spirv_var */
        } else if (is_loop_attr(a) || is_branch_attr(a)) {
            diag(s->c, a->loc, D_SEMA_ATTR_MISPLACED, a->name, "a declaration", "statements");
        } else {
            diag(s->c, a->loc, D_SEMA_UNKNOWN_ATTR, a->name);
            sema_suggest_attr(s, a->loc, a->name);
        }
    }
}

/* ---------------------------------------------------------- initializers */

static Type *innermost(Type *t)
{
    while (t->kind == TY_ARRAY)
        t = t->elem;
    return t;
}

/* The scalar kinds of t's components in flattened order (HLSL init lists:
 * arrays element by element, structs field by field, matrices row by row). */
typedef VEC(ScalarKind) KindVec;

static void flat_kinds(Sema *s, const Type *t, KindVec *out)
{
    switch (t->kind) {
    case TY_SCALAR:
    case TY_VECTOR:
    case TY_MATRIX:
        for (int i = 0; i < type_component_count(t); i++)
            vec_push(s->c->scratch, out, t->scalar);
        break;
    case TY_ARRAY:
        for (uint32_t i = 0; i < t->len; i++)
            flat_kinds(s, t->elem, out);
        break;
    case TY_STRUCT:
        for (int i = 0; i < t->num_fields; i++)
            flat_kinds(s, t->fields[i].type, out);
        break;
    default:
        vec_push(s->c->scratch, out, SC_COUNT); /* an object slot */
        break;
    }
}

/* Checks every item of an init list (nested braces are only grouping) and
 * returns the number of scalar components; *bad when an item had an error. */
static int list_count(Sema *s, Node *list, bool *bad)
{
    int n = 0;
    for (int i = 0; i < list->init.items.len; i++) {
        Node **item = &list->init.items.data[i];
        if (!*item)
            continue;
        if ((*item)->kind == ND_INIT_LIST) {
            n += list_count(s, *item, bad);
            continue;
        }
        Type *t = sema_expr(s, item);
        if (!t || t->kind == TY_ERROR) {
            *bad = true;
            continue;
        }
        if (t->kind == TY_VOID) {
            *bad = true;
            continue;
        }
        n += type_component_count(t);
    }
    return n;
}

/* Converts each item to the component types it initializes: a scalar item to
 * its component's scalar; a vector or matrix item to its shape with the
 * element type of its components when they agree. Other items (structs,
 * arrays, mixed spans) stay as they are: lowering takes them apart. */
static void list_convert(Sema *s, Node *list, const ScalarKind *kinds, int nkinds, int *pos)
{
    list->type = NULL;
    for (int i = 0; i < list->init.items.len; i++) {
        Node **item = &list->init.items.data[i];
        if (!*item)
            continue;
        if ((*item)->kind == ND_INIT_LIST) {
            list_convert(s, *item, kinds, nkinds, pos);
            continue;
        }
        Type *t = (*item)->type;
        int n = type_component_count(t);
        if (*pos + n > nkinds)
            return;
        ScalarKind k = kinds[*pos];
        bool uniform = k != SC_COUNT;
        for (int j = 1; j < n && uniform; j++)
            uniform = kinds[*pos + j] == k;
        if (uniform && (t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX)) {
            Type *to = t->kind == TY_SCALAR   ? type_scalar(s->tt, k)
                       : t->kind == TY_VECTOR ? type_vector(s->tt, k, t->cols)
                                              : type_matrix(s->tt, k, t->rows, t->cols);
            sema_convert(s, item, to, "initializer list element");
        }
        *pos += n;
    }
}

void sema_initializer(Sema *s, Node **init, Type *t)
{
    if (!*init)
        return;
    if ((*init)->kind != ND_INIT_LIST) {
        Type *et = sema_expr(s, init);
        if (t->kind != TY_ERROR && et && et->kind != TY_ERROR)
            sema_convert(s, init, t, "initializer");
        return;
    }
    /* HLSL flattens initializer lists: { } around items only group, and the
     * number of scalar components must equal the type's (DXC: "too many /
     * too few elements in initialization"). */
    if (sema_has_bitfields(t) && !sema_bitfield_init_list(s, init, t)) {
        (*init)->type = type_error(s->tt);
        return;
    }
    Node *list = *init;
    bool bad = false;
    int have = list_count(s, list, &bad);
    if (bad || t->kind == TY_ERROR) {
        list->type = t;
        return;
    }
    if (t->kind == TY_ARRAY && t->len == 0) {
        /* int a[] = {1, 2, 3}: the length comes from the list. */
        int per = type_component_count(t->elem);
        if (per <= 0 || have == 0 || have % per) {
            diag(s->c, list->loc, D_SEMA_INIT_UNSIZED, have, type_name(s->c, t->elem), per);
            list->type = type_error(s->tt);
            return;
        }
        t = type_array(s->tt, t->elem, (uint32_t)(have / per));
    }
    int want = type_component_count(t);
    if (have != want) {
        diag(s->c, list->loc, have > want ? D_SEMA_INIT_TOO_MANY : D_SEMA_INIT_TOO_FEW, type_name(s->c, t),
             want, have);
        list->type = t;
        return;
    }
    KindVec kinds = {0};
    flat_kinds(s, t, &kinds);
    int pos = 0;
    list_convert(s, list, kinds.data, kinds.len, &pos);
    list->type = t;
}

/* ------------------------------------------------------------- variables */

static bool is_resource_type(Type *t)
{
    return innermost(t)->kind == TY_RESOURCE;
}

/* The declared type of a variable; unsized outer arrays are completed by an
 * initializer list, or allowed for resource arrays at global scope. */
static Type *var_type(Sema *s, Node *v, bool global)
{
    s->spec_len_ok = sema_spec_len_allowed(v, global);
    Type *t = sema_resolve_type_ex(s, v->var.spec, &v->var.dims_expr, v->var.mods, true);
    s->spec_len_ok = false;
    if (t->kind == TY_ARRAY && t->len == 0) {
        bool list = v->var.init && v->var.init->kind == ND_INIT_LIST;
        if (!list && !(global && innermost(t)->kind == TY_RESOURCE)) {
            diag(s->c, v->loc, D_SEMA_UNSIZED_ARRAY);
            return type_error(s->tt);
        }
    }
    if (t->kind == TY_VOID) {
        diag(s->c, v->loc, D_SEMA_VOID_VAR, v->var.name);
        return type_error(s->tt);
    }
    if (!sema_value_type_ok(s, t, v->loc, v->var.name))
        return type_error(s->tt);
    if (t->kind == TY_ARRAY && !sema_rayquery_place(s, t, v->loc, v->var.name, "an array"))
        return type_error(s->tt);
    return t;
}

/* Checks the initializer; for an unsized array the list gives the type. */
static void var_init(Sema *s, Node *v)
{
    if (!v->var.init)
        return;
    if (type_has_spec_len(v->type)) {
        sema_check_spec_var(s, v);
        return;
    }
    sema_initializer(s, &v->var.init, v->type);
    if (!v->var.is_global)
        sema_coherent_transfer(s, v->var.init, v->var.mods);
    if (v->type->kind == TY_ARRAY && v->type->len == 0) {
        Type *lt = v->var.init->type;
        v->type = lt && lt->kind == TY_ARRAY ? lt : type_error(s->tt);
    }
}

static const char *decl_text(Sema *s, Node *v, const char *prefix)
{
    return arena_printf(s->c->arena, "%s%s %s", prefix, type_name(s->c, v->type), v->var.name);
}

/* register(x#) must name the class of the resource: t for read-only
 * buffers (SRV), u for RW buffers (UAV), b for constant buffers, s for
 * samplers (D3D12 root signature classes; DXC errors on a mismatch). */
static void check_register(Sema *s, Node *v, Register *r, char want)
{
    for (Register *o = r ? r->next : NULL; o && r->cls != want; o = o->next)
        if (o->cls == want) /* register(t0) : register(u1): the one of its class binds it */
            r = v->var.reg = o;
    if (!r || r->cls == want)
        return;
    if (r->cls == 'c') {
        diag(s->c, r->loc, D_SEMA_PACKOFFSET_OUTSIDE, v->var.name);
        return;
    }
    const char *space = r->space >= 0 ? arena_printf(s->c->arena, ", space%d", r->space) : "";
    diag(s->c, r->loc, D_SEMA_REGISTER_CLASS, v->var.name, type_name(s->c, v->type), want, r->cls, want, r->index,
         space);
}

static void global_var(Sema *s, Node *v)
{
    v->var.is_global = true;
    v->var.field_index = -1;
    Type *t = v->type = var_type(s, v, true);
    unsigned m = v->var.mods;
    /* a static one is each invocation's (ir_lower_resource_handles); a
     * uniform (in $Globals) or groupshared one cannot be */
    if (t->kind == TY_RAYQUERY && (!(m & MOD_STATIC) || (m & MOD_GROUPSHARED)) &&
        !sema_rayquery_place(s, t, v->loc, v->var.name,
                             (m & MOD_GROUPSHARED) ? "a groupshared variable" : "a global variable (a uniform, in $Globals)"))
        t = v->type = type_error(s->tt);
    bool res = t->kind != TY_ERROR && is_resource_type(t);
    bool res_struct = !res && t->kind != TY_ERROR && sema_is_resource_struct(v, t); /* sema_resource_struct.c */
    v->var.is_resource = res;
    /* a type already refused (TY_ERROR) takes any binding: no second error */
    var_attrs(s, &v->var.attrs, v->var.name, res || res_struct || t->kind == TY_ERROR, VK_SITE_GLOBAL, v);
    sema_spirv_var(s, v, SPIRV_VAR_GLOBAL);
    /* DXC: "'globallycoherent' is not a valid modifier for a non-UAV type" */
    if ((m & MOD_GLOBALLYCOHERENT) && t->kind != TY_ERROR && !res_struct &&
        !(res && resource_info[innermost(t)->res].writable))
        diag(s->c, v->loc, D_SEMA_COHERENT_NOT_UAV, v->var.name, type_name(s->c, t));
    if (res) {
        check_register(s, v, v->var.reg, texture_reg_class(innermost(t), v->var.reg));
        sema_texture_decl(s, v);
    } else {
        if (v->var.reg && v->var.reg->cls != 'c' && t->kind != TY_ERROR && !res_struct) /* an error type said enough */
            diag(s->c, v->var.reg->loc, D_SEMA_REGISTER_NOT_RESOURCE, v->var.reg->cls, v->var.reg->index,
                 v->var.name, type_name(s->c, t));
        if ((m & MOD_GROUPSHARED) && v->var.init)
            diag(s->c, v->loc, D_SEMA_GROUPSHARED_INIT, v->var.name);
        /* A static const needs its value (C11 6.7.9 for const objects; DXC
         * "variable of const type needs an initializer"). A non-static const
         * global is a uniform: its value comes from the application. */
        if ((m & MOD_STATIC) && (m & MOD_CONST) && !v->var.init && t->kind != TY_ERROR &&
            !sema_spirv_is_builtin_input(v)) /* vk::ext_builtin_input: the pipeline writes it */
            diag(s->c, v->loc, D_SEMA_CONST_NO_INIT, v->var.name, decl_text(s, v, "static const "));
    }
    var_init(s, v);
    sema_check_spec_constant(s, v);
    sema_vk_check_subpass(s, v);
    sema_declare(s, v->var.name, SYM_VAR, v);
    if (res_struct)
        sema_split_resource_struct(s, v);
}

static void local_var(Sema *s, Node *v)
{
    unsigned m = v->var.mods;
    v->var.is_global = (m & MOD_STATIC) != 0; /* static locals live for the whole dispatch */
    v->var.field_index = -1;
    Type *t = v->type = var_type(s, v, false);
    if (sema_spec_is_const(s, v->var.spec)) { /* using X = const T; X x = ...; */
        v->var.mods |= MOD_CONST;
        m |= MOD_CONST;
    }
    var_attrs(s, &v->var.attrs, v->var.name, false, VK_SITE_LOCAL, v);
    sema_spirv_var(s, v, SPIRV_VAR_LOCAL);
    sema_coherent_value(s, v->loc, m, t, "local variable", v->var.name);
    if (m & MOD_GROUPSHARED) {
        diag(s->c, v->loc, D_SEMA_GROUPSHARED_LOCAL, v->var.name);
    } else if ((m & MOD_CONST) && !v->var.init && t->kind != TY_ERROR) {
        diag(s->c, v->loc, D_SEMA_CONST_NO_INIT, v->var.name,
             decl_text(s, v, (m & MOD_STATIC) ? "static const " : "const "));
    }
    if (v->var.reg)
        diag(s->c, v->var.reg->loc, D_SEMA_REGISTER_NOT_RESOURCE, v->var.reg->cls, v->var.reg->index, v->var.name,
             type_name(s->c, t));
    /* Declared after its initializer, so that `float x = x * 2;` reads the
     * outer x (DXC would read the new, uninitialized one). */
    var_init(s, v);
    sema_declare(s, v->var.name, SYM_VAR, v);
}

/* A cbuffer/tbuffer member: a global (is_global), var.cbuffer set. */
static void cbuffer_member(Sema *s, Node *cb, Node *v)
{
    v->var.cbuffer = cb;
    v->var.is_global = true;
    v->var.field_index = -1;
    Type *t = v->type = var_type(s, v, false);
    unsigned m = v->var.mods;
    var_attrs(s, &v->var.attrs, v->var.name, false, VK_SITE_CBUFFER_MEMBER, v);
    sema_spirv_var(s, v, SPIRV_VAR_CBUFFER);
    if (t->kind != TY_ERROR && is_resource_type(t))
        diag(s->c, v->loc, D_SEMA_RESOURCE_IN_CBUFFER, v->var.name, cb->cbuf.name ? cb->cbuf.name : "");
    else if (!sema_rayquery_place(s, t, v->loc, v->var.name, "a cbuffer member"))
        t = v->type = type_error(s->tt);
    else if (m & MOD_STATIC)
        diag(s->c, v->loc, D_SEMA_CBUFFER_MEMBER_MOD, v->var.name, "static");
    else if (m & MOD_GROUPSHARED)
        diag(s->c, v->loc, D_SEMA_CBUFFER_MEMBER_MOD, v->var.name, "groupshared");
    /* packoffset(c#.x) is the only annotation a member takes. */
    if (v->var.reg && v->var.reg->cls != 'c')
        diag(s->c, v->var.reg->loc, D_SEMA_REGISTER_NOT_RESOURCE, v->var.reg->cls, v->var.reg->index, v->var.name,
             type_name(s->c, t));
    var_init(s, v);
    sema_declare(s, v->var.name, SYM_VAR, v);
}

static void cbuffer_decl(Sema *s, Node *cb)
{
    cb->type = NULL;
    char want = cb->cbuf.is_tbuffer ? 't' : 'b';
    Register *r = cb->cbuf.reg;
    if (r && r->cls != want) {
        const char *space = r->space >= 0 ? arena_printf(s->c->arena, ", space%d", r->space) : "";
        diag(s->c, r->loc, D_SEMA_REGISTER_CLASS, cb->cbuf.name ? cb->cbuf.name : "",
             cb->cbuf.is_tbuffer ? "tbuffer" : "cbuffer", want, r->cls, want, r->index, space);
    }
    var_attrs(s, &cb->cbuf.attrs, cb->cbuf.name, true, VK_SITE_CBUFFER, cb);
    for (int i = 0; i < cb->cbuf.members.len; i++) {
        Node *m = cb->cbuf.members.data[i];
        if (m->kind == ND_VAR)
            cbuffer_member(s, cb, m);
        else
            sema_decl(s, m);
    }
}

/* ------------------------------------------------------------- functions */

static const char *param_mode(unsigned mods)
{
    return (mods & MOD_INOUT) || ((mods & MOD_IN) && (mods & MOD_OUT)) ? "inout" : "out";
}

/* The signature of a function or method: return type, parameters, default
 * values, attributes; then declares it (overloads by parameter types). */
static void func_signature(Sema *s, Node *f, Node *owner)
{
    f->func.stage = -1;
    if (owner)
        f->func.owner = owner;
    f->type = f->func.ret_spec ? sema_resolve_type(s, f->func.ret_spec, NULL, f->func.ret_mods) : type_void(s->tt);
    if (!sema_value_type_ok(s, f->type, f->loc, f->func.name) ||
        !sema_rayquery_place(s, f->type, f->loc, f->func.name, "a function returning a value"))
        f->type = type_error(s->tt);
    bool seen_default = false;
    for (int i = 0; i < f->func.params.len; i++) {
        Node *p = f->func.params.data[i];
        Type *t = sema_resolve_type(s, p->param.spec, &p->param.dims_expr, p->param.mods);
        if (t->kind == TY_VOID) {
            diag(s->c, p->loc, D_SEMA_VOID_VAR, p->param.name ? p->param.name : "parameter");
            t = type_error(s->tt);
        } else if (!sema_value_type_ok(s, t, p->loc, p->param.name)) {
            t = type_error(s->tt);
        } else if (t->kind != TY_RAYQUERY && !sema_rayquery_place(s, t, p->loc, p->param.name, "a parameter")) {
            t = type_error(s->tt); /* an array of queries, a struct holding one */
        }
        p->type = t;
        sema_coherent_value(s, p->loc, p->param.mods, t, "parameter", p->param.name ? p->param.name : "");
        for (int k = 0; k < p->param.attrs.len; k++) {
            Attribute *a = p->param.attrs.data[k];
            if (!sema_vk_attr(s, a, VK_SITE_PARAM, p) && !sema_spirv_is_attr(a)) /* vk::ext_*: sema_spirv_check_func */
                diag(s->c, a->loc, D_SEMA_UNKNOWN_ATTR, a->name);
        }
        for (int d = 0; d < p->param.dims_expr.len && d < 4; d++) {
            Type *at = t;
            for (int k = 0; k < d && at->kind == TY_ARRAY; k++)
                at = at->elem;
            p->param.array_dims[d] = at->kind == TY_ARRAY ? (int)at->len : 0;
        }
        p->param.num_dims = p->param.dims_expr.len < 4 ? p->param.dims_expr.len : 4;
        if (p->param.default_value) {
            /* C++ [dcl.fct.default]: defaults only for in parameters. */
            if (p->param.mods & (MOD_OUT | MOD_INOUT))
                diag(s->c, p->loc, D_SEMA_DEFAULT_OUT, param_mode(p->param.mods), p->param.name);
            else
                sema_initializer(s, &p->param.default_value, t);
            seen_default = true;
        } else if (seen_default) {
            /* C++ [dcl.fct.default]p4: defaults are trailing. */
            diag(s->c, p->loc, D_SEMA_DEFAULT_NOT_TRAILING, p->param.name ? p->param.name : "");
        }
    }
    func_attrs(s, f);
    if (f->func.name && !strncmp(f->func.name, "operator", 8))
        sema_operator_decl(s, f);
    if (f->func.body)
        f->func.definition = f;
    sema_declare(s, f->func.name, SYM_FUNC, f);
}

/* Checks a function's body with its parameters in scope. */
static void func_body(Sema *s, Node *f)
{
    if (!f->func.body)
        return;
    Node *saved_func = s->func, *saved_struct = s->strukt;
    int saved_loop = s->loop_depth, saved_switch = s->switch_depth;
    s->func = f;
    s->strukt = f->func.owner;
    s->loop_depth = s->switch_depth = 0;
    sema_push_scope(s);
    for (int i = 0; i < f->func.params.len; i++) {
        Node *p = f->func.params.data[i];
        if (p->param.name)
            sema_declare(s, p->param.name, SYM_PARAM, p);
    }
    sema_function_body(s, f);
    sema_pop_scope(s);
    s->func = saved_func;
    s->strukt = saved_struct;
    s->loop_depth = saved_loop;
    s->switch_depth = saved_switch;
}

/* --------------------------------------------------------------- structs */

static bool contains_struct(const Type *t, const Type *st)
{
    t = innermost((Type *)t);
    return t == st;
}

static void struct_field(Sema *s, Node *st, Node *v, FieldVec *fields)
{
    Type *T = st->type;
    v->var.owner = st;
    v->var.is_global = false;
    Type *t = sema_resolve_type(s, v->var.spec, &v->var.dims_expr, v->var.mods);
    if (t->kind == TY_VOID) {
        diag(s->c, v->loc, D_SEMA_VOID_VAR, v->var.name);
        t = type_error(s->tt);
    } else if (!sema_value_type_ok(s, t, v->loc, v->var.name)) {
        t = type_error(s->tt);
    } else if (!sema_rayquery_place(s, t, v->loc, v->var.name, "a struct member")) {
        t = type_error(s->tt);
    } else if (contains_struct(t, T)) {
        /* A struct cannot contain itself (C11 6.7.2.1p3: no incomplete member types). */
        diag(s->c, v->loc, D_SEMA_STRUCT_RECURSIVE, T->name ? T->name : "", v->var.name);
        t = type_error(s->tt);
    }
    v->type = t;
    /* a member's globallycoherent goes to its global (sema_resource_struct.c) */
    if ((v->var.mods & MOD_GLOBALLYCOHERENT) && t->kind != TY_ERROR &&
        (innermost(t)->kind == TY_RESOURCE ? !resource_info[innermost(t)->res].writable : !type_holds_resource(t)))
        diag(s->c, v->loc, D_SEMA_COHERENT_NOT_UAV, v->var.name, type_name(s->c, t));
    var_attrs(s, &v->var.attrs, v->var.name, false, VK_SITE_FIELD, v);
    sema_spirv_var(s, v, SPIRV_VAR_FIELD);
    if (v->var.init) {
        diag(s->c, v->var.init->loc, D_SEMA_FIELD_INIT, v->var.name);
        v->var.init = NULL;
    }
    SymKind k;
    Node *old = v->var.name ? sema_lookup_here(s, v->var.name, &k) : NULL;
    if (old) {
        diag(s->c, v->loc, D_SEMA_DUP_FIELD, v->var.name, T->name ? T->name : "", old->loc.line);
        v->var.field_index = -1;
        return;
    }
    sema_declare(s, v->var.name, SYM_VAR, v);
    if (v->var.bit_width) { /* uint a : 4; (sema_bitfield.c) */
        sema_bitfield_place(s, v, t, fields);
        return;
    }
    v->var.field_index = fields->len;
    /* Matrices are column_major in buffers unless row_major is written or
     * -Zpr given (HLSL default; #pragma pack_matrix is not honoured). */
    Field fl = {v->var.name, t, layout_default_row_major(s->c, v->var.mods), v, 0};
    vec_push(s->c->arena, fields, fl);
}

static void struct_decl(Sema *s, Node *st)
{
    const char *name = st->strukt.name;
    Type *T = type_struct_new(s->tt, name, st);
    st->type = T;
    /* Declared before its body: methods may take and return it. */
    if (name)
        sema_declare(s, name, SYM_TYPE, st);
    Scope *sc = sema_named_scope(s, name, st);
    FieldVec fields = {0};
    if (st->strukt.base) {
        Type *b = sema_resolve_type(s, st->strukt.base, NULL, 0);
        if (sema_is_interface(b)) {
            /* implemented, not inherited: sema_class_check */
        } else if (b->kind == TY_STRUCT && b->complete) {
            T->base = b;
            Scope *bsc = sema_scope_of(s, b->decl);
            if (bsc)
                sema_scope_set_base(sc, bsc);
            for (int i = 0; i < b->num_fields; i++)
                vec_push(s->c->arena, &fields, b->fields[i]); /* base fields first */
        } else if (b->kind != TY_ERROR) {
            diag(s->c, st->strukt.base->loc, D_SEMA_BAD_BASE, name ? name : "", type_name(s->c, b));
        }
    }
    Scope *saved = s->scope;
    s->scope = sc;
    for (int i = 0; i < st->strukt.members.len; i++) {
        Node *m = st->strukt.members.data[i];
        if (m->kind == ND_VAR && (m->var.mods & MOD_STATIC)) {
            if (m->var.bit_width)
                diag(s->c, m->loc, D_SEMA_BITFIELD_PLACE, m->var.name, "a static member");
            /* static members are globals named through the struct (S::N);
             * no owner: the expression half reads var.owner as "a field". */
            m->var.owner = NULL;
            Node *saved_func = s->func;
            s->func = NULL;
            global_var(s, m);
            s->func = saved_func;
        } else if (m->kind == ND_VAR) {
            struct_field(s, st, m, &fields);
        } else if (m->kind == ND_FUNC) {
            func_signature(s, m, st);
        } else {
            sema_decl(s, m);
        }
    }
    T->fields = fields.data;
    T->num_fields = fields.len;
    T->complete = true;
    if (!sema_check_type_size(s, T, st->loc)) {
        T->num_fields = 0; /* reported: later uses (flattening) stay cheap */
        T->scalars = 0;
    }
    /* Method bodies see every member, also those declared after them (C++
     * [class.mem]p6: the class is complete within member function bodies). */
    for (int i = 0; i < st->strukt.members.len; i++) {
        Node *m = st->strukt.members.data[i];
        if (m->kind == ND_FUNC)
            func_body(s, m);
    }
    sema_class_check(s, st); /* interfaces: what they declare, what implements them */
    s->scope = saved;
}

/* ------------------------------------------------- typedefs, enums, namespaces */

static void typedef_decl(Sema *s, Node *td)
{
    Type *t = sema_resolve_type(s, td->tdef.spec, &td->tdef.dims_expr, td->tdef.mods);
    td->type = t;
    /* typedef struct { ... } T;: messages call the struct T. */
    if (t->kind == TY_STRUCT && !t->name)
        t->name = td->tdef.name;
    sema_spirv_typedef(s, td);
    sema_declare(s, td->tdef.name, SYM_TYPE, td);
}

static void enum_decl(Sema *s, Node *e)
{
    Type *base = type_scalar(s->tt, SC_INT);
    if (e->enm.base) {
        Type *b = sema_resolve_type(s, e->enm.base, NULL, 0);
        if (b->kind == TY_SCALAR && scalar_info[b->scalar].cls != SCLASS_FLOAT && b->scalar != SC_LITERAL_INT)
            base = type_scalar(s->tt, b->scalar); /* enum E : uint (bool too, as DXC takes it) */
        else if (b->kind != TY_ERROR)
            diag(s->c, e->enm.base->loc, D_SEMA_ENUM_BASE, e->enm.name ? e->enm.name : "", type_name(s->c, b));
    }
    /* an enum is a type of its own (DXC: no implicit conversion to it) */
    base = type_enum(s->tt, base->scalar, e, e->enm.name);
    e->type = base;
    if (e->enm.name)
        sema_declare(s, e->enm.name, SYM_TYPE, e);
    Scope *outer = s->scope;
    Scope *inner = sema_named_scope(s, e->enm.name, e);
    int64_t next = 0;
    for (int i = 0; i < e->enm.members.len; i++) {
        Node *m = e->enm.members.data[i];
        m->enumerator.owner = e;
        m->type = type_scalar(s->tt, base->scalar); /* before the '}': the underlying type */
        if (m->enumerator.value) {
            /* Inside the braces the earlier enumerators are visible
             * unqualified, also those of an enum class. */
            s->scope = e->enm.is_class ? inner : outer;
            int64_t v;
            sema_expr(s, &m->enumerator.value);
            if (sema_eval_int(s, m->enumerator.value, &v))
                next = v;
            s->scope = outer;
        }
        m->enumerator.sema_value = next++;
        /* E::A always; plain enums also put A in the enclosing scope, enum
         * class does not (C++11 [dcl.enum]p10-11). */
        s->scope = inner;
        bool ok = sema_declare(s, m->enumerator.name, SYM_ENUMERATOR, m);
        s->scope = outer;
        if (ok && !e->enm.is_class)
            sema_declare(s, m->enumerator.name, SYM_ENUMERATOR, m);
    }
    for (int i = 0; i < e->enm.members.len; i++)
        e->enm.members.data[i]->type = base;
}

static void namespace_decl(Sema *s, Node *ns)
{
    Scope *saved = s->scope;
    s->scope = sema_named_scope(s, ns->ns.name, ns);
    for (int i = 0; i < ns->ns.decls.len; i++)
        sema_decl(s, ns->ns.decls.data[i]);
    s->scope = saved;
}

void sema_decl(Sema *s, Node *d)
{
    if (!d)
        return;
    switch (d->kind) {
    case ND_VAR:
        if (d->var.bit_width) /* struct fields do not come here */
            diag(s->c, d->loc, D_SEMA_BITFIELD_PLACE, d->var.name, "not a struct field");
        if (d->var.cbuffer)
            cbuffer_member(s, d->var.cbuffer, d);
        else if (d->var.name && strstr(d->var.name, "::") && !s->func)
            sema_out_of_line_static(s, d); /* uint S::count = 0; */
        else if (s->func)
            local_var(s, d);
        else
            global_var(s, d);
        break;
    case ND_FUNC:
        if (s->func) {
            diag(s->c, d->loc, D_SEMA_NOT_IN_FUNC, d->func.name ? d->func.name : "function");
            break;
        }
        if (d->func.qualifier) { /* float S::f() { } */
            sema_out_of_line_method(s, d);
            break;
        }
        func_signature(s, d, NULL);
        func_body(s, d);
        break;
    case ND_STRUCT:
        if (!d->type) /* not yet checked through a TypeSpec.def */
            struct_decl(s, d);
        break;
    case ND_TYPEDEF: typedef_decl(s, d); break;
    case ND_ENUM: enum_decl(s, d); break;
    case ND_CBUFFER:
        if (s->func)
            diag(s->c, d->loc, D_SEMA_NOT_IN_FUNC, d->cbuf.name ? d->cbuf.name : "cbuffer");
        else
            cbuffer_decl(s, d);
        break;
    case ND_NAMESPACE:
        if (s->func)
            diag(s->c, d->loc, D_SEMA_NOT_IN_FUNC, d->ns.name ? d->ns.name : "namespace");
        else
            namespace_decl(s, d);
        break;
    case ND_DECL_STMT:
        for (int i = 0; i < d->decl.vars.len; i++)
            sema_decl(s, d->decl.vars.data[i]);
        break;
    case ND_TEMPLATE: sema_template_decl(s, d); break;
    case ND_USING: sema_using_decl(s, d); break;
    default:
        sema_stmt(s, d);
        break;
    }
}

void sema_method_signature(Sema *s, Node *f, Node *owner)
{
    func_signature(s, f, owner);
    f->func.is_static_method = (f->func.ret_mods & MOD_STATIC) != 0;
}

void sema_method_body(Sema *s, Node *f)
{
    func_body(s, f);
}
