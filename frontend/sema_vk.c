/* The Vulkan attributes ([[vk::...]]; DXC's docs/SPIR-V.rst, "Vulkan
 * specific attributes"), where each may appear and what it takes:
 *
 *   vk::binding(B[, S])            resources, cbuffers               (sema_decl.c)
 *   vk::counter_binding(B)         RW/Append/ConsumeStructuredBuffer
 *   vk::push_constant              a global struct variable, a ConstantBuffer<T>, a cbuffer
 *   vk::constant_id(N)             a global const scalar with a constant initializer
 *   vk::offset(N)                  struct fields
 *   vk::location(N)                parameters, function returns, struct fields
 *   vk::builtin("X")               parameters, function returns, struct fields
 *   vk::index(N)                   parameters, function returns, struct fields
 *   vk::input_attachment_index(N)  SubpassInput, SubpassInputMS
 *   vk::LocalSizeId(X, Y, Z)       compute entries: [numthreads] with spec constants
 *                                  (DXC's draft #7084; sema_vk_spec.c)
 *
 * Anywhere else each is an error at the attribute (DXC: "attribute only
 * applies to ..."); a vk:: attribute DXC has and prism does not is an error
 * that names it, never a silent ignore. vk::image_format,
 * vk::combinedImageSampler and the vk::ext_ attributes of inline SPIR-V
 * are not handled here. */
#include <stdint.h>
#include <string.h>
#include "sema.h"

typedef struct VkAttrInfo {
    const char *name;
    unsigned sites;    /* VK_SITE_* bits where it applies */
    const char *where; /* those, in words */
} VkAttrInfo;

enum {
    S_GLOBAL = 1 << VK_SITE_GLOBAL,
    S_FIELD = 1 << VK_SITE_FIELD,
    S_CBUFFER = 1 << VK_SITE_CBUFFER,
    S_FUNC = 1 << VK_SITE_FUNCTION,
    S_PARAM = 1 << VK_SITE_PARAM,
    S_IO = S_FIELD | S_FUNC | S_PARAM,
};

static const VkAttrInfo vk_attrs[] = {
    {"vk::binding", S_GLOBAL | S_CBUFFER, "resources and cbuffers"},
    {"vk::counter_binding", S_GLOBAL, "RWStructuredBuffer, AppendStructuredBuffer and ConsumeStructuredBuffer"},
    {"vk::push_constant", S_GLOBAL | S_CBUFFER, "a global variable of struct type, a ConstantBuffer<T> or a cbuffer"},
    {"vk::constant_id", S_GLOBAL, "global const scalars (specialization constants)"},
    {"vk::offset", S_FIELD, "struct fields"},
    {"vk::location", S_IO, "entry point parameters, return values and the fields of their structs"},
    {"vk::builtin", S_IO, "entry point parameters, return values and the fields of their structs"},
    {"vk::index", S_IO, "pixel shader outputs (parameters, return values and the fields of their structs)"},
    {"vk::input_attachment_index", S_GLOBAL, "SubpassInput and SubpassInputMS"},
    {"vk::LocalSizeId", S_FUNC, "compute entry points, as [numthreads] does"},
};

/* DXC's other vk:: attributes: ray tracing and the early/late fragment
 * test modes, which prism does not compile. */
static const char *const vk_unsupported[] = {
    "vk::shader_record_nv", "vk::shader_record_ext", "vk::post_depth_coverage", "vk::early_and_late_tests",
    "vk::depth_unchanged", "vk::stencil_ref_unchanged_front", "vk::stencil_ref_greater_equal_front",
    "vk::stencil_ref_less_equal_front", "vk::stencil_ref_unchanged_back", "vk::stencil_ref_greater_equal_back",
    "vk::stencil_ref_less_equal_back",
};

static const char *const site_words[VK_SITE_COUNT] = {
    [VK_SITE_GLOBAL] = "a global variable", [VK_SITE_LOCAL] = "a local variable",
    [VK_SITE_FIELD] = "a struct field",     [VK_SITE_CBUFFER] = "a cbuffer",
    [VK_SITE_CBUFFER_MEMBER] = "a cbuffer member", [VK_SITE_FUNCTION] = "a function",
    [VK_SITE_PARAM] = "a parameter",        [VK_SITE_STATEMENT] = "a statement",
};

Attribute *sema_find_attr(const AttrList *l, const char *name)
{
    for (int i = 0; l && i < l->len; i++)
        if (l->data[i]->name && !strcmp(l->data[i]->name, name))
            return l->data[i];
    return NULL;
}

/* ---------------------------------------------------------------- arguments */

/* The value of an integer literal argument (through casts), as lowering
 * reads it too (lower_attr_int): vk:: numbers are literals, as in DXC's
 * examples. */
static bool literal_arg(const Node *n, int64_t *out)
{
    while (n && n->kind == ND_CAST)
        n = n->cast.expr;
    if (n && n->kind == ND_UNARY && n->op.op == OP_NEG && literal_arg(n->op.lhs, out)) {
        *out = -*out;
        return true;
    }
    if (!n || n->kind != ND_INT_LIT || n->ilit.value > INT64_MAX)
        return false;
    *out = (int64_t)n->ilit.value;
    return true;
}

/* One non-negative integer literal argument (at most max). */
static bool one_int(Sema *s, Attribute *a, int64_t max, const char *what, int64_t *out)
{
    if (a->args.len == 1 && a->args.data[0] && !a->args.data[0]->type)
        sema_expr(s, &a->args.data[0]);
    if (a->args.len != 1 || !literal_arg(a->args.data[0], out) || *out < 0 || *out > max) {
        SrcLoc at = a->args.len >= 1 && a->args.data[0] ? a->args.data[0]->loc : a->loc;
        diag(s->c, at, D_SEMA_ATTR_ARG, a->name, what);
        return false;
    }
    return true;
}

/* ---------------------------------------------------------------- push constants */

static bool is_struct_or_cbuffer(const Type *t)
{
    return t && (t->kind == TY_STRUCT || (t->kind == TY_RESOURCE && res_is_struct_view(t->res)));
}

static void push_constant(Sema *s, Attribute *a, Node *d)
{
    if (a->args.len)
        diag(s->c, a->args.data[0] ? a->args.data[0]->loc : a->loc, D_SEMA_ATTR_ARG, a->name, "no arguments");
    if (d->kind == ND_VAR) {
        if (d->type && d->type->kind != TY_ERROR && (!is_struct_or_cbuffer(d->type) || (d->var.mods & MOD_STATIC))) {
            diag(s->c, a->loc, D_SEMA_PUSH_CONSTANT_TYPE, d->var.name, type_name(s->c, d->type));
            return;
        }
        Attribute *b = sema_find_attr(&d->var.attrs, "vk::binding");
        if (d->var.reg || b)
            diag(s->c, d->var.reg ? d->var.reg->loc : b->loc, D_SEMA_PUSH_CONSTANT_BINDING, d->var.name);
    } else if (d->kind == ND_CBUFFER) {
        if (d->cbuf.is_tbuffer) {
            diag(s->c, a->loc, D_SEMA_PUSH_CONSTANT_TYPE, d->cbuf.name ? d->cbuf.name : "", "tbuffer");
            return;
        }
        Attribute *b = sema_find_attr(&d->cbuf.attrs, "vk::binding");
        if (d->cbuf.reg || b)
            diag(s->c, d->cbuf.reg ? d->cbuf.reg->loc : b->loc, D_SEMA_PUSH_CONSTANT_BINDING,
                 d->cbuf.name ? d->cbuf.name : "");
    }
}

/* Only a valid one: an error was reported for the others. */
bool sema_is_push_constant(const Node *d)
{
    if (d->kind == ND_VAR)
        return d->var.is_global && !d->var.cbuffer && !(d->var.mods & MOD_STATIC) && d->type &&
               is_struct_or_cbuffer(d->type) && sema_find_attr(&d->var.attrs, "vk::push_constant");
    return d->kind == ND_CBUFFER && !d->cbuf.is_tbuffer && sema_find_attr(&d->cbuf.attrs, "vk::push_constant");
}

/* Calls visit on each module-scope declaration, through namespaces and
 * declaration statements (int a, b;). */
static void each_decl(Sema *s, NodeList *decls, void (*visit)(Sema *, Node *, void *), void *user)
{
    for (int i = 0; i < decls->len; i++) {
        Node *d = decls->data[i];
        if (d && d->kind == ND_NAMESPACE)
            each_decl(s, &d->ns.decls, visit, user);
        else if (d && d->kind == ND_DECL_STMT)
            each_decl(s, &d->decl.vars, visit, user);
        else if (d)
            visit(s, d, user);
    }
}

static void second_push_constant(Sema *s, Node *d, void *user)
{
    Node **first = user;
    if ((d->kind != ND_VAR && d->kind != ND_CBUFFER) || !sema_is_push_constant(d))
        return;
    const char *name = d->kind == ND_VAR ? d->var.name : d->cbuf.name ? d->cbuf.name : "";
    if (*first) {
        Node *f = *first;
        diag(s->c, d->loc, D_SEMA_PUSH_CONSTANT_TWO, name,
             f->kind == ND_VAR ? f->var.name : f->cbuf.name ? f->cbuf.name : "", f->loc.line);
        return;
    }
    *first = d;
}

/* DXC's SPIR-V.rst: "At most one variable can be marked as push_constant
 * in a shader" (Vulkan: one push constant block per entry point). */
void sema_check_push_constants(Sema *s, NodeList *decls, Node **first)
{
    each_decl(s, decls, second_push_constant, first);
}

/* ---------------------------------------------------------------- specialization constants */

static bool spec_scalar_ok(Sema *s, const Type *t)
{
    if (!t || t->kind != TY_SCALAR)
        return false;
    switch (t->scalar) {
    case SC_BOOL: case SC_INT: case SC_UINT: case SC_FLOAT: case SC_DOUBLE: case SC_INT64: case SC_UINT64:
        return true;
    case SC_HALF: case SC_INT16: case SC_UINT16:
        return s->enable_16bit;
    default:
        return false;
    }
}

bool sema_is_spec_constant(const Node *d)
{
    return d && d->kind == ND_VAR && d->var.is_global && !d->var.cbuffer &&
           sema_find_attr(&d->var.attrs, "vk::constant_id");
}

int sema_spec_id(const Node *d)
{
    Attribute *a = sema_find_attr(&d->var.attrs, "vk::constant_id");
    int64_t v;
    return a && a->args.len == 1 && literal_arg(a->args.data[0], &v) && v >= 0 && v <= 0x7fffffff ? (int)v : -1;
}

/* A default value lowering can fold: an integer constant expression, or
 * for floats a literal under casts and signs. */
static bool const_value_ok(Sema *s, Node *e, const Type *t)
{
    int64_t v;
    if (t && t->kind == TY_SCALAR && scalar_info[t->scalar].cls != SCLASS_FLOAT)
        return sema_try_eval_int(s, e, &v);
    while (e && (e->kind == ND_CAST || (e->kind == ND_UNARY && (e->op.op == OP_NEG || e->op.op == OP_PLUS))))
        e = e->kind == ND_CAST ? e->cast.expr : e->op.lhs;
    return e && (e->kind == ND_FLOAT_LIT || e->kind == ND_INT_LIT || e->kind == ND_BOOL_LIT);
}

/* [[vk::constant_id(N)]] const T name = constant; (DXC: global constants of
 * boolean, integer or float types). Checked after the initializer. */
void sema_check_spec_constant(Sema *s, Node *v)
{
    Attribute *a = sema_find_attr(&v->var.attrs, "vk::constant_id");
    if (!a)
        return;
    int64_t id;
    one_int(s, a, 0x7fffffff, "one non-negative integer constant, the SpecId: [[vk::constant_id(0)]]", &id);
    unsigned m = v->var.mods;
    if (!v->var.is_global || v->var.cbuffer || (m & MOD_STATIC) || !(m & MOD_CONST) || !v->var.init) {
        diag(s->c, a->loc, D_SEMA_SPEC_CONST_DECL, v->var.name);
        return;
    }
    if (v->type && v->type->kind != TY_ERROR && !spec_scalar_ok(s, v->type)) {
        diag(s->c, v->loc, D_SEMA_SPEC_CONST_TYPE, v->var.name, type_name(s->c, v->type));
        return;
    }
    /* Its default must be known now (the module carries it). */
    Node *init = v->var.init;
    if (init->kind == ND_INIT_LIST || !const_value_ok(s, init, v->type))
        diag(s->c, sema_expr_start(init), D_SEMA_SPEC_CONST_INIT, v->var.name);
}

static void spec_id_types(Sema *s, Node *d, void *user)
{
    NodeList *seen = user;
    if (!sema_is_spec_constant(d) || !d->type || d->type->kind == TY_ERROR)
        return;
    int id = sema_spec_id(d);
    for (int k = 0; k < seen->len && id >= 0; k++) {
        Node *o = seen->data[k];
        if (sema_spec_id(o) == id && o->type != d->type) {
            diag(s->c, d->loc, D_SEMA_SPEC_CONST_ID_TYPES, id, d->var.name, type_name(s->c, d->type), o->var.name,
                 type_name(s->c, o->type), o->loc.line);
            break;
        }
    }
    vec_push(s->c->scratch, seen, d);
}

/* Two constants with one SpecId must agree on their type: Vulkan gives
 * that id one value (DXC allows the id twice, both take the value). */
void sema_check_spec_ids(Sema *s, NodeList *decls, NodeList *seen)
{
    each_decl(s, decls, spec_id_types, seen);
}

/* ---------------------------------------------------------------- the dispatcher */

static void offset_attr(Sema *s, Attribute *a, Node *d)
{
    int64_t off;
    if (!one_int(s, a, 0x7fffffff, "one non-negative integer constant, the byte offset: [[vk::offset(16)]]", &off))
        return;
    /* A member sits at a multiple of its scalars' size (every Vulkan layout
     * needs that much, scalarBlockLayout included). */
    const Type *t = d->type;
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    if (!t || (t->kind != TY_SCALAR && t->kind != TY_VECTOR && t->kind != TY_MATRIX))
        return;
    int bytes = t->scalar == SC_BOOL ? 4 : scalar_info[sema_concrete_scalar(t->scalar)].bits / 8;
    if (bytes > 0 && off % bytes)
        diag(s->c, a->args.data[0]->loc, D_SEMA_VK_OFFSET_ALIGN, (long long)off, d->var.name, bytes);
}

bool sema_vk_attr(Sema *s, Attribute *a, VkSite site, Node *d)
{
    if (!a->name || strncmp(a->name, "vk::", 4) != 0)
        return false;
    for (size_t i = 0; i < sizeof vk_unsupported / sizeof *vk_unsupported; i++)
        if (!strcmp(a->name, vk_unsupported[i])) {
            diag(s->c, a->loc, D_SEMA_VK_UNSUPPORTED, a->name);
            return true;
        }
    const VkAttrInfo *info = NULL;
    for (size_t i = 0; i < sizeof vk_attrs / sizeof *vk_attrs; i++)
        if (!strcmp(a->name, vk_attrs[i].name))
            info = &vk_attrs[i];
    if (!info)
        return false; /* vk::image_format and the others: their owners' (or unknown) */
    if (!(info->sites & (1u << site))) {
        diag(s->c, a->loc, D_SEMA_VK_ATTR_SITE, a->name, info->where, site_words[site]);
        return true;
    }
    int64_t v;
    if (!strcmp(a->name, "vk::push_constant")) {
        push_constant(s, a, d);
    } else if (!strcmp(a->name, "vk::offset")) {
        offset_attr(s, a, d);
    } else if (!strcmp(a->name, "vk::location")) {
        one_int(s, a, 0xffff, "one integer constant, the Location (0-65535)", &v);
    } else if (!strcmp(a->name, "vk::index")) {
        if (one_int(s, a, 1, "0 or 1, the output's index for dual-source blending", &v) && site == VK_SITE_GLOBAL)
            diag(s->c, a->loc, D_SEMA_VK_ATTR_SITE, a->name, info->where, site_words[site]);
    } else if (!strcmp(a->name, "vk::builtin")) {
        sema_vk_builtin_arg(s, a);
    } else if (!strcmp(a->name, "vk::counter_binding")) {
        sema_vk_counter_binding(s, a, d);
    } else if (!strcmp(a->name, "vk::input_attachment_index")) {
        sema_vk_input_attachment(s, a, d);
    }
    /* vk::binding, vk::constant_id and vk::LocalSizeId: sema_decl.c */
    return true;
}
