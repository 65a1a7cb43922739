/* The stable text form of the IR (--dump-ir, snapshot tests). docs/ir.md
 * describes it. Values and blocks are renumbered in order of appearance
 * (%1, %2, ... per function; b0, b1, ... per function), so a dump does not
 * change when a pass only removes things elsewhere, and no pointer or
 * creation-order id leaks into it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../intrinsics/intrinsics.h"
#include "ir.h"
#include "ir_spirv.h"
#include "spirv_grammar.h"

typedef struct D {
    IrModule *m;
    IrFunction *f;
    StrBuf *out;
    uint32_t *val_num;   /* by value id: dump number (0: none) */
    uint32_t *block_num; /* by node id: dump number + 1 (0: none) */
    uint32_t next_val, next_block;
} D;

static void indent(D *d, int level)
{
    for (int k = 0; k < level; k++)
        sb_puts(d->out, "  ");
}

static const char *tname(D *d, const IrType *t) { return t ? irt_name(d->m, t) : "?"; }

/* ---------------------------------------------------------------- constants */

static void put_float(StrBuf *sb, double x, int bits)
{
    char buf[64];
    if (x != x) {
        sb_puts(sb, "nan");
        return;
    }
    if (isinf(x)) {
        sb_puts(sb, x > 0 ? "inf" : "-inf");
        return;
    }
    /* The shortest decimal that reads back as the same value of its width. */
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(buf, sizeof buf, "%.*g", prec, x);
        if (bits == 64 ? strtod(buf, NULL) == x : (float)strtod(buf, NULL) == (float)x)
            break;
    }
    sb_puts(sb, buf);
    if (!strpbrk(buf, ".en"))
        sb_puts(sb, ".0");
}

static void put_const(D *d, const IrConst *c, bool bare)
{
    StrBuf *sb = d->out;
    const IrType *t = c->v.type;
    if (c->v.vkind == IRV_UNDEF) {
        sb_printf(sb, "undef<%s>", tname(d, t));
        return;
    }
    if (c->is_null) {
        sb_printf(sb, "null<%s>", tname(d, t));
        return;
    }
    switch (t->kind) {
    case IRT_BOOL: sb_puts(sb, c->u ? "true" : "false"); return;
    case IRT_INT:
        if (t->is_signed)
            sb_printf(sb, "%lld", (long long)c->u);
        else
            sb_printf(sb, "%llu", (unsigned long long)c->u);
        if (!bare) {
            sb_putc(sb, t->is_signed ? 'i' : 'u');
            if (t->bits != 32)
                sb_printf(sb, "%d", t->bits);
        }
        return;
    case IRT_FLOAT:
        put_float(sb, c->f, t->bits);
        if (!bare)
            sb_puts(sb, t->bits == 32 ? "f" : t->bits == 16 ? "h" : "lf");
        return;
    default:
        sb_printf(sb, "%s(", tname(d, t));
        for (uint32_t k = 0; k < c->num_parts; k++) {
            if (k)
                sb_puts(sb, ", ");
            put_const(d, c->parts[k], true);
        }
        sb_putc(sb, ')');
        return;
    }
}

static void put_global_name(D *d, const IrGlobal *g)
{
    if (g->v.name) {
        sb_printf(d->out, "@%s", g->v.name);
        return;
    }
    for (int k = 0; k < d->m->globals.len; k++)
        if (d->m->globals.data[k] == g) {
            sb_printf(d->out, "@g%d", k);
            return;
        }
    sb_puts(d->out, "@g?");
}

static void put_func_name(D *d, const IrFunction *f)
{
    if (f->name)
        sb_printf(d->out, "@%s", f->name);
    else
        sb_printf(d->out, "@fn%u", f->v.id);
}

static void put_value(D *d, const IrValue *v)
{
    if (!v) {
        sb_puts(d->out, "<null>");
        return;
    }
    switch (v->vkind) {
    case IRV_CONST:
    case IRV_UNDEF: put_const(d, (const IrConst *)v, false); return;
    case IRV_GLOBAL: put_global_name(d, (const IrGlobal *)v); return;
    case IRV_FUNC: put_func_name(d, (const IrFunction *)v); return;
    case IRV_PARAM:
    case IRV_INST:
        if (v->id < d->f->next_value_id && d->val_num[v->id] &&
            (v->vkind == IRV_PARAM ? ((const IrParam *)v)->func == d->f : ((const IrInst *)v)->block != NULL))
            sb_printf(d->out, "%%%u", d->val_num[v->id]);
        else
            sb_printf(d->out, "%%?%u", v->id); /* not in this function: only in broken IR */
        return;
    }
}

static void put_value_cb(void *user, StrBuf *sb, IrValue *v)
{
    D *d = user;
    (void)sb; /* put_value writes d->out, which is sb */
    put_value(d, v);
}

static const char *spirv_cap_name(D *d, uint32_t cap)
{
    const char *n = spirv_enum_name(SPIRV_ENUM_CAPABILITY, cap);
    return n ? n : arena_printf(d->m->arena, "Capability%u", cap);
}

static void put_block_name(D *d, const IrBlock *b)
{
    if (b && b->n.id < d->f->next_node_id && d->block_num[b->n.id])
        sb_printf(d->out, "b%u", d->block_num[b->n.id] - 1);
    else
        sb_printf(d->out, "b?%u", b ? b->n.id : 0);
}

/* ---------------------------------------------------------------- numbering */

static void number_block(IrBlock *b, void *user)
{
    D *d = user;
    if (b->n.id < d->f->next_node_id) /* a bad id is the verifier's to report */
        d->block_num[b->n.id] = ++d->next_block;
    IR_FOR_EACH_INST(b, i)
    if (i->v.type && i->v.type->kind != IRT_VOID && i->v.id < d->f->next_value_id)
        d->val_num[i->v.id] = ++d->next_val;
}

/* ---------------------------------------------------------------- instructions */

/* image_sample bias|offset, image_gather green|dref, image_read lod: the
 * optional operands, in operand order. */
static void put_image_operands(StrBuf *sb, const IrInst *i)
{
    static const char *const comp[4] = {"red", "green", "blue", "alpha"};
    static const struct { unsigned bit; const char *name; } ops[] = {
        {IR_IMG_DREF, "dref"}, {IR_IMG_BIAS, "bias"}, {IR_IMG_LOD, "lod"}, {IR_IMG_GRAD, "grad"},
        {IR_IMG_SAMPLE, "sample"}, {IR_IMG_OFFSET, "offset"}, {IR_IMG_MIN_LOD, "min_lod"}, {IR_IMG_SPARSE, "sparse"},
    };
    const char *sep = " ";
    if (i->op == IR_IMAGE_GATHER)
        sb_printf(sb, "%s%s", sep, comp[(i->imm >> IR_IMG_COMPONENT_SHIFT) & 3]), sep = "|";
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
        if (i->imm & ops[k].bit)
            sb_printf(sb, "%s%s", sep, ops[k].name), sep = "|";
}

static void put_global_spirv(D *d, const IrSpirvGlobal *s);

static void put_inst(D *d, const IrInst *i, int level)
{
    StrBuf *sb = d->out;
    indent(d, level);
    bool has_result = i->v.type && i->v.type->kind != IRT_VOID;
    if (has_result && i->v.id < d->f->next_value_id)
        sb_printf(sb, "%%%u = ", d->val_num[i->v.id]);
    else if (has_result)
        sb_printf(sb, "%%?%u = ", i->v.id); /* an id past the function's count: a bad module */
    sb_puts(sb, i->op < IR_OP_COUNT ? ir_op_info[i->op].name : "?op");
    uint32_t first_arg = 0;
    switch (i->op) {
    case IR_ATOMIC: sb_printf(sb, " %s", i->imm < IR_ATOMIC_COUNT ? ir_atomic_name[i->imm] : "?"); break;
    case IR_IMAGE_SAMPLE:
    case IR_IMAGE_GATHER:
    case IR_IMAGE_READ: put_image_operands(sb, i); break;
    case IR_IMAGE_QUERY: sb_printf(sb, " %s", i->imm < IR_QUERY_COUNT ? ir_query_name[i->imm] : "?"); break;
    case IR_ACCESS:
        if (i->imm & IR_ACCESS_NONUNIFORM)
            sb_puts(sb, " nonuniform");
        break;
    case IR_BARRIER: {
        const char *sep = " ";
        if (i->imm & IR_BARRIER_EXEC)
            sb_printf(sb, "%sexec", sep), sep = "|";
        if (i->imm & IR_MEM_WORKGROUP)
            sb_printf(sb, "%sworkgroup", sep), sep = "|";
        if (i->imm & IR_MEM_DEVICE)
            sb_printf(sb, "%sdevice", sep);
        break;
    }
    default: break;
    }
    if (has_result || i->op == IR_INTRINSIC || i->op == IR_CALL || i->op == IR_SPIRV)
        sb_printf(sb, " %s", tname(d, i->v.type));
    const IrSpirvInst *spv = ir_spirv_inst(d->m, i);
    if (spv) {
        /* spirv u32 OpBitReverse(%2)  ; myBitReverse: the operands in order, literals as #N */
        sb_printf(sb, " %s(", ir_spirv_inst_name(d->m, spv));
        ir_spirv_print_operands(d->m, spv->operands, spv->num_operands, i->args, put_value_cb, d, sb);
        sb_printf(sb, ")  ; %s", spv->name ? spv->name : "");
        for (uint32_t k = 0; k < spv->needs.num_caps; k++)
            sb_printf(sb, "%s%s", k ? ", " : " needs ", spirv_cap_name(d, spv->needs.caps[k]));
        for (uint32_t k = 0; k < spv->needs.num_exts; k++)
            sb_printf(sb, "%s%s", k || spv->needs.num_caps ? ", " : " needs ", spv->needs.exts[k]);
    } else if (i->op == IR_INTRINSIC || i->op == IR_CALL) {
        sb_putc(sb, ' ');
        if (i->op == IR_INTRINSIC) {
            if (i->imm < INTR_COUNT && intrinsic_info[i->imm].hlsl)
                sb_puts(sb, intrinsic_info[i->imm].hlsl);
            else
                sb_printf(sb, "intrinsic#%u", i->imm);
        } else {
            if (i->callee)
                put_func_name(d, i->callee);
            else
                sb_puts(sb, "@?");
            first_arg = 1;
        }
        sb_putc(sb, '(');
        for (uint32_t k = first_arg; k < i->num_args; k++) {
            if (k > first_arg)
                sb_puts(sb, ", ");
            put_value(d, i->args[k]);
        }
        sb_putc(sb, ')');
    } else if (i->op == IR_PHI) {
        for (uint32_t k = 0; k < i->num_args; k++) {
            sb_puts(sb, k ? ", [" : " [");
            put_block_name(d, i->preds ? i->preds[k] : NULL);
            sb_puts(sb, ": ");
            put_value(d, i->args[k]);
            sb_putc(sb, ']');
        }
    } else {
        for (uint32_t k = 0; k < i->num_args; k++) {
            sb_puts(sb, k ? ", " : " ");
            put_value(d, i->args[k]);
        }
        for (uint32_t k = 0; k < i->num_lits; k++)
            sb_printf(sb, "%s%u", (k || i->num_args) ? ", " : " ", i->lits[k]);
        if (i->op == IR_ARRAY_LENGTH)
            sb_printf(sb, ", %u", i->imm);
    }
    const IrSpirvGlobal *local = ir_spirv_local(d->m, i);
    if (local)
        put_global_spirv(d, local); /* var u32 spirv_decorate(...) */
    if (i->v.name || i->relaxed || i->precise) {
        sb_puts(sb, "  ;");
        if (i->v.name)
            sb_printf(sb, " %s", i->v.name);
        if (i->relaxed)
            sb_puts(sb, " relaxed");
        if (i->precise)
            sb_puts(sb, " precise");
    }
    sb_putc(sb, '\n');
}

/* ---------------------------------------------------------------- control flow */

static void put_region(D *d, const IrRegion *r, int level);

static void put_hints(D *d, uint32_t hints, uint32_t unroll_count)
{
    if (hints & IR_HINT_UNROLL) {
        if (unroll_count)
            sb_printf(d->out, " [unroll(%u)]", unroll_count);
        else
            sb_puts(d->out, " [unroll]");
    }
    if (hints & IR_HINT_DONT_UNROLL)
        sb_puts(d->out, " [loop]");
    if (hints & IR_HINT_BRANCH)
        sb_puts(d->out, " [branch]");
    if (hints & IR_HINT_FLATTEN)
        sb_puts(d->out, " [flatten]");
}

static void put_node(D *d, const IrNode *n, int level)
{
    StrBuf *sb = d->out;
    switch (n->kind) {
    case IRN_BLOCK: {
        const IrBlock *b = (const IrBlock *)n;
        indent(d, level);
        put_block_name(d, b);
        sb_puts(sb, ":\n");
        IR_FOR_EACH_INST(b, i)
        put_inst(d, i, level + 1);
        break;
    }
    case IRN_IF: {
        const IrIf *i = (const IrIf *)n;
        indent(d, level + 1);
        sb_puts(sb, "if ");
        put_value(d, i->cond);
        put_hints(d, i->hints, 0);
        sb_puts(sb, " {\n");
        put_region(d, &i->then_, level + 1);
        indent(d, level + 1);
        sb_puts(sb, "} else {\n");
        put_region(d, &i->else_, level + 1);
        indent(d, level + 1);
        sb_puts(sb, "}\n");
        break;
    }
    case IRN_LOOP: {
        const IrLoop *l = (const IrLoop *)n;
        indent(d, level + 1);
        sb_puts(sb, "loop");
        put_hints(d, l->hints, l->unroll_count);
        sb_puts(sb, " {\n");
        put_region(d, &l->body, level + 1);
        indent(d, level + 1);
        sb_puts(sb, "} continuing {\n");
        put_region(d, &l->continuing, level + 1);
        if (l->break_if) {
            indent(d, level + 2);
            sb_puts(sb, "break_if ");
            put_value(d, l->break_if);
            sb_putc(sb, '\n');
        }
        indent(d, level + 1);
        sb_puts(sb, "}\n");
        break;
    }
    case IRN_SWITCH: {
        const IrSwitch *s = (const IrSwitch *)n;
        indent(d, level + 1);
        sb_puts(sb, "switch ");
        put_value(d, s->selector);
        sb_puts(sb, " {\n");
        for (uint32_t k = 0; k < s->num_cases; k++) {
            const IrCase *cs = &s->cases[k];
            indent(d, level + 1);
            sb_puts(sb, cs->num_values ? "case " : "");
            for (uint32_t j = 0; j < cs->num_values; j++)
                sb_printf(sb, "%s%lld", j ? ", " : "", (long long)cs->values[j]);
            if (cs->is_default)
                sb_puts(sb, cs->num_values ? ", default" : "default");
            if (!cs->num_values && !cs->is_default)
                sb_puts(sb, "case");
            sb_puts(sb, " {\n");
            put_region(d, &cs->body, level + 1);
            indent(d, level + 1);
            sb_puts(sb, "}\n");
        }
        indent(d, level + 1);
        sb_puts(sb, "}\n");
        break;
    }
    }
}

static void put_region(D *d, const IrRegion *r, int level)
{
    for (const IrNode *n = r->first; n; n = n->next)
        put_node(d, n, level);
}

static const char *const stage_name[] = {"", "compute", "vertex", "fragment"};

static void put_function(D *d, IrFunction *f, Arena *a)
{
    StrBuf *sb = d->out;
    d->f = f;
    d->val_num = ARENA_ARRAY(a, uint32_t, f->next_value_id + 1);
    d->block_num = ARENA_ARRAY(a, uint32_t, f->next_node_id + 1);
    d->next_val = 0;
    d->next_block = 0;
    for (uint32_t k = 0; k < f->num_params; k++)
        if (f->params[k]->v.id < f->next_value_id)
            d->val_num[f->params[k]->v.id] = ++d->next_val;
    ir_walk_blocks(&f->body, number_block, d);

    sb_puts(sb, "fn ");
    put_func_name(d, f);
    sb_putc(sb, '(');
    for (uint32_t k = 0; k < f->num_params; k++) {
        if (k)
            sb_puts(sb, ", ");
        put_value(d, &f->params[k]->v);
        sb_printf(sb, ": %s", tname(d, f->params[k]->v.type));
        const IrGlobal *g = f->params[k]->global;
        if (g) { /* ir_lower_globals_to_params: the global it carries */
            sb_printf(sb, " = %s ", (unsigned)g->space < IRS_COUNT ? ir_space_name[g->space] : "?");
            put_global_name(d, g);
        }
    }
    sb_printf(sb, ") -> %s", tname(d, f->ret));
    if (f->stage != IR_STAGE_NONE && (unsigned)f->stage < sizeof stage_name / sizeof *stage_name) {
        sb_printf(sb, "  %s", stage_name[f->stage]);
        if (f->stage == IR_STAGE_COMPUTE)
            sb_printf(sb, " workgroup_size(%u,%u,%u)", f->workgroup_size[0], f->workgroup_size[1],
                      f->workgroup_size[2]);
        if (f->wave_size[0])
            sb_printf(sb, " wave_size(%u,%u,%u)", f->wave_size[0], f->wave_size[1], f->wave_size[2]);
        if (f->depth_mode != IR_DEPTH_ANY)
            sb_puts(sb, f->depth_mode == IR_DEPTH_GREATER ? " depth(greater)" : " depth(less)");
        if (f->early_fragment_tests)
            sb_puts(sb, " early_fragment_tests");
    }
    for (uint32_t k = 0; f->spirv_needs && k < f->spirv_needs->num_caps; k++)
        sb_printf(sb, " spirv_capability(%s)", spirv_cap_name(d, f->spirv_needs->caps[k]));
    for (uint32_t k = 0; f->spirv_needs && k < f->spirv_needs->num_exts; k++)
        sb_printf(sb, " spirv_extension(%s)", f->spirv_needs->exts[k]);
    sb_puts(sb, " {\n");
    put_region(d, &f->body, 1);
    sb_puts(sb, "}\n");
}

/* ---------------------------------------------------------------- module */

typedef struct Structs {
    uint8_t *seen; /* by type id */
    uint32_t num_ids;
    VEC(const IrType *) list;
} Structs;

static void find_structs(Structs *s, Arena *a, const IrType *t)
{
    while (t && t->id < s->num_ids && !s->seen[t->id]) {
        s->seen[t->id] = 1;
        if (t->kind == IRT_STRUCT) {
            vec_push(a, &s->list, t);
            for (uint32_t k = 0; k < t->num_members; k++)
                find_structs(s, a, t->members[k].type);
            return;
        }
        if (t->kind == IRT_FUNCTION) {
            for (uint32_t k = 0; k < t->num_params; k++)
                find_structs(s, a, t->params[k]);
        }
        t = t->elem;
    }
}

typedef struct StructWalk {
    Structs *s;
    Arena *a;
} StructWalk;

static void structs_in_block(IrBlock *b, void *user)
{
    StructWalk *w = user;
    IR_FOR_EACH_INST(b, i)
    {
        find_structs(w->s, w->a, i->v.type);
        for (uint32_t k = 0; k < i->num_args; k++)
            if (i->args[k])
                find_structs(w->s, w->a, i->args[k]->type);
    }
}

static int cmp_type_id(const void *pa, const void *pb)
{
    const IrType *a = *(const IrType *const *)pa, *b = *(const IrType *const *)pb;
    return a->id < b->id ? -1 : a->id > b->id;
}


static void put_struct(D *d, const IrType *t)
{
    StrBuf *sb = d->out;
    sb_printf(sb, "struct %s", tname(d, t));
    if (t->block)
        sb_puts(sb, " block");
    if (t->explicit_layout)
        sb_puts(sb, " layout");
    sb_puts(sb, " {\n");
    for (uint32_t k = 0; k < t->num_members; k++) {
        const IrMember *mb = &t->members[k];
        if (mb->name)
            sb_printf(sb, "  %s : %s", mb->name, tname(d, mb->type));
        else
            sb_printf(sb, "  m%u : %s", k, tname(d, mb->type));
        if (t->explicit_layout)
            sb_printf(sb, " offset(%u)", mb->offset);
        if (mb->matrix_stride)
            sb_printf(sb, " matrix_stride(%u)", mb->matrix_stride);
        if (mb->row_major)
            sb_puts(sb, " row_major");
        if (t->member_spirv && t->member_spirv[k])
            put_global_spirv(d, t->member_spirv[k]);
        sb_putc(sb, '\n');
    }
    sb_puts(sb, "}\n");
}

/* Inline SPIR-V on a global (or a struct member): spirv_builtin(PointCoord)
 * spirv_storage(Input) spirv_decorate(Restrict) spirv_capability(...). */
static void put_global_spirv(D *d, const IrSpirvGlobal *s)
{
    StrBuf *sb = d->out;
    if (s->builtin >= 0) {
        const char *n = spirv_enum_name(SPIRV_ENUM_BUILTIN, (uint32_t)s->builtin);
        sb_printf(sb, " spirv_builtin(%s)", n ? n : arena_printf(d->m->arena, "%d", s->builtin));
    }
    if (s->storage_class >= 0) {
        const char *n = spirv_enum_name(SPIRV_ENUM_STORAGECLASS, (uint32_t)s->storage_class);
        sb_printf(sb, " spirv_storage(%s)", n ? n : arena_printf(d->m->arena, "%d", s->storage_class));
    }
    for (uint32_t k = 0; k < s->num_decorations; k++) {
        const IrSpirvDecoration *dc = &s->decorations[k];
        sb_printf(sb, " spirv_decorate%s(%s", dc->form == IR_SPV_DECORATE_ID ? "_id" : dc->form == IR_SPV_DECORATE_STRING ? "_string" : "",
                  ir_spirv_decoration_name(d->m, dc->decoration));
        if (dc->num_operands)
            sb_puts(sb, ", ");
        ir_spirv_print_operands(d->m, dc->operands, dc->num_operands, NULL, put_value_cb, d, sb);
        sb_putc(sb, ')');
    }
    for (uint32_t k = 0; k < s->needs.num_caps; k++)
        sb_printf(sb, " spirv_capability(%s)", spirv_cap_name(d, s->needs.caps[k]));
    for (uint32_t k = 0; k < s->needs.num_exts; k++)
        sb_printf(sb, " spirv_extension(%s)", s->needs.exts[k]);
}

static const char *const resource_name[] = {"", "structured", "byteaddress", "typed_buffer", "cbuffer", "texture",
                                            "sampler", "input_attachment"};

static void put_global(D *d, const IrGlobal *g)
{
    StrBuf *sb = d->out;
    sb_puts(sb, "global ");
    put_global_name(d, g);
    sb_printf(sb, " : %s", tname(d, g->v.type));
    if (g->init) {
        sb_puts(sb, " = ");
        put_const(d, g->init, false);
    }
    if (g->builtin != IRB_NONE && g->builtin < IRB_COUNT)
        sb_printf(sb, " builtin(%s)", ir_builtin_name[g->builtin]);
    if (g->location >= 0)
        sb_printf(sb, " location(%d)", g->location);
    if (g->interp & IR_INTERP_FLAT)
        sb_puts(sb, " flat");
    if (g->interp & IR_INTERP_NOPERSPECTIVE)
        sb_puts(sb, " noperspective");
    if (g->interp & IR_INTERP_CENTROID)
        sb_puts(sb, " centroid");
    if (g->interp & IR_INTERP_SAMPLE)
        sb_puts(sb, " sample");
    if (g->resource != IRR_NONE && (unsigned)g->resource < sizeof resource_name / sizeof *resource_name)
        sb_printf(sb, " %s", resource_name[g->resource]);
    if (g->set >= 0 || g->binding >= 0)
        sb_printf(sb, " set(%d) binding(%d)", g->set, g->binding);
    if (g->resource != IRR_NONE && !g->writable)
        sb_puts(sb, " readonly");
    if (g->used_atomically)
        sb_puts(sb, " atomic");
    if (g->rasterizer_ordered)
        sb_puts(sb, " rasterizer_ordered");
    if (g->coherent)
        sb_puts(sb, " globallycoherent");
    if (g->combined_image) /* a vk::SampledTexture's sampler */
        sb_printf(sb, " combined(@%s)", g->combined_image->v.name ? g->combined_image->v.name : "?");
    else if (g->combined)
        sb_puts(sb, " combined");
    if (g->spirv)
        put_global_spirv(d, g->spirv);
    if (g->hlsl_type || g->reg_class) {
        sb_puts(sb, "  ;");
        if (g->hlsl_type)
            sb_printf(sb, " %s", g->hlsl_type);
        if (g->reg_class)
            sb_printf(sb, " register(%c%d, space%d)", g->reg_class, g->reg_index, g->reg_space);
    }
    sb_putc(sb, '\n');
}

void ir_dump(IrModule *m, StrBuf *out)
{
    Arena *a = arena_new();
    D d = {.m = m, .out = out};

    /* The lowered states (docs/ir.md), only when reached. */
    if (m->no_phis || m->globals_lowered_mask) {
        if (m->no_phis)
            sb_puts(out, "; phis lowered\n");
        if (m->globals_lowered_mask) {
            sb_puts(out, "; globals lowered to parameters:");
            for (int k = 0; k < IRS_COUNT; k++)
                if (m->globals_lowered_mask & (1u << k))
                    sb_printf(out, " %s", ir_space_name[k]);
            sb_putc(out, '\n');
        }
        sb_putc(out, '\n');
    }
    Structs s = {0};
    s.num_ids = m->next_type_id;
    s.seen = ARENA_ARRAY(a, uint8_t, s.num_ids + 1);
    for (int k = 0; k < m->globals.len; k++)
        find_structs(&s, a, m->globals.data[k]->v.type);
    StructWalk w = {&s, a};
    for (int k = 0; k < m->functions.len; k++) {
        find_structs(&s, a, m->functions.data[k]->v.type);
        ir_walk_blocks(&m->functions.data[k]->body, structs_in_block, &w);
    }
    if (s.list.len) {
        qsort(s.list.data, (size_t)s.list.len, sizeof *s.list.data, cmp_type_id);
        for (int k = 0; k < s.list.len; k++)
            put_struct(&d, s.list.data[k]);
        sb_putc(out, '\n');
    }
    for (int k = 0; k < m->globals.len; k++)
        put_global(&d, m->globals.data[k]);
    if (m->globals.len)
        sb_putc(out, '\n');
    for (int k = 0; k < m->functions.len; k++) {
        if (k)
            sb_putc(out, '\n');
        put_function(&d, m->functions.data[k], a);
    }
    arena_free(a);
}
