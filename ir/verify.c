/* The IR verifier: checks every invariant of docs/ir.md (the numbers in the
 * comments, [S1] etc., are that list's). Linear in the size of the module,
 * plus the CFG and dominators of each function. Reports the first problem as
 * D_IR_VERIFY and returns false. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../intrinsics/intrinsics.h"
#include "ir.h"
#include "ir_spirv.h"

typedef struct V {
    IrModule *m;
    IrFunction *f;
    Arena *a;
    IrCfg *cfg;
    char *err;          /* the first problem (malloc'd), or NULL */
    IrInst **def;       /* by value id: the instruction found in the tree */
    uint32_t *pos;      /* by value id: position in its block */
    uint8_t *node_seen; /* by node id */
    uint32_t *mark;     /* by node id: phi predecessor stamps */
    uint32_t stamp;
    IrGlobal **globals; /* by module id */
    IrFunction **funcs; /* by module id */
    uint32_t num_ids;
} V;

/* Jump context of a region: the innermost constructs around it. */
typedef struct JumpCtx {
    bool in_loop;          /* some loop encloses it (continue has a target) */
    bool breakable;        /* some loop or switch encloses it */
    bool break_in_cont;    /* the innermost breakable is a loop whose continuing we are in */
    bool cont_in_cont;     /* we are in the continuing of the innermost loop */
    bool in_any_continuing;
} JumpCtx;

static void vfail(V *v, const IrBlock *blk, const IrInst *i, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void vfail(V *v, const IrBlock *blk, const IrInst *i, const char *fmt, ...)
{
    if (v->err)
        return;
    char what[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    char where[160] = "";
    int n = snprintf(where, sizeof where, "in @%s", v->f ? (v->f->name ? v->f->name : "?") : "<module>");
    if (blk)
        n += snprintf(where + n, sizeof where - (size_t)n, ", block b%u", blk->n.id);
    if (i)
        snprintf(where + n, sizeof where - (size_t)n, ", %%%u (%s)", i->v.id,
                 i->op < IR_OP_COUNT ? ir_op_info[i->op].name : "?");
    size_t len = strlen(what) + strlen(where) + 4;
    v->err = malloc(len);
    if (v->err)
        snprintf(v->err, len, "%s: %s", where, what);
}

#define FAIL(...)                                                                                                 \
    do {                                                                                                          \
        vfail(v, __VA_ARGS__);                                                                                    \
        return;                                                                                                   \
    } while (0)
#define CHECK(cond, ...)                                                                                          \
    do {                                                                                                          \
        if (!(cond))                                                                                              \
            FAIL(__VA_ARGS__);                                                                                    \
    } while (0)

static const char *tn(V *v, const IrType *t) { return t ? irt_name(v->m, t) : "(null)"; }

/* ---------------------------------------------------------------- structure */

static void check_region(V *v, IrRegion *r, IrNode *parent, JumpCtx jc);

static void check_block(V *v, IrBlock *b, JumpCtx jc)
{
    IrFunction *f = v->f;
    bool first_of_body = &b->n == f->body.first;
    bool seen_non_phi = false;
    uint32_t pos = 0;
    for (IrInst *i = b->first, *prev = NULL; i; prev = i, i = i->next, pos++) {
        CHECK(i->prev == prev, b, i, "broken instruction list (prev link)"); /* [S4] */
        CHECK(i->block == b, b, i, "instruction's block pointer is not its block"); /* [S4] */
        CHECK(i->v.vkind == IRV_INST && i->op < IR_OP_COUNT, b, i, "not an instruction");
        CHECK(i->v.id < f->next_value_id, b, i, "value id out of range"); /* [S5] */
        CHECK(!v->def[i->v.id], b, i, "value id used twice (instruction in two places?)"); /* [S5] */
        CHECK(i->v.type, b, i, "no result type");
        v->def[i->v.id] = i;
        v->pos[i->v.id] = pos;
        if (i->op == IR_PHI) {
            CHECK(!seen_non_phi, b, i, "phi after a non-phi instruction"); /* [B1] */
            CHECK(!v->m->no_phis, b, i, "phi after ir_lower_phis_to_vars"); /* [L1] */
        } else {
            seen_non_phi = true;
        }
        if (!i->next)
            CHECK(b->last == i, b, i, "broken instruction list (last)");
        if (ir_op_is_jump(i->op)) {
            CHECK(!i->next, b, i, "jump is not the last instruction of its block"); /* [B2] */
            CHECK(!b->n.next, b, i, "block ending in a jump is not the last node of its region"); /* [B3] */
            if (i->op == IR_BREAK) { /* [J1] */
                CHECK(jc.breakable, b, i, "break outside a loop or switch");
                CHECK(!jc.break_in_cont, b, i, "break in a loop's continuing (use break_if)");
            } else if (i->op == IR_CONTINUE) { /* [J2] */
                CHECK(jc.in_loop, b, i, "continue outside a loop");
                CHECK(!jc.cont_in_cont, b, i, "continue in a loop's continuing");
            } else if (i->op == IR_RETURN || i->op == IR_DISCARD) {
                CHECK(!jc.in_any_continuing, b, i, "%s in a loop's continuing", ir_op_info[i->op].name); /* [J3] */
            }
        }
        if (i->op == IR_VAR)
            CHECK(first_of_body, b, i, "var outside the first block of the function body"); /* [B4] */
    }
    if (!b->first)
        CHECK(!b->last, b, NULL, "broken instruction list (empty block with a last)");
}

static void check_region(V *v, IrRegion *r, IrNode *parent, JumpCtx jc)
{
    IrFunction *f = v->f;
    CHECK(r->parent == parent, NULL, NULL, "region's parent is not its node"); /* [S3] */
    CHECK(r->first && r->last, NULL, NULL, "empty region (a region holds at least one block)"); /* [S1] */
    CHECK(r->first->kind == IRN_BLOCK && r->last->kind == IRN_BLOCK, NULL, NULL,
          "region does not start and end with a block"); /* [S1] */
    IrNode *prev = NULL;
    for (IrNode *n = r->first; n; prev = n, n = n->next) {
        CHECK(n->prev == prev, NULL, NULL, "broken node list (prev link) at node %u", n->id); /* [S3] */
        CHECK(n->parent == r, NULL, NULL, "node %u: parent is not its region", n->id); /* [S3] */
        CHECK(n->id < f->next_node_id, NULL, NULL, "node id %u out of range", n->id); /* [S5] */
        CHECK(!v->node_seen[n->id], NULL, NULL, "node id %u used twice", n->id); /* [S5] */
        v->node_seen[n->id] = 1;
        if (prev)
            CHECK((prev->kind == IRN_BLOCK) != (n->kind == IRN_BLOCK), NULL, NULL,
                  "region does not alternate blocks and control nodes at node %u", n->id); /* [S2] */
        if (!n->next)
            CHECK(r->last == n, NULL, NULL, "broken node list (last)");
        switch (n->kind) {
        case IRN_BLOCK: check_block(v, (IrBlock *)n, jc); break;
        case IRN_IF:
            check_region(v, &((IrIf *)n)->then_, n, jc);
            check_region(v, &((IrIf *)n)->else_, n, jc);
            break;
        case IRN_LOOP: {
            IrLoop *l = (IrLoop *)n;
            JumpCtx body = {true, true, false, false, jc.in_any_continuing};
            check_region(v, &l->body, n, body);
            JumpCtx cont = {true, true, true, true, true};
            check_region(v, &l->continuing, n, cont);
            break;
        }
        case IRN_SWITCH: {
            IrSwitch *s = (IrSwitch *)n;
            JumpCtx in = jc;
            in.breakable = true;
            in.break_in_cont = false;
            int defaults = 0;
            for (uint32_t k = 0; k < s->num_cases; k++) {
                defaults += s->cases[k].is_default;
                check_region(v, &s->cases[k].body, n, in);
            }
            CHECK(defaults <= 1, NULL, NULL, "switch (node %u) has %d defaults", n->id, defaults); /* [C3] */
            break;
        }
        default: FAIL(NULL, NULL, "node %u: unknown kind", n->id);
        }
        if (v->err)
            return;
    }
}

/* ---------------------------------------------------------------- operands */

/* Checks that value u, used in blk at position upos (UINT32_MAX: at its end),
 * is a value of this function (or module) that dominates the use. [D1-D3] */
static void check_use(V *v, IrBlock *blk, IrInst *user, IrValue *u, uint32_t upos)
{
    CHECK(u, blk, user, "missing operand");
    switch (u->vkind) {
    case IRV_CONST:
    case IRV_UNDEF: return;
    case IRV_PARAM: CHECK(((IrParam *)u)->func == v->f, blk, user, "uses a parameter of another function"); return;
    case IRV_GLOBAL:
        CHECK(u->id < v->num_ids && v->globals[u->id] == (IrGlobal *)u, blk, user,
              "uses a global that is not in the module"); /* [D3] */
        CHECK(!(v->m->globals_lowered_mask >> ((IrGlobal *)u)->space & 1u), blk, user,
              "uses @%s (%s memory) after ir_lower_globals_to_params", u->name ? u->name : "?",
              ir_space_name[((IrGlobal *)u)->space]); /* [L2] */
        return;
    case IRV_FUNC:
        CHECK(user && user->op == IR_CALL && user->args[0] == u, blk, user, "a function used as a value");
        CHECK(u->id < v->num_ids && v->funcs[u->id] == (IrFunction *)u, blk, user,
              "calls a function that is not in the module"); /* [D3] */
        return;
    case IRV_INST: {
        IrInst *d = (IrInst *)u;
        CHECK(d->v.id < v->f->next_value_id && v->def[d->v.id] == d && d->block, blk, user,
              "uses %%%u, which is not in the function (removed, or another function's)", d->v.id); /* [D2] */
        CHECK(d->v.type->kind != IRT_VOID, blk, user, "uses %%%u, which has no result", d->v.id);
        if (d->block == blk) {
            CHECK(upos == UINT32_MAX || v->pos[d->v.id] < upos, blk, user,
                  "uses %%%u before its definition", d->v.id); /* [D1] */
        } else {
            CHECK(ir_cfg_dominates(v->cfg, d->block, blk), blk, user,
                  "uses %%%u (defined in b%u), which does not dominate the use", d->v.id,
                  d->block->n.id); /* [D1] */
        }
        return;
    }
    }
    FAIL(blk, user, "operand of unknown kind");
}

/* ---------------------------------------------------------------- types */

static bool is_sv(const IrType *t) { return irt_is_scalar(t) || t->kind == IRT_VECTOR; }
static bool is_num_sv(const IrType *t) { return is_sv(t) && (irt_is_int(t) || irt_is_float(t)); }

static const IrType *bool_like(V *v, const IrType *t)
{
    return irt_vector(v->m, irt_bool(v->m), irt_components(t));
}

static uint32_t sv_bits(const IrType *t)
{
    const IrType *s = irt_scalar_of(t);
    return (uint32_t)irt_components(t) * (s->kind == IRT_BOOL ? 0 : s->bits);
}

/* Walks a constant index path through a composite type; NULL if invalid. */
static const IrType *walk_lits(const IrType *t, const uint32_t *lits, uint32_t n)
{
    for (uint32_t k = 0; k < n && t; k++) {
        switch (t->kind) {
        case IRT_STRUCT: t = lits[k] < t->num_members ? t->members[lits[k]].type : NULL; break;
        case IRT_VECTOR:
        case IRT_MATRIX:
        case IRT_ARRAY: t = lits[k] < t->count ? t->elem : NULL; break;
        default: t = NULL; break;
        }
    }
    return t;
}

/* [P1]: a phi has one operand per CFG predecessor of its block, each
 * predecessor once, and operands of its own type. */
static void check_phi(V *v, IrBlock *b, IrInst *i)
{
    IrCfg *cfg = v->cfg;
    const IrType *rt = i->v.type;
    uint32_t np = (uint32_t)cfg->preds[b->n.id].len;
    CHECK(i->num_args == np, b, i, "phi has %u operands, its block has %u predecessors", i->num_args, np);
    CHECK(i->preds || !np, b, i, "phi without predecessor blocks");
    uint32_t s = ++v->stamp;
    for (uint32_t k = 0; k < np; k++)
        v->mark[cfg->preds[b->n.id].data[k]->n.id] = s;
    for (uint32_t k = 0; k < np; k++) {
        IrBlock *p = i->preds[k];
        CHECK(p, b, i, "phi operand %u has no predecessor block", k);
        CHECK(p->n.id < cfg->num_blocks && cfg->blocks[p->n.id] == p && v->mark[p->n.id] == s, b, i,
              "phi operand %u comes from b%u, which is not a predecessor (or is listed twice)", k, p->n.id);
        v->mark[p->n.id] = 0;
        CHECK(i->args[k] && i->args[k]->type == rt, b, i, "phi operand %u is %s, phi is %s", k,
              i->args[k] ? tn(v, i->args[k]->type) : "missing", tn(v, rt));
    }
}

/* A texel coordinate of an image of dim d: a 32-bit int (signed or not)
 * with the dim's number of components. */
static bool coord_ok(const IrType *t, uint8_t dim)
{
    const IrType *s = irt_scalar_of(t);
    return (irt_is_scalar(t) || t->kind == IRT_VECTOR) && s->kind == IRT_INT && s->bits == 32 &&
           irt_components(t) == ir_image_dim_info[dim].coords;
}

/* An n-component scalar/vector of 32-bit ints (int true) or f32. */
static bool vec_ok(const IrType *t, bool is_int, int n)
{
    const IrType *s = irt_scalar_of(t);
    return (irt_is_scalar(t) || t->kind == IRT_VECTOR) && s->bits == 32 &&
           (is_int ? s->kind == IRT_INT : s->kind == IRT_FLOAT) && irt_components(t) == n;
}

/* The optional operands of sample, gather and read (IR_IMG_* in imm), from
 * operand k on: each there with its type, and nothing after them. */
static void check_image_operands(V *v, IrBlock *b, IrInst *i, uint32_t k, const IrType *img)
{
    const IrImageDimInfo *d = &ir_image_dim_info[img->dim];
    static const struct { unsigned bit; int count; bool is_int; bool base; } ops[] = {
        {IR_IMG_DREF, 1, false, false}, {IR_IMG_BIAS, 1, false, false}, {IR_IMG_LOD, 1, false, false},
        {IR_IMG_GRAD, 2, false, true},  {IR_IMG_SAMPLE, 1, true, false}, {IR_IMG_OFFSET, 1, true, true},
        {IR_IMG_MIN_LOD, 1, false, false},
    };
    for (size_t o = 0; o < sizeof ops / sizeof ops[0]; o++) {
        if (!(i->imm & ops[o].bit))
            continue;
        /* a texel read's level is an int */
        bool is_int = ops[o].is_int || (i->op == IR_IMAGE_READ && ops[o].bit == IR_IMG_LOD);
        for (int c = 0; c < ops[o].count; c++, k++) {
            CHECK(k < i->num_args, b, i, "%s: operand %u (imm 0x%x) is missing", ir_op_info[i->op].name, k, i->imm);
            CHECK(vec_ok(i->args[k]->type, is_int, ops[o].base ? d->base : 1), b, i, "%s: operand %u is %s",
                  ir_op_info[i->op].name, k, tn(v, i->args[k]->type));
        }
    }
    CHECK(k == i->num_args, b, i, "%s has %u operands, imm 0x%x says %u", ir_op_info[i->op].name, i->num_args, i->imm, k);
}

/* The result of a texel-giving image op: want, or with IR_IMG_SPARSE a
 * struct {u32 residency code, want}. */
static bool texel_result_ok(IrModule *m, const IrInst *i, const IrType *want)
{
    const IrType *rt = i->v.type;
    if (!(i->imm & IR_IMG_SPARSE))
        return rt == want;
    return rt->kind == IRT_STRUCT && rt->num_members == 2 && rt->members[0].type == irt_int(m, 32, false) &&
           rt->members[1].type == want;
}

/* [T4]: the image ops. */
static void check_image(V *v, IrBlock *b, IrInst *i)
{
    IrModule *m = v->m;
    CHECK(i->num_args >= 1, b, i, "%s without an image", ir_op_info[i->op].name);
    const IrType *rt = i->v.type, *t0 = i->args[0]->type, *t1 = i->num_args > 1 ? i->args[1]->type : NULL;
    if (i->op == IR_IMAGE_TEXEL_POINTER) {
        CHECK(t0->kind == IRT_POINTER && t0->space == IRS_HANDLE && t0->elem->kind == IRT_IMAGE, b, i,
              "texel pointer into %s, not ptr<handle, image>", tn(v, t0));
        const IrType *img = t0->elem;
        CHECK(img->sampled == IR_IMAGE_STORAGE, b, i, "texel pointer into a sampled image");
        CHECK(coord_ok(t1, img->dim), b, i, "coordinate %s for a %s image", tn(v, t1), ir_image_dim_info[img->dim].name);
        CHECK(rt == irt_pointer(m, img->elem, IRS_IMAGE), b, i, "texel pointer gives %s, not ptr<image, %s>",
              tn(v, rt), tn(v, img->elem));
        return;
    }
    CHECK(t0->kind == IRT_IMAGE, b, i, "%s on %s, not an image", ir_op_info[i->op].name, tn(v, t0));
    const IrImageDimInfo *d = &ir_image_dim_info[t0->dim];
    const IrType *vec4 = irt_vector(m, t0->elem, 4), *f32 = irt_float(m, 32);
    bool sampling = i->op == IR_IMAGE_SAMPLE || i->op == IR_IMAGE_GATHER ||
                    (i->op == IR_IMAGE_QUERY && i->imm >= IR_QUERY_LOD);
    if (sampling) {
        CHECK(i->num_args >= 3 && t1->kind == IRT_SAMPLER, b, i, "%s needs a sampler, not %s", ir_op_info[i->op].name,
              tn(v, t1));
        CHECK(t0->sampled == IR_IMAGE_SAMPLED && !d->multisampled && t0->dim != IR_DIM_BUFFER, b, i,
              "%s of a %s %s image", ir_op_info[i->op].name, t0->sampled == IR_IMAGE_STORAGE ? "storage" : "sampled",
              d->name);
    }
    switch (i->op) {
    case IR_IMAGE_SAMPLE:
    case IR_IMAGE_GATHER: {
        CHECK(vec_ok(i->args[2]->type, false, d->coords), b, i, "sampling coordinate %s for a %s image",
              tn(v, i->args[2]->type), d->name);
        unsigned allowed = i->op == IR_IMAGE_GATHER ? IR_IMG_DREF | IR_IMG_OFFSET | IR_IMG_SPARSE | (3u << IR_IMG_COMPONENT_SHIFT)
                                                    : IR_IMG_DREF | IR_IMG_BIAS | IR_IMG_LOD | IR_IMG_GRAD |
                                                          IR_IMG_OFFSET | IR_IMG_MIN_LOD | IR_IMG_SPARSE;
        CHECK(!(i->imm & ~allowed), b, i, "%s with operands 0x%x", ir_op_info[i->op].name, i->imm);
        int lods = !!(i->imm & IR_IMG_BIAS) + !!(i->imm & IR_IMG_LOD) + !!(i->imm & IR_IMG_GRAD);
        CHECK(lods <= 1, b, i, "image_sample with more than one of bias, lod and gradients");
        CHECK(!(i->imm & IR_IMG_MIN_LOD) || !(i->imm & IR_IMG_LOD), b, i, "image_sample with a lod and a lod clamp");
        CHECK(!(i->imm & IR_IMG_OFFSET) || (t0->dim != IR_DIM_CUBE && t0->dim != IR_DIM_CUBE_ARRAY), b, i,
              "offset on a cube image");
        const IrType *want = (i->op == IR_IMAGE_SAMPLE && (i->imm & IR_IMG_DREF)) ? f32 : vec4;
        CHECK(texel_result_ok(m, i, want), b, i, "%s gives %s, not %s%s", ir_op_info[i->op].name, tn(v, rt),
              (i->imm & IR_IMG_SPARSE) ? "a struct {u32, texel} of " : "", tn(v, want));
        CHECK(!(i->imm & IR_IMG_DREF) || t0->elem == f32, b, i, "comparison on an image of %s", tn(v, t0->elem));
        check_image_operands(v, b, i, 3, t0);
        break;
    }
    case IR_IMAGE_READ:
        CHECK(coord_ok(t1, t0->dim), b, i, "coordinate %s for a %s image", tn(v, t1), d->name);
        CHECK(texel_result_ok(m, i, vec4), b, i, "image_read gives %s, not %s", tn(v, rt), tn(v, vec4));
        CHECK(!(i->imm & ~(IR_IMG_LOD | IR_IMG_SAMPLE | IR_IMG_OFFSET | IR_IMG_SPARSE)), b, i,
              "image_read with operands 0x%x", i->imm);
        CHECK(!(i->imm & IR_IMG_SAMPLE) == !d->multisampled, b, i, "image_read of a %s image %s a sample index", d->name,
              d->multisampled ? "without" : "with");
        CHECK(!(i->imm & (IR_IMG_LOD | IR_IMG_OFFSET)) || t0->sampled == IR_IMAGE_SAMPLED, b, i,
              "image_read of a storage image with a level or an offset");
        check_image_operands(v, b, i, 2, t0);
        break;
    case IR_IMAGE_WRITE:
        CHECK(t0->sampled == IR_IMAGE_STORAGE, b, i, "image_write to a sampled image");
        CHECK(coord_ok(t1, t0->dim), b, i, "coordinate %s for a %s image", tn(v, t1), d->name);
        CHECK(i->args[2]->type == vec4, b, i, "image_write of %s, not %s", tn(v, i->args[2]->type), tn(v, vec4));
        CHECK(rt->kind == IRT_VOID, b, i, "image_write has a result");
        break;
    default: { /* IR_IMAGE_QUERY */
        const IrType *u32 = irt_int(m, 32, false);
        switch ((IrImageQuery)i->imm) {
        case IR_QUERY_SIZE:
            CHECK(rt == irt_vector(m, u32, d->size), b, i, "image_query size gives %s, not %d u32", tn(v, rt), d->size);
            CHECK(i->num_args == 1 || (i->num_args == 2 && vec_ok(t1, true, 1) && t0->sampled == IR_IMAGE_SAMPLED &&
                                       !d->multisampled && t0->dim != IR_DIM_BUFFER),
                  b, i, "image_query size with a level on a %s image", d->name);
            break;
        case IR_QUERY_LEVELS:
        case IR_QUERY_SAMPLES:
            CHECK(i->num_args == 1 && rt == u32, b, i, "image_query %s takes the image and gives u32",
                  ir_query_name[i->imm]);
            CHECK((i->imm == IR_QUERY_SAMPLES) == d->multisampled && t0->dim != IR_DIM_BUFFER, b, i,
                  "image_query %s of a %s image", ir_query_name[i->imm], d->name);
            break;
        case IR_QUERY_LOD:
        case IR_QUERY_LOD_UNCLAMPED:
            CHECK(i->num_args == 3 && vec_ok(i->args[2]->type, false, d->base) && rt == f32, b, i,
                  "image_query %s takes image, sampler, coordinate and gives f32", ir_query_name[i->imm]);
            break;
        default: CHECK(false, b, i, "image_query %u", i->imm);
        }
        break;
    }
    }
}

/* A handle reached from a global: the global, a parameter carrying it, or
 * an access chain on one of them. */
static bool rooted_handle(const IrValue *x)
{
    while (x->vkind == IRV_INST && ((const IrInst *)x)->op == IR_ACCESS)
        x = ((const IrInst *)x)->args[0];
    return x->vkind == IRV_GLOBAL || (x->vkind == IRV_PARAM && ((const IrParam *)x)->global);
}

/* [H1]: after ir_lower_resource_handles no handle is a value of its own. */
static void check_handles(V *v, IrBlock *b, IrInst *i)
{
    const IrType *t = i->op == IR_VAR ? i->v.type->elem : i->v.type;
    if (!ir_type_has_handles(t))
        return;
    CHECK(i->op == IR_ACCESS && ir_type_is_handle(t) && rooted_handle(&i->v), b, i,
          "a resource handle %s (%s) after ir_lower_resource_handles", i->op == IR_VAR ? "in a var" : "value",
          tn(v, t)); /* [H1] */
}

static void check_inst(V *v, IrBlock *b, IrInst *i, uint32_t pos)
{
    IrModule *m = v->m;
    IrFunction *f = v->f;
    const IrType *rt = i->v.type;
    int nargs = ir_op_info[i->op].nargs;
    CHECK(nargs < 0 || i->num_args == (uint32_t)nargs, b, i, "%u operands, expected %d", i->num_args, nargs); /* [T1] */
    if (m->handles_lowered) {
        check_handles(v, b, i);
        if (v->err)
            return;
    }
    if (i->op == IR_PHI) {
        check_phi(v, b, i);
        if (v->err)
            return;
    }
    for (uint32_t k = 0; k < i->num_args; k++) {
        if (i->op == IR_PHI) {
            check_use(v, i->preds[k], i, i->args[k], UINT32_MAX); /* [D1]: at the end of the predecessor */
        } else {
            check_use(v, b, i, i->args[k], pos);
        }
        if (v->err)
            return;
    }
    IrValue **a = i->args;
    const IrType *t0 = i->num_args > 0 ? a[0]->type : NULL;
    const IrType *t1 = i->num_args > 1 ? a[1]->type : NULL;
    bool no_result = i->op == IR_STORE || i->op == IR_BARRIER || i->op == IR_IMAGE_WRITE || ir_op_is_jump(i->op);
    if (no_result)
        CHECK(rt->kind == IRT_VOID, b, i, "has a result of type %s", tn(v, rt)); /* [T2] */

    /* [T3]: operand and result types of each op. */
    switch (i->op) {
    case IR_VAR:
        CHECK(i->num_args <= 1, b, i, "var takes at most an initializer");
        CHECK(rt->kind == IRT_POINTER && rt->space == IRS_FUNCTION, b, i, "var result is %s, not ptr<function, T>",
              tn(v, rt));
        CHECK(!ir_type_is_opaque(rt->elem), b, i, "var of %s (images and samplers are handle globals)",
              tn(v, rt->elem)); /* [T4] */
        if (i->num_args)
            CHECK(t0 == rt->elem, b, i, "initializer of type %s for a var of %s", tn(v, t0), tn(v, rt->elem));
        break;
    case IR_LOAD:
        CHECK(t0->kind == IRT_POINTER, b, i, "load from a non-pointer %s", tn(v, t0));
        CHECK(rt == t0->elem, b, i, "load of %s gives %s", tn(v, t0), tn(v, rt));
        CHECK(t0->space != IRS_IMAGE, b, i, "load through a texel pointer (only atomics use one)"); /* [T4] */
        break;
    case IR_STORE:
        CHECK(t0->kind == IRT_POINTER, b, i, "store to a non-pointer %s", tn(v, t0));
        CHECK(t1 == t0->elem, b, i, "store of %s to %s", tn(v, t1), tn(v, t0));
        CHECK(t0->space != IRS_IMAGE && t0->space != IRS_HANDLE, b, i, "store to %s memory",
              ir_space_name[t0->space]); /* [T4] */
        break;
    case IR_ACCESS: {
        CHECK(i->num_args >= 1 && t0->kind == IRT_POINTER, b, i, "access into a non-pointer");
        CHECK(t0->space != IRS_IMAGE && t0->elem->kind != IRT_IMAGE, b, i, "access into an image"); /* [T4] */
        const IrType *t = t0->elem;
        for (uint32_t k = 1; k < i->num_args; k++) {
            const IrType *it = a[k]->type;
            CHECK(it->kind == IRT_INT, b, i, "index %u is %s, not an int", k, tn(v, it));
            if (t->kind == IRT_STRUCT) {
                CHECK(a[k]->vkind == IRV_CONST, b, i, "struct index %u is not a constant", k);
                uint64_t idx = ((IrConst *)a[k])->u;
                CHECK(idx < t->num_members, b, i, "struct index %llu out of range", (unsigned long long)idx);
                t = t->members[idx].type;
            } else if (t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY || t->kind == IRT_VECTOR ||
                       t->kind == IRT_MATRIX) {
                t = t->elem;
            } else {
                FAIL(b, i, "index %u into %s", k, tn(v, t));
            }
        }
        CHECK(rt->kind == IRT_POINTER && rt->space == t0->space && rt->elem == t, b, i,
              "access result %s, expected a pointer to %s in %s", tn(v, rt), tn(v, t), ir_space_name[t0->space]);
        break;
    }
    case IR_ADDR_TO_PTR:
        CHECK(t0 == irt_int(m, 64, false) && rt->kind == IRT_POINTER && rt->space == IRS_PHYSICAL, b, i,
              "addr_to_ptr of %s to %s: a u64 to a physical pointer", tn(v, t0), tn(v, rt));
        CHECK(i->imm >= 1 && (i->imm & (i->imm - 1)) == 0, b, i, "addr_to_ptr alignment %u", i->imm);
        break;
    case IR_HANDLE_COHERENT:
        CHECK(!m->handles_lowered, b, i, "handle_coherent after ir_lower_resource_handles [H1]");
        CHECK(t0 == rt && ir_type_is_handle(rt), b, i, "handle_coherent of %s to %s: one handle type", tn(v, t0), tn(v, rt));
        break;
    case IR_COUNTER_OF:
        CHECK(!m->handles_lowered, b, i, "counter_of after ir_lower_resource_handles [H1]");
        CHECK(t0->kind == IRT_POINTER && t0->space == IRS_STORAGE && rt->kind == IRT_POINTER && rt->space == IRS_STORAGE,
              b, i, "counter_of of %s to %s: storage block pointers", tn(v, t0), tn(v, rt));
        break;
    case IR_ARRAY_LENGTH:
        CHECK(t0->kind == IRT_POINTER && t0->elem->kind == IRT_STRUCT && i->imm < t0->elem->num_members &&
                  t0->elem->members[i->imm].type->kind == IRT_RUNTIME_ARRAY,
              b, i, "array_length needs a pointer to a struct whose member imm is a runtime array");
        CHECK(rt == irt_int(m, 32, false), b, i, "array_length gives %s, not u32", tn(v, rt));
        break;
    case IR_CONSTRUCT:
        if (rt->kind == IRT_VECTOR) {
            uint32_t comps = 0;
            for (uint32_t k = 0; k < i->num_args; k++) {
                CHECK(is_sv(a[k]->type) && irt_scalar_of(a[k]->type) == rt->elem, b, i,
                      "part %u is %s, for a %s", k, tn(v, a[k]->type), tn(v, rt));
                comps += (uint32_t)irt_components(a[k]->type);
            }
            CHECK(comps == rt->count, b, i, "%u components for a %s", comps, tn(v, rt));
        } else if (rt->kind == IRT_MATRIX || rt->kind == IRT_ARRAY || rt->kind == IRT_STRUCT) {
            uint32_t want = rt->kind == IRT_STRUCT ? rt->num_members : rt->count;
            CHECK(i->num_args == want, b, i, "%u parts for a %s", i->num_args, tn(v, rt));
            for (uint32_t k = 0; k < want; k++) {
                const IrType *pt = rt->kind == IRT_STRUCT ? rt->members[k].type : rt->elem;
                CHECK(a[k]->type == pt, b, i, "part %u is %s, expected %s", k, tn(v, a[k]->type), tn(v, pt));
            }
        } else {
            FAIL(b, i, "construct of %s", tn(v, rt));
        }
        break;
    case IR_EXTRACT:
        CHECK(i->num_lits >= 1, b, i, "extract without a path");
        CHECK(walk_lits(t0, i->lits, i->num_lits) == rt, b, i, "extract from %s: bad path or result %s", tn(v, t0),
              tn(v, rt));
        break;
    case IR_INSERT:
        CHECK(i->num_lits >= 1, b, i, "insert without a path");
        CHECK(walk_lits(t0, i->lits, i->num_lits) == t1, b, i, "insert of %s into %s: bad path", tn(v, t1),
              tn(v, t0));
        CHECK(rt == t0, b, i, "insert gives %s, not %s", tn(v, rt), tn(v, t0));
        break;
    case IR_SHUFFLE: {
        CHECK(t0->kind == IRT_VECTOR && t1->kind == IRT_VECTOR && t0->elem == t1->elem, b, i,
              "shuffle of %s and %s", tn(v, t0), tn(v, t1));
        CHECK(irt_scalar_of(rt) == t0->elem && (uint32_t)irt_components(rt) == i->num_lits && is_sv(rt), b, i,
              "shuffle result %s with %u components", tn(v, rt), i->num_lits);
        for (uint32_t k = 0; k < i->num_lits; k++)
            CHECK(i->lits[k] < t0->count + t1->count, b, i, "shuffle component %u out of range", i->lits[k]);
        break;
    }
    case IR_EXTRACT_DYN:
        CHECK(t0->kind == IRT_VECTOR && irt_is_int(t1) && irt_is_scalar(t1) && rt == t0->elem, b, i,
              "extract_dyn from %s by %s gives %s", tn(v, t0), tn(v, t1), tn(v, rt));
        break;
    case IR_INSERT_DYN:
        CHECK(t0->kind == IRT_VECTOR && t1 == t0->elem && irt_is_int(a[2]->type) && irt_is_scalar(a[2]->type) &&
                  rt == t0,
              b, i, "insert_dyn of %s into %s", tn(v, t1), tn(v, t0));
        break;
    case IR_SPLAT:
        CHECK(irt_is_scalar(t0) && rt->kind == IRT_VECTOR && rt->elem == t0, b, i, "splat of %s to %s", tn(v, t0),
              tn(v, rt));
        break;
    case IR_ADD:
    case IR_SUB:
    case IR_MUL:
    case IR_DIV:
    case IR_REM:
        CHECK(t0 == t1 && t0 == rt, b, i, "operand types differ: %s, %s -> %s", tn(v, t0), tn(v, t1), tn(v, rt));
        CHECK(is_num_sv(t0), b, i, "arithmetic on %s", tn(v, t0));
        break;
    case IR_NEG:
        CHECK(is_num_sv(t0) && rt == t0, b, i, "neg of %s gives %s", tn(v, t0), tn(v, rt));
        break;
    case IR_SHL:
    case IR_SHR:
        CHECK(is_sv(t0) && irt_is_int(t0) && is_sv(t1) && irt_is_int(t1) &&
                  irt_components(t0) == irt_components(t1) && rt == t0,
              b, i, "shift of %s by %s gives %s", tn(v, t0), tn(v, t1), tn(v, rt));
        break;
    case IR_AND:
    case IR_OR:
    case IR_XOR:
        CHECK(t0 == t1 && t0 == rt, b, i, "operand types differ: %s, %s -> %s", tn(v, t0), tn(v, t1), tn(v, rt));
        CHECK(is_sv(t0) && (irt_is_int(t0) || irt_is_bool(t0)), b, i, "bitwise op on %s", tn(v, t0));
        break;
    case IR_NOT:
        CHECK(is_sv(t0) && (irt_is_int(t0) || irt_is_bool(t0)) && rt == t0, b, i, "not of %s gives %s",
              tn(v, t0), tn(v, rt));
        break;
    case IR_EQ:
    case IR_NE:
    case IR_LT:
    case IR_LE:
    case IR_GT:
    case IR_GE:
        CHECK(t0 == t1 && is_sv(t0), b, i, "compare of %s and %s", tn(v, t0), tn(v, t1));
        CHECK(i->op == IR_EQ || i->op == IR_NE || !irt_is_bool(t0), b, i, "ordered compare of bools");
        CHECK(rt == bool_like(v, t0), b, i, "compare of %s gives %s", tn(v, t0), tn(v, rt));
        break;
    case IR_SELECT:
        CHECK(t1 == a[2]->type && rt == t1, b, i, "select of %s and %s gives %s", tn(v, t1), tn(v, a[2]->type),
              tn(v, rt));
        CHECK(t0 == irt_bool(m) || (t0->kind == IRT_VECTOR && t0 == bool_like(v, rt)), b, i,
              "select condition %s for %s", tn(v, t0), tn(v, rt));
        break;
    case IR_CONVERT:
        CHECK(is_sv(t0) && is_sv(rt) && irt_components(t0) == irt_components(rt), b, i, "convert %s to %s",
              tn(v, t0), tn(v, rt));
        break;
    case IR_BITCAST:
        CHECK(is_num_sv(t0) && is_num_sv(rt) && sv_bits(t0) == sv_bits(rt), b, i, "bitcast %s to %s", tn(v, t0),
              tn(v, rt));
        break;
    case IR_DOT:
        CHECK(t0 == t1 && t0->kind == IRT_VECTOR && irt_is_float(t0) && rt == t0->elem, b, i,
              "dot of %s and %s gives %s", tn(v, t0), tn(v, t1), tn(v, rt));
        break;
    case IR_MAT_TIMES_VEC:
        CHECK(t0->kind == IRT_MATRIX && t1 == t0->elem && rt == irt_vector(m, t0->elem->elem, (int)t0->count), b, i,
              "mat_times_vec of %s and %s gives %s", tn(v, t0), tn(v, t1), tn(v, rt));
        break;
    case IR_VEC_TIMES_MAT:
        CHECK(t1->kind == IRT_MATRIX && t0 == irt_vector(m, t1->elem->elem, (int)t1->count) && rt == t1->elem, b, i,
              "vec_times_mat of %s and %s gives %s", tn(v, t0), tn(v, t1), tn(v, rt));
        break;
    case IR_MAT_TIMES_MAT:
        CHECK(t0->kind == IRT_MATRIX && t1->kind == IRT_MATRIX && t0->elem->elem == t1->elem->elem &&
                  t0->elem->count == t1->count && rt->kind == IRT_MATRIX && rt->count == t0->count &&
                  rt->elem == t1->elem,
              b, i, "mat_times_mat of %s and %s gives %s", tn(v, t0), tn(v, t1), tn(v, rt));
        break;
    case IR_MAT_TIMES_SCALAR:
        CHECK(t0->kind == IRT_MATRIX && t1 == t0->elem->elem && rt == t0, b, i,
              "mat_times_scalar of %s and %s gives %s", tn(v, t0), tn(v, t1), tn(v, rt));
        break;
    case IR_TRANSPOSE:
        CHECK(t0->kind == IRT_MATRIX && rt->kind == IRT_MATRIX && rt->count == t0->elem->count &&
                  rt->elem->count == t0->count && rt->elem->elem == t0->elem->elem,
              b, i, "transpose of %s gives %s", tn(v, t0), tn(v, rt));
        break;
    case IR_CALL: {
        IrFunction *g = i->callee;
        CHECK(g && i->num_args >= 1 && a[0] == &g->v, b, i, "call: args[0] is not the callee");
        CHECK(i->num_args - 1 == g->num_params, b, i, "call of @%s with %u arguments, expected %u",
              g->name ? g->name : "?", i->num_args - 1, g->num_params);
        for (uint32_t k = 0; k < g->num_params; k++)
            CHECK(a[k + 1]->type == g->params[k]->v.type, b, i, "argument %u is %s, expected %s", k,
                  tn(v, a[k + 1]->type), tn(v, g->params[k]->v.type));
        CHECK(rt == g->ret, b, i, "call result %s, callee returns %s", tn(v, rt), tn(v, g->ret));
        break;
    }
    case IR_INTRINSIC: CHECK(i->imm < INTR_COUNT, b, i, "intrinsic id %u out of range", i->imm); break;
    case IR_SPIRV: { /* [T5] */
        const IrSpirvInst *s = ir_spirv_inst(v->m, i);
        CHECK(s, b, i, "inline SPIR-V instruction %u out of range", i->imm);
        if (!s)
            break;
        uint32_t nargs = 0;
        for (uint32_t k = 0; k < s->num_operands; k++)
            if (s->operands[k].kind == IR_SPV_ARG) {
                CHECK(s->operands[k].index == nargs, b, i, "inline SPIR-V operand %u takes arg %u, expected %u", k,
                      s->operands[k].index, nargs);
                nargs++;
            }
        CHECK(nargs == i->num_args, b, i, "inline SPIR-V instruction with %u args for %u <id> operands", i->num_args,
              nargs);
        if (s->kind == IR_SPV_EXECUTION_MODE || s->kind == IR_SPV_EXECUTION_MODE_ID)
            CHECK(rt->kind == IRT_VOID, b, i, "an execution mode has a result");
        break;
    }
    case IR_ATOMIC: {
        CHECK(i->imm < IR_ATOMIC_COUNT, b, i, "atomic op %u out of range", i->imm);
        uint32_t want = i->imm == IR_ATOMIC_LOAD ? 1 : i->imm == IR_ATOMIC_COMPARE_EXCHANGE ? 3 : 2;
        CHECK(i->num_args == want, b, i, "atomic %s with %u operands, expected %u", ir_atomic_name[i->imm],
              i->num_args, want);
        CHECK(t0->kind == IRT_POINTER && irt_is_scalar(t0->elem) && t0->elem->kind != IRT_BOOL, b, i,
              "atomic on %s", tn(v, t0));
        for (uint32_t k = 1; k < i->num_args; k++)
            CHECK(a[k]->type == t0->elem, b, i, "atomic operand %u is %s, expected %s", k, tn(v, a[k]->type),
                  tn(v, t0->elem));
        if (i->imm == IR_ATOMIC_STORE)
            CHECK(rt->kind == IRT_VOID, b, i, "atomic store has a result");
        else
            CHECK(rt == t0->elem, b, i, "atomic result %s, expected %s", tn(v, rt), tn(v, t0->elem));
        break;
    }
    case IR_BARRIER:
        CHECK(i->imm && !(i->imm & ~(uint32_t)(IR_BARRIER_EXEC | IR_MEM_WORKGROUP | IR_MEM_DEVICE)), b, i,
              "barrier flags 0x%x", i->imm);
        break;
    case IR_IMAGE_SAMPLE:
    case IR_IMAGE_GATHER:
    case IR_IMAGE_READ:
    case IR_IMAGE_WRITE:
    case IR_IMAGE_QUERY:
    case IR_IMAGE_TEXEL_POINTER: check_image(v, b, i); break;
    case IR_PHI: break; /* checked before its operands */
    case IR_BREAK:
    case IR_CONTINUE:
    case IR_DISCARD:
    case IR_UNREACHABLE: break;
    case IR_RETURN: /* [J4] */
        if (f->ret->kind == IRT_VOID)
            CHECK(i->num_args == 0, b, i, "return with a value from a void function");
        else
            CHECK(i->num_args == 1 && t0 == f->ret, b, i, "return of %s from a function returning %s",
                  i->num_args ? tn(v, t0) : "nothing", tn(v, f->ret));
        break;
    default: FAIL(b, i, "unknown op");
    }
}

static void check_block_insts(V *v, IrBlock *b)
{
    uint32_t pos = 0;
    IR_FOR_EACH_INST(b, i)
    {
        check_inst(v, b, i, pos++);
        if (v->err)
            return;
    }
    IrCfg *cfg = v->cfg;
    /* [J5]: a reachable block with no successor ends the function: it must
     * end in return, discard or unreachable (no implicit return). */
    if (cfg->dom_pre[b->n.id] && cfg->succs[b->n.id].len == 0) {
        CHECK(b->last && (b->last->op == IR_RETURN || b->last->op == IR_DISCARD || b->last->op == IR_UNREACHABLE),
              b, b->last, "reachable end of the function without a return");
    }
    /* The operands of the control node after this block, used at its end. [C1] [C2] */
    IrNode *n = b->n.next;
    if (n && n->kind == IRN_IF) {
        IrValue *c = ((IrIf *)n)->cond;
        check_use(v, b, NULL, c, UINT32_MAX);
        if (v->err)
            return;
        CHECK(c->type == irt_bool(v->m), b, NULL, "if condition is %s, not bool", tn(v, c->type));
    } else if (n && n->kind == IRN_SWITCH) {
        IrValue *s = ((IrSwitch *)n)->selector;
        check_use(v, b, NULL, s, UINT32_MAX);
        if (v->err)
            return;
        CHECK(s->type->kind == IRT_INT && s->type->bits == 32, b, NULL, "switch selector is %s, not a 32-bit int",
              tn(v, s->type));
    }
    IrRegion *r = b->n.parent;
    if (!b->n.next && r->parent && r->parent->kind == IRN_LOOP && r == &((IrLoop *)r->parent)->continuing) {
        IrValue *c = ((IrLoop *)r->parent)->break_if;
        if (c) {
            check_use(v, b, NULL, c, UINT32_MAX);
            if (v->err)
                return;
            CHECK(c->type == irt_bool(v->m), b, NULL, "break_if is %s, not bool", tn(v, c->type));
        }
    }
}

static int cmp_i64(const void *pa, const void *pb)
{
    int64_t a = *(const int64_t *)pa, b = *(const int64_t *)pb;
    return a < b ? -1 : a > b;
}

/* [C3]: case values are unique within a switch. */
static void check_case_values(V *v, IrRegion *r);

static void check_case_values_node(V *v, IrNode *n)
{
    if (n->kind == IRN_SWITCH) {
        IrSwitch *s = (IrSwitch *)n;
        uint32_t total = 0;
        for (uint32_t k = 0; k < s->num_cases; k++)
            total += s->cases[k].num_values;
        int64_t *vals = ARENA_ARRAY(v->a, int64_t, total ? total : 1);
        uint32_t t = 0;
        for (uint32_t k = 0; k < s->num_cases; k++)
            for (uint32_t j = 0; j < s->cases[k].num_values; j++)
                vals[t++] = s->cases[k].values[j];
        qsort(vals, total, sizeof *vals, cmp_i64);
        for (uint32_t k = 1; k < total; k++)
            CHECK(vals[k] != vals[k - 1], NULL, NULL, "switch (node %u): case value %lld twice", n->id,
                  (long long)vals[k]);
        for (uint32_t k = 0; k < s->num_cases; k++)
            check_case_values(v, &s->cases[k].body);
    } else if (n->kind == IRN_IF) {
        check_case_values(v, &((IrIf *)n)->then_);
        check_case_values(v, &((IrIf *)n)->else_);
    } else if (n->kind == IRN_LOOP) {
        check_case_values(v, &((IrLoop *)n)->body);
        check_case_values(v, &((IrLoop *)n)->continuing);
    }
}

static void check_case_values(V *v, IrRegion *r)
{
    for (IrNode *n = r->first; n && !v->err; n = n->next)
        check_case_values_node(v, n);
}

static void walk_insts(IrBlock *b, void *user)
{
    V *v = user;
    if (!v->err)
        check_block_insts(v, b);
}

static void check_function(V *v, IrFunction *f)
{
    v->f = f;
    IrModule *m = v->m;
    CHECK(f->m == m, NULL, NULL, "function of another module");
    CHECK(f->v.vkind == IRV_FUNC && f->v.type->kind == IRT_FUNCTION && f->v.type->elem == f->ret &&
              f->v.type->num_params == f->num_params,
          NULL, NULL, "function type does not match its return and parameters"); /* [M2] */
    CHECK(!m->handles_lowered || !ir_type_has_handles(f->ret), NULL, NULL,
          "@%s returns a resource handle after ir_lower_resource_handles", f->name ? f->name : "?"); /* [H1] */
    for (uint32_t k = 0; k < f->num_params; k++) {
        IrParam *p = f->params[k];
        CHECK(p->func == f && p->v.vkind == IRV_PARAM && p->v.type == f->v.type->params[k], NULL, NULL,
              "parameter %u does not match the function type", k);
        CHECK(!m->handles_lowered || p->global || !ir_type_has_handles(p->v.type), NULL, NULL,
              "parameter %u holds a resource handle after ir_lower_resource_handles", k); /* [H1] */
        if (p->global) { /* [L3] */
            IrGlobal *g = p->global;
            CHECK(g->v.vkind == IRV_GLOBAL && g->v.id < v->num_ids && v->globals[g->v.id] == g, NULL, NULL,
                  "parameter %u carries a global that is not in the module", k);
            CHECK(p->v.type == (g->space == IRS_INPUT ? g->pointee : g->v.type), NULL, NULL,
                  "parameter %u carries @%s but is %s", k, g->v.name ? g->v.name : "?", tn(v, p->v.type));
        }
    }
    v->def = ARENA_ARRAY(v->a, IrInst *, f->next_value_id + 1);
    v->pos = ARENA_ARRAY(v->a, uint32_t, f->next_value_id + 1);
    v->node_seen = ARENA_ARRAY(v->a, uint8_t, f->next_node_id + 1);
    v->mark = ARENA_ARRAY(v->a, uint32_t, f->next_node_id + 1);
    v->stamp = 0;
    JumpCtx top = {0};
    check_region(v, &f->body, NULL, top);
    if (v->err)
        return;
    check_case_values(v, &f->body);
    if (v->err)
        return;
    v->cfg = ir_cfg_build(f, v->a);
    ir_walk_blocks(&f->body, walk_insts, v);
}

static void check_module(V *v)
{
    IrModule *m = v->m;
    v->num_ids = m->next_global_id;
    v->globals = ARENA_ARRAY(v->a, IrGlobal *, v->num_ids + 1);
    v->funcs = ARENA_ARRAY(v->a, IrFunction *, v->num_ids + 1);
    for (int k = 0; k < m->globals.len; k++) { /* [M1] */
        IrGlobal *g = m->globals.data[k];
        CHECK(g->v.vkind == IRV_GLOBAL && g->v.id < v->num_ids && !v->globals[g->v.id], NULL, NULL,
              "global %d: bad id", k);
        CHECK(g->v.type->kind == IRT_POINTER && g->v.type->elem == g->pointee && g->v.type->space == g->space,
              NULL, NULL, "global @%s: type %s does not match ptr<%s, %s>", g->v.name ? g->v.name : "?",
              tn(v, g->v.type), ir_space_name[g->space], tn(v, g->pointee));
        CHECK(!g->init || g->init->v.type == g->pointee, NULL, NULL, "global @%s: initializer of type %s",
              g->v.name ? g->v.name : "?", tn(v, g->init->v.type));
        CHECK(g->space != IRS_IMAGE && ir_type_is_opaque(g->pointee) == (g->space == IRS_HANDLE), NULL, NULL,
              "global @%s: %s in %s memory (images and samplers, and only they, live in handle memory)",
              g->v.name ? g->v.name : "?", tn(v, g->pointee), ir_space_name[g->space]); /* [M4] */
        CHECK(!m->handles_lowered || !ir_type_has_handles(g->pointee), NULL, NULL,
              "global @%s holds resource handles after ir_lower_resource_handles", g->v.name ? g->v.name : "?"); /* [H1] */
        v->globals[g->v.id] = g;
    }
    for (int k = 0; k < m->functions.len; k++) {
        IrFunction *f = m->functions.data[k];
        CHECK(f->v.id < v->num_ids && !v->funcs[f->v.id], NULL, NULL, "function %d: bad id", k);
        v->funcs[f->v.id] = f;
    }
    for (int k = 0; k < m->entries.len; k++) { /* [M3] */
        IrFunction *e = m->entries.data[k];
        CHECK(e->v.id < v->num_ids && v->funcs[e->v.id] == e, NULL, NULL, "entry @%s is not in the module",
              e->name ? e->name : "?");
        CHECK(e->stage != IR_STAGE_NONE, NULL, NULL, "entry @%s has no stage", e->name ? e->name : "?");
    }
    for (int k = 0; k < m->functions.len && !v->err; k++)
        check_function(v, m->functions.data[k]);
}

bool ir_verify(IrModule *m, const char *after_pass)
{
    V v = {.m = m, .a = arena_new()};
    check_module(&v);
    arena_free(v.a);
    if (!v.err)
        return true;
    const char *msg = arena_strdup(m->arena, v.err);
    free(v.err);
    SrcLoc none = {0, 0, 0};
    diag(m->c, none, D_IR_VERIFY, after_pass ? after_pass : "?", msg);
    return false;
}
