/* wgsl_split_resource_arrays: a fixed-size array of N resources (buffers
 * of every kind, ConstantBuffer<T>, typed buffers, textures, samplers) as
 * N separate bindings, for WGSL: WebGPU has no arrays of bindings
 * (binding_array is not part of WebGPU; a binding holds one buffer or one
 * texture).
 *
 *   RWStructuredBuffer<int> B[3];     @group(0) @binding(4) var<storage, read_write> B_0: ...;
 *   B[i][j] = v;                      @group(0) @binding(5) var<storage, read_write> B_1: ...;
 *                                     @group(0) @binding(6) var<storage, read_write> B_2: ...;
 *                                     switch (i) { case 0u: { B_0.data[j] = v; } ... default: { B_2... } }
 *
 * Element k takes WebGPU binding first + k (wgsl_resource_arrays):
 * the array's own binding when the N numbers from it are free in its
 * group, else the first run of N free numbers above it, so the
 * bindings of single resources never move (reflection reports each
 * element's binding: docs/reflection.md). A constant index names its
 * element. A run-time index cannot select a pointer (WGSL has no pointers
 * to different variables in one value, and a texture is no value), so the
 * switch wraps the access itself: the load, store, atomic, arrayLength,
 * texture call or call that uses the element, with the access chain from
 * the array cloned into each case; a result goes through a function
 * variable (ir/ir_switch_uses.c, which ir_handle_resolve shares). An index past the end is undefined in HLSL (D3D12 and Vulkan
 * leave out-of-range descriptor indices undefined): the default case is
 * the last element.
 *
 * An unbounded array is split too when every index it is used at is
 * known (a constant, or one on each path: Out = c ? A[0] : A[1]), into
 * the largest plus one. Arrays of more than WGSL_MAX_BINDING_ARRAY
 * elements, other unbounded arrays and arrays of arrays keep PRISM5330 /
 * PRISM5230 (wgsl_module.c, wgsl_image.c). Runs before
 * ir_lower_phis_to_vars (which sees the indices' phis; a split block's
 * phis are retargeted) and before wgsl_lower_texel_buffers, which then
 * sees each typed buffer alone. */
#include <string.h>
#include "wgsl_internal.h"
#include "../ir/ir_switch_uses.h"

/* Whether g is an array of resources of the kind this pass splits (its
 * element count aside). */
static bool resource_array(const IrGlobal *g)
{
    const IrType *t = g->pointee;
    if (g->resource == IRR_NONE || (t->kind != IRT_ARRAY && t->kind != IRT_RUNTIME_ARRAY) || irt_has_spec_count(t))
        return false;
    if (g->space != IRS_STORAGE && g->space != IRS_UNIFORM && g->space != IRS_HANDLE)
        return false;
    /* one resource an element: not an array of arrays (PRISM5330 / 5230) */
    return t->elem->kind != IRT_ARRAY && t->elem->kind != IRT_RUNTIME_ARRAY;
}

/* The largest value an index can have when it is a constant, or a phi or
 * select of such (a resource chosen on each side of an if); false for
 * anything else. */
static bool index_bound(const IrValue *v, int depth, uint64_t *max)
{
    if (v->vkind == IRV_CONST) {
        uint64_t u = ((const IrConst *)v)->u;
        *max = u > *max ? u : *max;
        return true;
    }
    if (v->vkind != IRV_INST || depth > 8)
        return false;
    const IrInst *i = (const IrInst *)v;
    if (i->op == IR_SELECT)
        return index_bound(i->args[1], depth + 1, max) && index_bound(i->args[2], depth + 1, max);
    if (i->op != IR_PHI)
        return false;
    for (uint32_t k = 0; k < i->num_args; k++)
        if (!index_bound(i->args[k], depth + 1, max))
            return false;
    return true;
}

typedef struct Bound {
    const IrGlobal *g;
    uint64_t max;
    bool any, unbounded;
} Bound;

static void bound_block(IrBlock *blk, void *user)
{
    Bound *b = user;
    IR_FOR_EACH_INST(blk, i)
    if (i->op == IR_ACCESS && i->num_args >= 2 && i->args[0] == &b->g->v) {
        b->any = true;
        if (!index_bound(i->args[1], 0, &b->max))
            b->unbounded = true;
    }
}

/* How many bindings g takes on WebGPU: N for an array of N <=
 * WGSL_MAX_BINDING_ARRAY resources; for an unbounded one, the largest
 * index it is used at plus one when every index it takes is known (a
 * constant on each path); else 0 (not split). */
static uint32_t array_count(const IrModule *m, const IrGlobal *g)
{
    if (!resource_array(g))
        return 0;
    if (g->pointee->kind == IRT_ARRAY)
        return g->pointee->count <= WGSL_MAX_BINDING_ARRAY ? g->pointee->count : 0;
    Bound b = {.g = g};
    for (int f = 0; f < m->functions.len && !b.unbounded; f++)
        ir_walk_blocks(&m->functions.data[f]->body, bound_block, &b);
    return b.any && !b.unbounded && b.max < WGSL_MAX_BINDING_ARRAY ? (uint32_t)b.max + 1 : 0;
}

static bool is_resource_global(const IrGlobal *g)
{
    return g->resource != IRR_NONE && g->binding >= 0 && g->space != IRS_INPUT && g->space != IRS_OUTPUT;
}

static bool taken(const int *used, int n, int b)
{
    for (int k = 0; k < n; k++)
        if (used[k] == b)
            return true;
    return false;
}

/* The WebGPU bindings of the module's resources (see above). In each
 * group single resources keep their bindings; each split array, by its
 * binding then its declaration, takes the first run of N free numbers
 * from its own binding. From the globals and their uses alone, so the
 * WGSL module and the reflected one agree; before ir_lower_phis_to_vars. */
WgslArrays wgsl_resource_arrays(const IrModule *m, Arena *a)
{
    uint32_t ng = m->next_global_id + 1;
    WgslArrays r = {ARENA_ARRAY(a, uint32_t, ng), ARENA_ARRAY(a, int, ng), ng};
    int cap = 0;
    for (int k = 0; k < m->globals.len; k++) {
        const IrGlobal *x = m->globals.data[k];
        r.count[x->v.id] = is_resource_global(x) ? array_count(m, x) : 0;
        r.first[x->v.id] = x->binding;
        cap += r.count[x->v.id] + 1;
    }
    /* Vulkan's combined image samplers keep PRISM5239 / 5240, once */
    for (int k = 0; k < m->globals.len; k++) {
        const IrGlobal *x = m->globals.data[k];
        if (x->combined || x->combined_image)
            r.count[x->v.id] = 0;
        if (x->combined_image)
            r.count[x->combined_image->v.id] = 0;
    }
    /* the split arrays by (group, binding, declaration): insertion sort */
    const IrGlobal **arr = ARENA_ARRAY(a, const IrGlobal *, m->globals.len + 1);
    int na = 0;
    for (int k = 0; k < m->globals.len; k++) {
        const IrGlobal *g = m->globals.data[k];
        if (!r.count[g->v.id])
            continue;
        int j = na++;
        while (j > 0 && (arr[j - 1]->set > g->set || (arr[j - 1]->set == g->set && arr[j - 1]->binding > g->binding))) {
            arr[j] = arr[j - 1];
            j--;
        }
        arr[j] = g;
    }
    int *used = ARENA_ARRAY(a, int, cap + 1), n = 0;
    for (int k = 0; k < na; k++) {
        const IrGlobal *g = arr[k];
        if (k == 0 || arr[k - 1]->set != g->set) { /* a new group: its single resources */
            n = 0;
            for (int j = 0; j < m->globals.len; j++) {
                const IrGlobal *x = m->globals.data[j];
                if (is_resource_global(x) && x->set == g->set && !r.count[x->v.id])
                    used[n++] = x->binding;
            }
        }
        int c = (int)r.count[g->v.id], start = g->binding;
        for (;; start++) {
            int e = 0;
            while (e < c && !taken(used, n, start + e))
                e++;
            if (e == c)
                break;
        }
        r.first[g->v.id] = start;
        for (int e = 0; e < c; e++)
            used[n++] = start + e;
    }
    return r;
}

/* ---------------------------------------------------------------- the pass */

typedef VEC(IrInst *) InstVec;

typedef struct Split {
    IrModule *m;
    IrFunction *f;
    PtrMap elements; /* array global -> IrGlobal *[N], its elements */
    InstVec insts;   /* scratch: the accesses into split arrays */
} Split;

static IrGlobal **elements_of(Split *s, IrValue *v)
{
    return v && v->vkind == IRV_GLOBAL ? ptrmap_get(&s->elements, v) : NULL;
}

static void collect_roots(IrBlock *blk, void *user)
{
    Split *s = user;
    IR_FOR_EACH_INST(blk, i)
    if (i->op == IR_ACCESS && i->num_args >= 2 && elements_of(s, i->args[0]))
        vec_push(s->m->arena, &s->insts, i);
}

/* An access into a split array with a constant first index: into the
 * element itself. */
static void direct(Split *s, IrInst *i, IrGlobal **elems, uint32_t n)
{
    uint64_t k = ((IrConst *)i->args[1])->u;
    if (k >= n) { /* undefined in HLSL; the last element, as a run-time index gets */
        diag(s->m->c, i->loc, D_WGSL_ARRAY_RANGE, i->args[0]->name ? i->args[0]->name : "?", (unsigned)k, n);
        k = n - 1;
    }
    if (i->num_args == 2) {
        ir_replace_uses(s->f, &i->v, &elems[k]->v);
        ir_inst_remove(i);
        return;
    }
    i->args[0] = &elems[k]->v;
    memmove(i->args + 1, i->args + 2, (i->num_args - 2) * sizeof *i->args);
    i->num_args--;
}

/* A run-time index: each use in a switch over the elements
 * (ir/ir_switch_uses.c). */
static void dynamic(Split *s, IrInst *root, IrGlobal **elems, uint32_t n)
{
    IrValue **cands = ARENA_ARRAY(s->m->arena, IrValue *, n);
    for (uint32_t k = 0; k < n; k++)
        cands[k] = &elems[k]->v;
    if (!ir_switch_uses(s->m, s->f, root, root->args[1], cands, n)) /* ir_lower_resource_handles leaves a
                                                                       resource's pointer only to these */
        ice(s->m->c, "wgsl_split_resource_arrays: an element of '%s' used by what no switch can wrap",
            root->args[0]->name ? root->args[0]->name : "?");
}

static IrGlobal **make_elements(Split *s, IrGlobal *g, uint32_t n, int first)
{
    IrModule *m = s->m;
    IrGlobal **elems = ARENA_ARRAY(m->arena, IrGlobal *, n);
    for (uint32_t k = 0; k < n; k++) {
        const char *full = arena_printf(m->arena, "%s_%u", g->v.name ? g->v.name : "array", k);
        IrGlobal *e = ir_global_new(m, full, g->pointee->elem, g->space);
        IrValue v = e->v;
        *e = *g;
        e->v = v;
        e->pointee = g->pointee->elem;
        e->v.type = irt_pointer(m, e->pointee, g->space);
        e->binding = first + (int)k;
        elems[k] = e;
    }
    return elems;
}

bool wgsl_split_resource_arrays(IrModule *m)
{
    Split s = {.m = m};
    WgslArrays t = wgsl_resource_arrays(m, m->arena);
    int n = m->globals.len; /* the elements are appended */
    for (int k = 0; k < n; k++) {
        IrGlobal *g = m->globals.data[k];
        if (t.count[g->v.id])
            ptrmap_put(m->arena, &s.elements, g, make_elements(&s, g, t.count[g->v.id], t.first[g->v.id]));
    }
    if (!s.elements.len)
        return false;
    for (int fi = 0; fi < m->functions.len; fi++) {
        s.f = m->functions.data[fi];
        s.insts = (InstVec){0};
        ir_walk_blocks(&s.f->body, collect_roots, &s);
        InstVec roots = s.insts;
        if (!roots.len)
            continue;
        for (int k = 0; k < roots.len; k++) {
            IrInst *r = roots.data[k];
            IrGlobal **elems = elements_of(&s, r->args[0]);
            uint32_t count = t.count[r->args[0]->id];
            if (r->args[1]->vkind == IRV_CONST)
                direct(&s, r, elems, count);
            else
                dynamic(&s, r, elems, count);
        }
    }
    return true;
}
