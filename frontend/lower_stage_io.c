/* Entry points' stage inputs and outputs (frontend/stage_io.h's slots) as
 * IR globals, read into the parameters at the start of the entry wrapper
 * and written from the out parameters and the returned value at every
 * return (lower.c's lower_entry).
 *
 * Each slot has one global:
 *   a system value    its builtin (lower_stage_builtin: one global per stage
 *                     and direction, shared by the module's entries), in the
 *                     builtin's own type (u32, u32x3, f32x4, bool), converted
 *                     to the declared one: uint2 takes .xy, int is bitcast
 *                     (SV_Coverage is a u32 here; SPIR-V makes it element 0
 *                     of SampleMask, an array in Vulkan)
 *   clip and cull     one f32 array per entry and direction, each slot's
 *   distances         floats at its offset (stage_io.c's assign_distances:
 *                     DXC's GlPerVertex layout)
 *   user semantics,   a global at the slot's Location, of the declared type;
 *   SV_Target and     bool is carried as uint (Vulkan interfaces hold no
 *   arbitrary SVs     bool: DXC does the same)
 * A slot reaches its part of a parameter through its path of member
 * indices. */
#include <strings.h>
#include "lower_internal.h"
#include "stage_io.h"

typedef struct EntryIo {
    StageSlots slots;
    IrGlobal **globals;       /* by slot */
    IrGlobal *distance[2][2]; /* [output][cull]: the entry's distance arrays */
} EntryIo;

static bool is_distance(const StageSlot *sl)
{
    return !sl->arbitrary && (sl->sv == SV_CLIP_DISTANCE || sl->sv == SV_CULL_DISTANCE);
}

static IrBuiltin slot_builtin(const StageSlot *sl)
{
    if (sl->vk_builtin >= 0) /* [[vk::builtin("PointSize")]] */
        return vk_builtin_info[sl->vk_builtin].builtin;
    if (sl->sv == SV_BARYCENTRICS && (sl->interp & IR_INTERP_NOPERSPECTIVE))
        return IRB_BARY_COORD_NO_PERSP; /* DXC: BaryCoordNoPerspKHR */
    return stage_slot_at_location(sl) || sl->sv < 0 || sl->sv >= SV_COUNT ? IRB_NONE : sv_info[sl->sv].builtin;
}

/* The type a user semantic's global holds: bool as uint. */
static const Type *carried_type(Lower *L, const Type *t)
{
    if (t && (t->kind == TY_SCALAR || t->kind == TY_VECTOR) && t->scalar == SC_BOOL)
        return t->kind == TY_VECTOR ? type_vector(L->tt, SC_UINT, t->cols) : type_scalar(L->tt, SC_UINT);
    return t;
}

static IrGlobal *distance_global(Lower *L, EntryIo *io, const StageSlot *sl)
{
    bool cull = sl->sv == SV_CULL_DISTANCE;
    IrGlobal **slot = &io->distance[sl->output][cull];
    if (*slot)
        return *slot;
    const Type *t = type_array(L->tt, type_scalar(L->tt, SC_FLOAT), (uint32_t)sl->distance_total);
    IrGlobal *g = ir_global_new(L->m, cull ? "gl_CullDistance" : "gl_ClipDistance",
                                layout_type(L, t, LAYOUT_NONE, false), sl->output ? IRS_OUTPUT : IRS_INPUT);
    g->builtin = cull ? IRB_CULL_DISTANCE : IRB_CLIP_DISTANCE;
    g->location = -1;
    g->set = g->binding = -1;
    g->semantic = cull ? "SV_CullDistance" : "SV_ClipDistance";
    g->decl_loc = sl->sem_loc;
    *slot = g;
    return g;
}

static IrGlobal *slot_global(Lower *L, EntryIo *io, const StageSlot *sl)
{
    IrAddrSpace space = sl->output ? IRS_OUTPUT : IRS_INPUT;
    if (is_distance(sl)) { /* the entry's own array: a decoration stays with the entry */
        IrGlobal *g = distance_global(L, io, sl);
        lower_spirv_stage_var(L, sl->decl, g);
        return g;
    }
    IrBuiltin b = slot_builtin(sl);
    if (b != IRB_NONE) {
        /* ViewportMaskNV is an array of the slot's type. */
        IrGlobal *g = lower_stage_builtin(L, b, space, b == IRB_VIEWPORT_MASK_NV ? sl->type : NULL, sl->decl);
        g->semantic = sl->vk_builtin >= 0 ? sl->semantic : sv_info[sl->sv].name;
        if (!g->decl_loc.line)
            g->decl_loc = sl->sem_loc; /* shared by entries: the first one's */
        return g;
    }
    const char *name = arena_printf(L->c->arena, "%s_%s", sl->output ? "out" : "in", sl->semantic);
    IrGlobal *g = ir_global_new(L->m, name, layout_type(L, carried_type(L, sl->type), LAYOUT_NONE, false), space);
    g->location = sl->location;
    g->interp = (uint8_t)sl->interp;
    g->semantic = sl->semantic;
    g->decl_loc = sl->sem_loc;
    g->blend_index = sl->vk_index;
    lower_spirv_stage_var(L, sl->decl, g); /* [[vk::ext_decorate]] on it */
    return g;
}

/* The part of a parameter's variable a slot is. */
static IrValue *slot_part(Lower *L, IrValue *ptr, const StageSlot *sl)
{
    for (int k = 0; k < sl->depth; k++)
        ptr = lx_access_const(L, ptr, sl->path[k]);
    return ptr;
}

/* ---------------------------------------------------------------- reading */

/* Floats [*at, ...) of a distance array as a float, floatN, or an array of
 * them (t). */
static IrValue *read_distances(Lower *L, IrGlobal *g, const Type *t, uint32_t *at)
{
    const IrType *it = layout_type(L, t, LAYOUT_NONE, false);
    if (t->kind == TY_ARRAY) {
        IrValue **parts = ARENA_ARRAY(L->c->arena, IrValue *, t->len);
        for (uint32_t i = 0; i < t->len; i++)
            parts[i] = read_distances(L, g, t->elem, at);
        return lx_construct(L, it, parts, (int)t->len);
    }
    if (t->kind == TY_SCALAR || t->cols == 1) /* a float1 is an f32 in the IR */
        return ir_build_load(&L->b, lx_access_const(L, &g->v, (*at)++));
    IrValue *parts[4];
    for (int c = 0; c < t->cols; c++)
        parts[c] = ir_build_load(&L->b, lx_access_const(L, &g->v, (*at)++));
    return lx_construct(L, it, parts, t->cols);
}

/* A builtin's u32 / u32x3 value as type t: truncated, then bitcast (int)
 * or converted (float) as DXC does. */
static IrValue *builtin_value(Lower *L, IrGlobal *g, const Type *t)
{
    const Type *u = lower_builtin_type(L, g->builtin);
    IrValue *v = ir_build_load(&L->b, &g->v);
    int want = t->kind == TY_VECTOR ? t->cols : t->kind == TY_SCALAR ? 1 : type_component_count(t);
    int have = u->kind == TY_VECTOR ? u->cols : 1;
    if (want < have) {
        const Type *nu = lx_vec_type(L, u, want);
        v = lower_convert(L, v, u, nu);
        u = nu;
    }
    ScalarKind sk = type_scalar_kind(t);
    if (scalar_info[sk].cls == SCLASS_SINT && scalar_info[sk].bits == 32 && type_scalar_kind(u) == SC_UINT) {
        const Type *it = lx_vec_type(L, t, want);
        v = lx_op1(L, IR_BITCAST, layout_type(L, it, LAYOUT_NONE, false), v);
        u = it;
    }
    return lower_convert(L, v, u, t);
}

static IrValue *read_slot(Lower *L, IrGlobal *g, const StageSlot *sl)
{
    if (is_distance(sl)) {
        uint32_t at = (uint32_t)sl->distance_offset;
        return read_distances(L, g, sl->type, &at);
    }
    if (g->builtin != IRB_NONE)
        return builtin_value(L, g, sl->type);
    IrValue *v = ir_build_load(&L->b, &g->v);
    const Type *ct = carried_type(L, sl->type);
    return ct != sl->type ? lower_convert(L, v, ct, sl->type) : v;
}

/* ---------------------------------------------------------------- writing */

static void write_distances(Lower *L, IrGlobal *g, const Type *t, IrValue *x, uint32_t *at)
{
    if (t->kind == TY_ARRAY) {
        for (uint32_t i = 0; i < t->len; i++)
            write_distances(L, g, t->elem, lx_extract(L, x, i), at);
        return;
    }
    if (t->kind == TY_SCALAR || t->cols == 1) { /* a float1 is an f32 in the IR */
        ir_build_store(&L->b, lx_access_const(L, &g->v, (*at)++), x);
        return;
    }
    for (int c = 0; c < t->cols; c++) { /* one statement each: C leaves the order of arguments open */
        IrValue *part = lx_extract(L, x, (uint32_t)c);
        ir_build_store(&L->b, lx_access_const(L, &g->v, (*at)++), part);
    }
}

static void write_slot(Lower *L, IrGlobal *g, const StageSlot *sl, IrValue *x)
{
    if (is_distance(sl)) {
        uint32_t at = (uint32_t)sl->distance_offset;
        write_distances(L, g, sl->type, x, &at);
        return;
    }
    if (g->builtin != IRB_NONE && g->builtin != IRB_VIEWPORT_MASK_NV)
        x = lower_convert(L, x, sl->type, lower_builtin_type(L, g->builtin));
    else if (carried_type(L, sl->type) != sl->type)
        x = lower_convert(L, x, sl->type, carried_type(L, sl->type));
    ir_build_store(&L->b, &g->v, x);
}

void lower_entry_return(Lower *L, IrValue *v)
{
    EntryIo *io = L->io;
    for (int i = 0; io && i < io->slots.len; i++) {
        StageSlot *sl = &io->slots.data[i];
        if (!sl->output)
            continue;
        IrValue *x;
        L->b.loc = sl->loc;
        if (sl->root->kind == ND_FUNC) {
            if (!v || v->type->kind == IRT_VOID)
                continue;
            x = v;
            for (int k = 0; k < sl->depth; k++)
                x = lx_extract(L, x, sl->path[k]);
        } else {
            VarInfo *vi = lower_var(L, sl->root);
            if (!vi || !vi->ptr)
                continue;
            x = ir_build_load(&L->b, slot_part(L, vi->ptr, sl));
        }
        write_slot(L, io->globals[i], sl, x);
    }
    ir_build_jump(&L->b, IR_RETURN, NULL);
}

/* ---------------------------------------------------------------- the entry */

static Attribute *find_attr(Node *fn, const char *name)
{
    for (int i = 0; i < fn->func.attrs.len; i++)
        if (fn->func.attrs.data[i]->name && !strcasecmp(fn->func.attrs.data[i]->name, name))
            return fn->func.attrs.data[i];
    return NULL;
}

void lower_entry_inputs(Lower *L, Node *fn)
{
    IrFunction *f = L->fn;
    EntryIo *io = ARENA_NEW(L->scratch, EntryIo);
    stage_io_collect(L->c, fn, f->stage, &io->slots);
    io->globals = ARENA_ARRAY(L->c->arena, IrGlobal *, io->slots.len + 1);
    for (int i = 0; i < io->slots.len; i++) {
        StageSlot *sl = &io->slots.data[i];
        io->globals[i] = slot_global(L, io, sl);
        if (sl->output && sl->sv == SV_DEPTH_GREATER_EQUAL)
            f->depth_mode = IR_DEPTH_GREATER;
        else if (sl->output && sl->sv == SV_DEPTH_LESS_EQUAL)
            f->depth_mode = IR_DEPTH_LESS;
    }
    f->interface = io->globals; /* -fspv-preserve-interface keeps them */
    f->num_interface = (uint32_t)io->slots.len;
    Attribute *early = f->stage == IR_STAGE_FRAGMENT ? find_attr(fn, "earlydepthstencil") : NULL;
    if (early) {
        f->early_fragment_tests = true;
        f->early_fragment_tests_loc = early->loc;
    }
    for (int i = 0; i < fn->func.params.len; i++) {
        Node *p = fn->func.params.data[i];
        if (ast_is_uniform_param(p))
            continue; /* a member of $Globals (make_globals) */
        L->b.loc = p->loc;
        VarInfo *vi = ARENA_NEW(lower_tmp_arena(L), VarInfo);
        vi->type = p->type;
        vi->member = -1;
        lower_set_var(p, vi);
        const IrType *it = p->type ? layout_type(L, p->type, LAYOUT_NONE, false) : NULL;
        if (it)
            vi->ptr = ir_build_var(&L->b, it, p->param.name);
        else
            lower_error(L, p, D_LOWER_ENTRY_PARAM, p->param.name ? p->param.name : "", fn->func.name);
    }
    for (int i = 0; i < io->slots.len; i++) {
        StageSlot *sl = &io->slots.data[i];
        VarInfo *vi = sl->output ? NULL : lower_var(L, sl->root);
        if (!vi || !vi->ptr)
            continue;
        L->b.loc = sl->loc;
        /* the load, then the access: one statement each (C leaves the order
         * of a call's arguments open; gcc and clang differ) */
        IrValue *value = read_slot(L, io->globals[i], sl);
        ir_build_store(&L->b, slot_part(L, vi->ptr, sl), value);
    }
    L->io = io;
}
