/* lower_to_ir: the module, its globals, functions and entry wrappers.
 *
 * Globals (made in declaration order, before any function, so the output
 * does not depend on the order functions are reached):
 *   StructuredBuffer<T> & co   IRS_STORAGE, block { T data[]; } (std430)
 *   (RW)ByteAddressBuffer      IRS_STORAGE, block { uint data[]; } stride 4
 *   cbuffer X { ... }          IRS_UNIFORM, block of its members (std140,
 *                              packoffset honoured)
 *   ConstantBuffer<T>          IRS_UNIFORM, block of T's members (std140)
 *   tbuffer X { ... }          IRS_STORAGE, block of its members (std430), read-only
 *   other non-static globals   members of one "$Globals" uniform block
 *                              (register(cN) gives offset 16N)
 *   groupshared                IRS_WORKGROUP, value form
 *   static                     IRS_PRIVATE, with a constant initializer when
 *                              the initializer folds (else zero, and stored at
 *                              the start of every entry wrapper)
 *   static const               scalars/vectors/matrices: no global, every use
 *                              is the constant; arrays/structs: IRS_PRIVATE
 *                              with the constant initializer
 *   Buffer<T>, RWBuffer<T>     IRS_HANDLE, an image of dim buffer (lower_image.c);
 *                              an element type no texel can hold: a
 *                              diagnostic at the first use
 * Bindings: sema works them out (sema_decl.c, assign_bindings):
 * [[vk::binding(b, s)]], else register(xN, spaceM) plus any -fvk-x-shift,
 * else the lowest free binding of set 0; $Globals takes the next free one
 * (-fvk-bind-globals is not supported yet).
 *
 * Functions: one IrFunction per user function reachable from an entry point,
 * made when first called (a worklist lowers the bodies afterwards). Methods
 * are "S::name" with a first parameter ptr<function, S> to the object: the
 * caller passes the address of a local variable or parameter directly (so
 * the method modifies it in place), and for any other object (a buffer
 * element, a global, an rvalue) a temporary copied in and, for an lvalue,
 * copied back after the call. In parameters are copied into a local variable
 * at the start (they are assignable); out/inout parameters are
 * ptr<function, T> and the caller passes a temporary (copy-in for inout,
 * copy-out after the call): HLSL's copy semantics, which also make swizzles,
 * buffer elements and converted arguments work.
 *
 * Entry wrappers: each entry point becomes an IrFunction named as the entry,
 * with no parameters and a void return, whose body is the entry's own body
 * lowered in place (no call: the SPIR-V stays small). Its parameters are
 * local variables initialised from IRS_INPUT globals and its outputs are
 * stored to IRS_OUTPUT globals at every return (lower_stage_io.c). If the
 * entry function is also called from elsewhere, it is lowered a second
 * time as an ordinary function named "NAME.callable". */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "lower_internal.h"


/* ---------------------------------------------------------------- helpers */

void lower_error(Lower *L, Node *n, DiagId id, ...)
{
    DiagSeverity sev;
    if ((n && ptrmap_get(&L->reported, n)) || !diag_effective_severity(L->c, id, &sev))
        return;
    if (n)
        ptrmap_put(L->scratch, &L->reported, n, n);
    char buf[512];
    va_list ap;
    va_start(ap, id);
    vsnprintf(buf, sizeof buf, diag_info[id].format, ap);
    va_end(ap);
    /* The message is formatted here; diag() formats "%s" with it. */
    const char *msg = arena_strdup(L->c->arena, buf);
    SrcLoc loc = n ? n->loc : (SrcLoc){0, 0, 0};
    Diag d = {id, sev, diag_info[id].code, loc, msg};
    vec_push(L->c->arena, &L->c->diags, d);
    if (d.severity == DIAG_ERROR)
        L->c->errors++;
    else if (d.severity == DIAG_WARNING)
        L->c->warnings++;
}

Attribute *lower_find_attr(AttrList *attrs, const char *name)
{
    for (int i = 0; i < attrs->len; i++)
        if (attrs->data[i]->name && strcmp(attrs->data[i]->name, name) == 0)
            return attrs->data[i];
    return NULL;
}

int lower_attr_int(Node *arg, int dflt)
{
    while (arg && arg->kind == ND_CAST)
        arg = arg->cast.expr;
    if (!arg)
        return dflt;
    if (arg->kind == ND_INT_LIT)
        return (int)arg->ilit.value;
    if (arg->kind == ND_FLOAT_LIT)
        return (int)arg->flit.value;
    if (arg->kind == ND_UNARY && arg->op.op == OP_NEG)
        return -lower_attr_int(arg->op.lhs, -dflt);
    return dflt;
}

static const char *builtin_var_name[IRB_COUNT] = {
    [IRB_GLOBAL_INVOCATION_ID] = "gl_GlobalInvocationID",
    [IRB_LOCAL_INVOCATION_ID] = "gl_LocalInvocationID",
    [IRB_WORKGROUP_ID] = "gl_WorkGroupID",
    [IRB_LOCAL_INVOCATION_INDEX] = "gl_LocalInvocationIndex",
    [IRB_NUM_WORKGROUPS] = "gl_NumWorkGroups",
    [IRB_SUBGROUP_SIZE] = "gl_SubgroupSize",
    [IRB_SUBGROUP_INVOCATION_ID] = "gl_SubgroupInvocationID",
    [IRB_POSITION] = "gl_FragCoord", /* as an input; the vertex output is gl_Position */
    [IRB_VERTEX_INDEX] = "gl_VertexIndex",
    [IRB_INSTANCE_INDEX] = "gl_InstanceIndex",
    [IRB_FRONT_FACING] = "gl_FrontFacing",
    [IRB_FRAG_DEPTH] = "gl_FragDepth",
    [IRB_CLIP_DISTANCE] = "gl_ClipDistance",
    [IRB_CULL_DISTANCE] = "gl_CullDistance",
    [IRB_PRIMITIVE_ID] = "gl_PrimitiveID",
    [IRB_SAMPLE_INDEX] = "gl_SampleID",
    [IRB_SAMPLE_MASK] = "gl_SampleMask", /* gl_SampleMaskIn as an input */
    [IRB_FRAG_STENCIL_REF] = "gl_FragStencilRefARB",
    [IRB_VIEW_INDEX] = "gl_ViewIndex",
    [IRB_LAYER] = "gl_Layer",
    [IRB_VIEWPORT_INDEX] = "gl_ViewportIndex",
    [IRB_NUM_SUBGROUPS] = "gl_NumSubgroups",
    [IRB_SUBGROUP_ID] = "gl_SubgroupID",
    [IRB_BARY_COORD] = "gl_BaryCoordEXT",
    [IRB_BARY_COORD_NO_PERSP] = "gl_BaryCoordNoPerspEXT",
    [IRB_POINT_SIZE] = "gl_PointSize",
    [IRB_HELPER_INVOCATION] = "gl_HelperInvocation",
    [IRB_BASE_VERTEX] = "gl_BaseVertex",
    [IRB_BASE_INSTANCE] = "gl_BaseInstance",
    [IRB_DRAW_INDEX] = "gl_DrawID",
    [IRB_DEVICE_INDEX] = "gl_DeviceIndex",
    [IRB_VIEWPORT_MASK_NV] = "gl_ViewportMask",
};

const Type *lower_builtin_type(Lower *L, IrBuiltin which)
{
    switch (which) {
    case IRB_GLOBAL_INVOCATION_ID:
    case IRB_LOCAL_INVOCATION_ID:
    case IRB_WORKGROUP_ID:
    case IRB_NUM_WORKGROUPS: return type_vector(L->tt, SC_UINT, 3);
    case IRB_POSITION: return type_vector(L->tt, SC_FLOAT, 4);
    case IRB_BARY_COORD:
    case IRB_BARY_COORD_NO_PERSP: return type_vector(L->tt, SC_FLOAT, 3);
    case IRB_FRONT_FACING:
    case IRB_HELPER_INVOCATION: return type_scalar(L->tt, SC_BOOL);
    case IRB_FRAG_DEPTH:
    case IRB_POINT_SIZE: return type_scalar(L->tt, SC_FLOAT);
    default: return type_scalar(L->tt, SC_UINT);
    }
}

/* A builtin's global, made once: *slot caches it; of type t, else the
 * builtin's own (lower_builtin_type). */
static IrGlobal *new_builtin(Lower *L, IrGlobal **slot, IrBuiltin which, IrAddrSpace space, const Type *t)
{
    if (*slot)
        return *slot;
    const char *name = builtin_var_name[which] ? builtin_var_name[which] : ir_builtin_name[which];
    if (which == IRB_POSITION && space == IRS_OUTPUT)
        name = "gl_Position";
    if (which == IRB_SAMPLE_MASK && space == IRS_INPUT)
        name = "gl_SampleMaskIn";
    IrGlobal *g = ir_global_new(L->m, name, layout_type(L, t ? t : lower_builtin_type(L, which), LAYOUT_NONE, false), space);
    g->builtin = which;
    g->location = -1;
    g->set = g->binding = -1;
    *slot = g;
    return g;
}

/* One global per builtin and direction, shared by the module's entries. */
static IrGlobal *builtin_global(Lower *L, IrBuiltin which, IrAddrSpace space)
{
    return new_builtin(L, space == IRS_OUTPUT ? &L->builtin_outputs[which] : &L->builtins[which], which, space, NULL);
}

/* A system value of the entry being lowered, for decl (what carries its
 * semantic: a parameter, a struct field, the entry itself). Vertex and
 * pixel entries of one module (a library) get one global each per stage,
 * since Vulkan wants an integer fragment input Flat and forbids Flat on a
 * vertex input (VUID-StandaloneSpirv-Flat-04744, -06202); one that
 * [[vk::ext_decorate]] decorates gets a global of its own, so the module's
 * other entry points keep theirs undecorated (as DXC). */
IrGlobal *lower_stage_builtin(Lower *L, IrBuiltin which, IrAddrSpace space, const Type *t, Node *decl)
{
    IrStage st = L->fn ? L->fn->stage : IR_STAGE_NONE;
    IrGlobal *own = NULL;
    IrGlobal **slot = space == IRS_OUTPUT ? &L->builtin_outputs[which] : &L->builtins[which];
    if (st == IR_STAGE_VERTEX || st == IR_STAGE_FRAGMENT)
        slot = &L->stage_builtins[st == IR_STAGE_FRAGMENT][space == IRS_OUTPUT][which];
    if (lower_spirv_decorated(decl))
        slot = &own;
    IrGlobal *g = new_builtin(L, slot, which, space, t);
    lower_spirv_stage_var(L, decl, g); /* [[vk::ext_decorate]] on it */
    return g;
}

IrGlobal *lower_builtin(Lower *L, IrBuiltin which)
{
    return builtin_global(L, which, IRS_INPUT);
}

/* ---------------------------------------------------------------- globals */

/* Register and binding of a resource global; sema worked out the Vulkan set
 * and binding (register, shifts, [[vk::binding]], implicit ones). */
void lower_bind_global(IrGlobal *g, Register *reg, char cls, int set, int binding)
{
    g->reg_class = cls;
    g->reg_index = -1;
    g->reg_space = 0;
    g->location = -1;
    if (reg && reg->cls != 'c') {
        g->reg_index = reg->index;
        g->reg_space = reg->space < 0 ? 0 : reg->space;
    }
    g->set = set;
    g->binding = binding;
}

static VarInfo *new_info(Lower *L, Node *decl)
{
    VarInfo *vi = ARENA_NEW(lower_tmp_arena(L), VarInfo);
    vi->type = decl->type;
    vi->member = -1;
    lower_set_var(decl, vi);
    return vi;
}

static IrResourceKind resource_kind(ResourceKind r)
{
    switch (r) {
    case RES_BUFFER: case RES_RWBUFFER: return IRR_TYPED_BUFFER;
    case RES_BYTEADDRESS: case RES_RWBYTEADDRESS: return IRR_BYTEADDRESS;
    case RES_CONSTANT_BUFFER: case RES_TEXTURE_BUFFER: return IRR_CBUFFER; /* a tbuffer: read-only storage */
    case RES_SUBPASS_INPUT: case RES_SUBPASS_INPUT_MS: return IRR_INPUT_ATTACHMENT;
    default: return IRR_STRUCTURED;
    }
}

static void resource_global(Lower *L, Node *v)
{
    VarInfo *vi = new_info(L, v);
    const Type *t = v->type;
    if (lower_texture_global(L, v, vi) || /* textures, samplers and arrays of them */
        lower_accel_global(L, v, vi))     /* acceleration structures (lower_rayquery.c) */
        return;
    const Type *arr = NULL; /* an array of buffers: one binding of descriptors, as for textures */
    const Type *flat = lower_flat_array_type(L, v->type);
    if (flat) /* an array of arrays: one flat array, as DXC has it */
        t = flat, vi->flat = true;
    if (t->kind == TY_ARRAY && t->elem->kind == TY_RESOURCE && t->elem->res != RES_SUBPASS_INPUT &&
        t->elem->res != RES_SUBPASS_INPUT_MS)
        arr = t, t = t->elem;
    if (t->kind != TY_RESOURCE) { /* arrays of subpass inputs (arrays of arrays are flattened above) */
        vi->unsupported = vi->reported = true; /* its uses say nothing more */
        lower_error(L, v, D_LOWER_BUFFER_ARRAY_DIMS, v->var.name, type_name(L->c, v->type));
        return;
    }
    bool subpass = t->res == RES_SUBPASS_INPUT || t->res == RES_SUBPASS_INPUT_MS;
    bool typed = t->res == RES_BUFFER || t->res == RES_RWBUFFER || subpass;
    const IrType *pointee = subpass ? lower_vk_subpass_type(L, t)
                            : typed ? lower_written_format(L, v, lower_image_type(L, t))
                                    : layout_buffer_block(L, t);
    if (!pointee) {
        vi->unsupported = true;
        return;
    }
    if (arr)
        pointee = arr->len ? irt_array(L->m, pointee, arr->len, 0) : irt_runtime_array(L->m, pointee, 0);
    IrAddrSpace space = typed ? IRS_HANDLE : t->res == RES_CONSTANT_BUFFER ? IRS_UNIFORM : IRS_STORAGE;
    IrGlobal *g = ir_global_new(L->m, v->var.name, pointee, space);
    g->resource = resource_kind(t->res);
    g->writable = resource_info[t->res].writable;
    g->rasterizer_ordered = t->rov;
    g->coherent = (v->var.mods & MOD_GLOBALLYCOHERENT) != 0;
    g->hlsl_type = type_name(L->c, t);
    g->decl_loc = v->loc;
    g->has_counter = v->var.has_counter || v->var.counter_late; /* made on first use (ir/ir_counters.c) */
    g->counter_set = v->var.has_counter ? v->var.vk_counter_set : v->var.vk_set;
    g->counter_binding = v->var.has_counter ? v->var.vk_counter_binding : -1;
    lower_bind_global(g, v->var.reg ? v->var.reg : v->var.implicit_reg, resource_info[t->res].reg_class,
                      v->var.vk_set, v->var.vk_binding);
    if (subpass)
        lower_vk_input_attachment(L, g, v);
    else if (typed)
        g->texel_type = layout_type(L, t->elem, LAYOUT_NONE, false);
    vi->ptr = &g->v;
    vi->global = g;
    if (res_is_struct_view(t->res) && !arr)
        vi->type = t->elem;
}

/* The block of a cbuffer/tbuffer or of $Globals: members are ND_VARs. */
static IrGlobal *member_block(Lower *L, const char *name, NodeList *vars, LayoutRule rule, IrAddrSpace space,
                              bool globals)
{
    int n = vars->len;
    IrType *st = irt_struct_new(L->m, arena_printf(L->c->arena, "type_%s", name), n);
    st->explicit_layout = true;
    st->block = true;
    uint32_t off = 0, explicit_end = 0;
    bool any_explicit = false;
    for (int i = 0; i < n; i++) {
        Register *r = vars->data[i]->var.reg;
        if (r && r->cls == 'c') {
            any_explicit = true;
            uint32_t a, s, stride;
            layout_align_size(vars->data[i]->type, rule, layout_default_row_major(L->c, vars->data[i]->var.mods), &a,
                              &s, &stride);
            uint32_t end = (uint32_t)r->index * 16 + (uint32_t)r->component * 4 + s;
            if (end > explicit_end)
                explicit_end = end;
        }
    }
    if (globals && any_explicit)
        off = explicit_end; /* DXC: after the highest explicit address */
    for (int i = 0; i < n; i++) {
        Node *v = vars->data[i];
        bool rm = layout_default_row_major(L->c, v->var.mods);
        IrMember *mb = &st->members[i];
        mb->name = v->var.name;
        mb->type = layout_type(L, v->type, rule, rm);
        if (!mb->type) {
            lower_error(L, v, D_LOWER_RESOURCE_VALUE, v->var.name);
            mb->type = irt_int(L->m, 32, false);
            continue;
        }
        uint32_t a, s, stride;
        layout_align_size(v->type, rule, rm, &a, &s, &stride);
        if (v->var.reg && v->var.reg->cls == 'c') {
            mb->offset = (uint32_t)v->var.reg->index * 16 + (uint32_t)v->var.reg->component * 4;
        } else {
            mb->offset = layout_place(v->type, rule, s, a, &off);
        }
        const Type *base = v->type;
        while (base->kind == TY_ARRAY)
            base = base->elem;
        if (base->kind == TY_MATRIX && base->rows > 1 && base->cols > 1 &&
            scalar_info[base->scalar].cls == SCLASS_FLOAT) {
            uint32_t ma, ms, mst;
            layout_align_size(base, rule, rm, &ma, &ms, &mst);
            mb->matrix_stride = mst;
            mb->row_major = rm;
        }
    }
    /* Members of a struct must be in increasing offset order for SPIR-V;
     * packoffset may break that: sort (stable) and keep the vars in step. */
    for (int i = 1; i < n; i++) {
        for (int j = i; j > 0 && st->members[j - 1].offset > st->members[j].offset; j--) {
            IrMember tm = st->members[j];
            st->members[j] = st->members[j - 1];
            st->members[j - 1] = tm;
            Node *tv = vars->data[j];
            vars->data[j] = vars->data[j - 1];
            vars->data[j - 1] = tv;
        }
    }
    IrGlobal *g = ir_global_new(L->m, name, st, space);
    g->location = -1;
    for (int i = 0; i < n; i++) {
        VarInfo *vi = new_info(L, vars->data[i]);
        vi->block = g;
        vi->member = i;
        vi->global = g;
    }
    return g;
}

static void static_global(Lower *L, Node *v)
{
    VarInfo *vi = new_info(L, v);
    bool is_const = (v->var.mods & MOD_CONST) != 0;
    IrConst *k = NULL;
    if (v->var.init)
        k = v->var.init->kind == ND_INIT_LIST ? lower_const_aggregate(L, &v->var.init->init.items, v->type)
                                              : lower_const_eval(L, v->var.init);
    const Type *t = v->type;
    if (is_const && k && (t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX)) {
        vi->konst = k;
        return;
    }
    const IrType *it = layout_type(L, t, LAYOUT_NONE, false);
    if (!it) {
        lower_error(L, v, D_LOWER_RESOURCE_VALUE, v->var.name);
        vi->unsupported = true;
        vi->reported = true;
        return;
    }
    IrGlobal *g = ir_global_new(L->m, v->var.name, it, IRS_PRIVATE);
    g->location = -1;
    g->set = g->binding = -1;
    g->loc = v->loc;
    g->init = k ? k : ir_const_null(L->m, it);
    vi->ptr = &g->v;
    vi->global = g;
    if (t->kind == TY_RAYQUERY) { /* a query starts uninitialized; RayQuery<F>() is no store */
        g->init = NULL;
        return;
    }
    if (v->var.init && !k)
        vec_push(L->scratch, &L->static_inits, v);
}

typedef struct GlobalWalk {
    NodeList uniforms; /* members of $Globals */
} GlobalWalk;

static void walk_globals(Lower *L, GlobalWalk *w, NodeList *decls)
{
    for (int i = 0; i < decls->len; i++) {
        Node *d = decls->data[i];
        switch (d->kind) {
        case ND_NAMESPACE:
            walk_globals(L, w, &d->ns.decls);
            break;
        case ND_CBUFFER: {
            bool tb = d->cbuf.is_tbuffer, pc = sema_is_push_constant(d);
            IrGlobal *g = member_block(L, d->cbuf.name ? d->cbuf.name : "cbuffer", &d->cbuf.members,
                                       layout_rule_for(L->c, pc ? BUF_PUSH_CONSTANT : tb ? BUF_TBUFFER : BUF_CBUFFER),
                                       pc ? IRS_PUSH_CONSTANT : tb ? IRS_STORAGE : IRS_UNIFORM, false);
            g->push_constant = pc;
            g->loc = d->loc;
            g->resource = IRR_CBUFFER;
            g->writable = false;
            g->hlsl_type = tb ? "tbuffer" : "cbuffer";
            lower_bind_global(g, d->cbuf.reg ? d->cbuf.reg : d->cbuf.implicit_reg, tb ? 't' : 'b', d->cbuf.vk_set,
                              d->cbuf.vk_binding);
            break;
        }
        case ND_DECL_STMT:
            walk_globals(L, w, &d->decl.vars);
            break;
        case ND_STRUCT: /* static data members are globals */
            for (int j = 0; j < d->strukt.members.len; j++) {
                Node *mb = d->strukt.members.data[j];
                if (mb->kind == ND_VAR && (mb->var.mods & MOD_STATIC) && mb->type && mb->type->kind != TY_ERROR)
                    static_global(L, mb);
                else if (mb->kind == ND_STRUCT)
                    walk_globals(L, w, &(NodeList){&d->strukt.members.data[j], 1, 1});
            }
            break;
        case ND_VAR: {
            if (!d->type || d->type->kind == TY_ERROR)
                break;
            if (d->var.spirv && lower_spirv_global(L, d))
                break; /* vk::ext_builtin_input/output */
            unsigned mods = d->var.mods;
            if (sema_is_push_constant(d)) {
                lower_push_constant_var(L, d);
            } else if (sema_is_spec_constant(d)) {
                lower_spec_constant(L, d);
            } else if ((mods & MOD_STATIC) && type_holds_resource(d->type)) {
                static_global(L, d); /* a handle, set from its initializer */
            } else if (d->var.is_resource || d->type->kind == TY_RESOURCE ||
                       (d->type->kind == TY_ARRAY && d->type->elem->kind == TY_RESOURCE)) {
                resource_global(L, d);
                VarInfo *rvi = lower_var(L, d);
                if (d->var.heap && rvi && rvi->global)
                    rvi->global->descriptor_heap = d->var.heap;
                if (rvi)
                    lower_split_resource_array(L, d, rvi); /* -fspv-flatten-resource-arrays */
            } else if (mods & MOD_GROUPSHARED) {
                VarInfo *vi = new_info(L, d);
                const IrType *it = layout_type(L, d->type, LAYOUT_NONE, false);
                if (!it) {
                    vi->unsupported = true;
                    break;
                }
                IrGlobal *g = ir_global_new(L->m, d->var.name, it, IRS_WORKGROUP);
                g->location = -1;
                g->set = g->binding = -1;
                g->loc = d->loc;
                vi->ptr = &g->v;
                vi->global = g;
            } else if (mods & MOD_STATIC) {
                static_global(L, d);
            } else {
                vec_push(L->scratch, &w->uniforms, d);
            }
            break;
        }
        default:
            break;
        }
    }
}

static void make_globals(Lower *L)
{
    GlobalWalk w = {0};
    walk_globals(L, &w, &L->ast->decls);
    NodeList params = {0}, stand_ins = {0};
    ast_uniform_param_vars(L->c, &L->ast->entries, &stand_ins, &params);
    for (int i = 0; i < stand_ins.len; i++)
        vec_push(L->scratch, &w.uniforms, stand_ins.data[i]);
    if (w.uniforms.len) {
        IrGlobal *g = member_block(L, "$Globals", &w.uniforms, layout_rule_for(L->c, BUF_CBUFFER), IRS_UNIFORM, true);
        for (int i = 0; i < params.len; i++) /* the parameter reads its member */
            lower_set_var(params.data[i], lower_var(L, stand_ins.data[i]));
        g->resource = IRR_CBUFFER;
        g->writable = false;
        g->hlsl_type = "cbuffer";
        g->reg_class = 'b';
        g->reg_index = L->ast->globals_reg;
        g->reg_space = 0;
        g->set = L->ast->globals_set;
        g->binding = L->ast->globals_binding;
        L->globals_block = g;
    }
}

/* ---------------------------------------------------------------- functions */

static bool is_entry(Lower *L, Node *fn)
{
    for (int i = 0; i < L->ast->entries.len; i++)
        if (L->ast->entries.data[i] == fn)
            return true;
    return false;
}

static const Type *ret_type(Node *fn)
{
    if (fn->type)
        return fn->type;
    return fn->func.ret_spec ? fn->func.ret_spec->resolved : NULL;
}

/* out and inout parameters, and RayQuery ones (the caller's query, by
 * reference whatever the modifier: lower_rayquery.c), are pointers */
static bool is_out(Node *p)
{
    return (p->param.mods & (MOD_OUT | MOD_INOUT)) != 0 || (p->type && p->type->kind == TY_RAYQUERY);
}

IrFunction *lower_get_function(Lower *L, Node *fn)
{
    if (fn->func.definition)
        fn = fn->func.definition;
    IrFunction *f = ptrmap_get(&L->funcs, fn);
    if (f)
        return f;
    IrModule *m = L->m;
    bool method = fn->func.owner && !fn->func.is_static_method;
    int np = fn->func.params.len + (method ? 1 : 0);
    const IrType **pt = ARENA_ARRAY(L->c->arena, const IrType *, np ? np : 1);
    int k = 0;
    if (method)
        pt[k++] = irt_pointer(m, layout_type(L, fn->func.owner->type, LAYOUT_NONE, false), IRS_FUNCTION);
    for (int i = 0; i < fn->func.params.len; i++) {
        Node *p = fn->func.params.data[i];
        const IrType *t = p->type ? layout_type(L, p->type, LAYOUT_NONE, false) : NULL;
        if (!t) {
            lower_error(L, p, D_LOWER_RESOURCE_VALUE, p->param.name ? p->param.name : "?");
            t = irt_int(m, 32, false);
        }
        pt[k++] = is_out(p) ? irt_pointer(m, t, IRS_FUNCTION) : t;
    }
    const Type *rt = ret_type(fn);
    const IrType *ret = rt ? layout_type(L, rt, LAYOUT_NONE, false) : irt_void(m);
    if (!ret) {
        lower_error(L, fn, D_LOWER_RESOURCE_VALUE, fn->func.name);
        ret = irt_void(m);
    }
    const char *name = ast_output_name(L->c, fn->func.name);
    if (fn->func.owner && fn->func.owner->strukt.name)
        name = arena_printf(L->c->arena, "%s::%s", ast_output_name(L->c, fn->func.owner->strukt.name), name);
    else if (is_entry(L, fn))
        name = arena_printf(L->c->arena, "%s.callable", name);
    f = ir_function_new(m, name, ret, pt, np); /* appended to m->functions */
    f->loc = fn->loc;
    k = 0;
    if (method)
        f->params[k++]->v.name = "this";
    for (int i = 0; i < fn->func.params.len; i++)
        f->params[k++]->v.name = fn->func.params.data[i]->param.name;
    lower_spirv_params(L, fn, f, method ? 1 : 0, is_entry(L, fn));
    ptrmap_put(L->scratch, &L->funcs, fn, f);
    vec_push(L->scratch, &L->worklist, fn);
    lower_spirv_function(L, fn, f);
    return f;
}

static void finish_body(Lower *L, const IrType *ret)
{
    if (ir_builder_terminated(&L->b))
        return;
    if (ret->kind == IRT_VOID)
        ir_build_jump(&L->b, IR_RETURN, NULL);
    else
        ir_build_jump(&L->b, IR_UNREACHABLE, NULL);
}

static void lower_function_body(Lower *L, Node *fn, IrFunction *f)
{
    L->fn = f;
    L->func = fn;
    ir_builder_init(&L->b, L->m, f);
    L->b.loc = fn->loc;
    bool method = fn->func.owner && !fn->func.is_static_method;
    int k = 0;
    L->this_ptr = method ? &f->params[k++]->v : NULL;
    for (int i = 0; i < fn->func.params.len; i++) {
        Node *p = fn->func.params.data[i];
        IrValue *pv = &f->params[k++]->v;
        VarInfo *vi = ARENA_NEW(lower_tmp_arena(L), VarInfo);
        vi->type = p->type;
        vi->member = -1;
        if (is_out(p)) {
            vi->ptr = pv;
        } else {
            vi->ptr = ir_build_var(&L->b, pv->type, p->param.name);
            ir_build_store(&L->b, vi->ptr, pv);
        }
        lower_set_var(p, vi);
    }
    lower_single_assign_scan(L, fn);
    lower_stmt(L, fn->func.body);
    finish_body(L, f->ret);
}

/* ---------------------------------------------------------------- entries */

static void lower_entry(Lower *L, Node *fn)
{
    IrModule *m = L->m;
    bool compute = fn->func.stage == IR_STAGE_COMPUTE || fn->func.stage == -1;
    const Type *rt = ret_type(fn);
    if (compute && rt && rt->kind != TY_VOID) {
        lower_error(L, fn, D_LOWER_ENTRY_RETURN, fn->func.name);
        return;
    }
    IrFunction *f = ir_function_new(m, fn->func.name, irt_void(m), NULL, 0);
    bool listed = false;
    for (int i = 0; i < m->functions.len; i++)
        listed |= m->functions.data[i] == f;
    if (!listed)
        vec_push(m->arena, &m->functions, f);
    listed = false;
    for (int i = 0; i < m->entries.len; i++)
        listed |= m->entries.data[i] == f;
    if (!listed)
        vec_push(m->arena, &m->entries, f);
    f->stage = compute ? IR_STAGE_COMPUTE : (IrStage)fn->func.stage;
    f->loc = fn->loc;
    lower_spirv_function(L, fn, f);
    for (int i = 0; i < 3; i++) {
        f->workgroup_size[i] = !compute ? 0 : fn->func.numthreads[i] > 0 ? (uint32_t)fn->func.numthreads[i] : 1;
        f->wave_size[i] = fn->func.wave_size[i] > 0 ? (uint32_t)fn->func.wave_size[i] : 0;
        if (compute && fn->func.numthreads_spec[i]) {
            f->workgroup_spec[i] = lower_spec_global(L, fn->func.numthreads_spec[i]);
            f->workgroup_spec[i]->spec_size = true;
        }
    }
    L->fn = f;
    L->func = fn;
    L->this_ptr = NULL;
    ir_builder_init(&L->b, m, f);
    L->b.loc = fn->loc;
    lower_spirv_entry_modes(L, fn); /* [[vk::spvexecutionmode]] */

    /* statics whose initializer is not a constant: stored first */
    for (int i = 0; i < L->static_inits.len; i++) {
        Node *v = L->static_inits.data[i];
        VarInfo *vi = lower_var(L, v);
        L->b.loc = v->loc;
        IrValue *val = lower_init(L, v->var.init, v->type);
        ir_build_store(&L->b, vi->ptr, val);
    }
    lower_entry_inputs(L, fn); /* lower_stage_io.c: sets L->io */
    lower_single_assign_scan(L, fn);
    lower_stmt(L, fn->func.body);
    if (!ir_builder_terminated(&L->b))
        lower_entry_return(L, NULL);
    L->io = NULL;
}

/* Other entries' callers: an entry that some function calls is lowered
 * again as an ordinary function (lower_get_function names it .callable). */

IrModule *lower_to_ir(Ctx *c, Ast *ast)
{
    return lower_to_ir_in(c, ast, c->arena);
}

/* Lowering's state and tables live in an arena of their own (Ctx.lower_arena,
 * which ctx_free frees on a bail): nothing after lowering reads them, so
 * they do not stay in the compilation's arena through the passes. */
IrModule *lower_to_ir_in(Ctx *c, Ast *ast, Arena *ir_arena)
{
    Arena *scratch = c->lower_arena = arena_new();
    Lower *L = ARENA_NEW(scratch, Lower);
    L->scratch = scratch;
    L->c = c;
    L->ast = ast;
    L->m = ir_module_new_in(c, ir_arena);
    L->tt = c->types;
    L->hlsl2021 = !c->opts || !c->opts->hlsl_version || c->opts->hlsl_version >= 2021;
    int errors0 = c->errors;
    make_globals(L);
    lower_spirv_globals_done(L);
    lower_nonuniform_scan(L);
    for (int i = 0; i < ast->entries.len; i++)
        lower_entry(L, ast->entries.data[i]);
    for (int i = 0; i < L->worklist.len; i++) {
        Node *fn = L->worklist.data[i];
        lower_function_body(L, fn, ptrmap_get(&L->funcs, fn));
    }
    IrModule *m = c->errors > errors0 ? NULL : L->m;
    arena_free(scratch);
    c->lower_arena = NULL;
    return m;
}
