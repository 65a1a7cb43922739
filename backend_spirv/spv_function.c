/* Functions and structured control flow: the IR's region tree becomes
 * SPIR-V blocks with merge instructions (SPIR-V 2.11, "Structured Control
 * Flow"). Blocks are emitted in tree order, which puts every block after
 * its dominators and each construct's blocks together.
 *
 *   block before an if      the selection header: OpSelectionMerge (the
 *                           block after the if) + OpBranchConditional
 *   if's else region        omitted when it is one empty block: the header
 *                           branches straight to the merge (and stands in
 *                           for the else block in the merge's phis)
 *   block before a loop     OpBranch to a header block made here, holding
 *                           the phis of the body's first block, OpLoopMerge
 *                           (merge = block after the loop, continue target =
 *                           continuing's first block) and OpBranch to the body
 *   continuing's last block the back edge: OpBranch header, or with break_if
 *                           OpBranchConditional break_if merge header
 *   block before a switch   OpSelectionMerge + OpSwitch; a case that does not
 *                           end in a jump branches to the next case's first
 *                           block (fall-through, allowed to the next target)
 *   break / continue        OpBranch to the innermost loop or switch merge /
 *                           to the innermost loop's continue target */
#include "spv_internal.h"
#include "../ir/ir_spirv.h"

static bool is_jump(IrOp op)
{
    return op == IR_BREAK || op == IR_CONTINUE || op == IR_RETURN || op == IR_DISCARD || op == IR_UNREACHABLE;
}

static bool else_skipped(const IrIf *i)
{
    const IrNode *f = i->else_.first;
    return f && f == i->else_.last && f->kind == IRN_BLOCK && !((const IrBlock *)f)->first;
}

static IrBlock *first_block(SpvWriter *w, IrRegion *r)
{
    if (!r->first || r->first->kind != IRN_BLOCK)
        ice(w->c, "region does not start with a block");
    return (IrBlock *)r->first;
}

/* The merge of a control node: the block after it in its region. */
static uint32_t merge_label(SpvWriter *w, IrNode *n)
{
    if (!n->next || n->next->kind != IRN_BLOCK)
        ice(w->c, "control node %u has no merge block", n->id);
    return spv_label(w, (IrBlock *)n->next);
}

/* The synthesized header block of a loop. */
static uint32_t loop_header(SpvWriter *w, IrLoop *l)
{
    return spv_node_label(w, &l->n);
}

/* The label of the SPIR-V block that ends in the branch an IR predecessor
 * stands for. */
static uint32_t pred_label(SpvWriter *w, IrBlock *b)
{
    uint32_t a = spv_map_get(&w->alias, b);
    return a ? a : spv_label(w, b);
}

static void emit_phi(SpvWriter *w, IrInst *i)
{
    SpvWords *b = SPV_FN(w);
    uint32_t type = spv_type(w, i->v.type), id = spv_value(w, &i->v);
    size_t s = spv_begin(w, b, SpvOpPhi);
    spv_w(w, b, type);
    spv_w(w, b, id);
    for (uint32_t k = 0; k < i->num_args; k++) {
        if (!i->preds || !i->preds[k])
            ice(w->c, "phi %%%u has no predecessor for argument %u", i->v.id, k);
        spv_w(w, b, spv_value(w, i->args[k]));
        spv_w(w, b, pred_label(w, i->preds[k]));
    }
    spv_end(w, b, s);
    spv_relaxed(w, i, id);
    spv_name(w, id, i->v.name);
}

static void emit_jump(SpvWriter *w, IrInst *i, const SpvFlow *fl)
{
    SpvWords *b = SPV_FN(w);
    switch (i->op) {
    case IR_BREAK:
        if (!fl->break_label)
            ice(w->c, "break outside a loop or switch");
        spv_op(w, b, SpvOpBranch, 1, fl->break_label);
        break;
    case IR_CONTINUE:
        if (!fl->cont_label)
            ice(w->c, "continue outside a loop body");
        spv_op(w, b, SpvOpBranch, 1, fl->cont_label);
        break;
    case IR_RETURN:
        spv_interlock_leave(w);
        if (i->num_args && i->args[0])
            spv_op(w, b, SpvOpReturnValue, 1, spv_value(w, i->args[0]));
        else
            spv_op(w, b, SpvOpReturn, 0);
        break;
    case IR_DISCARD:
        if (w->fn_st & ~(unsigned)ST_FRAGMENT)
            diag(w->c, i->loc, D_SPV_DISCARD_STAGE);
        spv_interlock_leave(w);
        /* OpKill is deprecated in SPIR-V 1.6; OpTerminateInvocation is core there. */
        spv_op(w, b, w->version >= 0x00010600u ? SpvOpTerminateInvocation : SpvOpKill, 0);
        break;
    default: spv_op(w, b, SpvOpUnreachable, 0); break;
    }
}

static void emit_fallthrough(SpvWriter *w, const SpvFlow *fl)
{
    SpvWords *b = SPV_FN(w);
    switch (fl->next) {
    case NEXT_LABEL: spv_op(w, b, SpvOpBranch, 1, fl->next_label); break;
    case NEXT_BACKEDGE:
        if (fl->break_if)
            spv_op(w, b, SpvOpBranchConditional, 3, spv_value(w, fl->break_if), fl->loop_merge, fl->next_label);
        else
            spv_op(w, b, SpvOpBranch, 1, fl->next_label);
        break;
    case NEXT_RETURN:
        spv_op(w, b, w->fn->ret->kind == IRT_VOID ? SpvOpReturn : SpvOpUnreachable, 0);
        break;
    }
}

/* The end of a header block: the merge instruction and the branch into ctl. */
static void emit_header_end(SpvWriter *w, IrBlock *hb, IrNode *ctl)
{
    SpvWords *b = SPV_FN(w);
    switch (ctl->kind) {
    case IRN_IF: {
        IrIf *i = (IrIf *)ctl;
        uint32_t merge = merge_label(w, ctl);
        uint32_t sel = SpvSelectionControlMaskNone;
        if (i->hints & IR_HINT_FLATTEN)
            sel = SpvSelectionControlFlattenMask;
        else if (i->hints & IR_HINT_BRANCH)
            sel = SpvSelectionControlDontFlattenMask;
        uint32_t then_l = spv_label(w, first_block(w, &i->then_)), else_l;
        if (else_skipped(i)) {
            else_l = merge;
            spv_map_put(w, &w->alias, i->else_.first, spv_label(w, hb));
        } else {
            else_l = spv_label(w, first_block(w, &i->else_));
        }
        uint32_t cond = spv_value(w, i->cond);
        spv_op(w, b, SpvOpSelectionMerge, 2, merge, sel);
        spv_op(w, b, SpvOpBranchConditional, 3, cond, then_l, else_l);
        break;
    }
    case IRN_LOOP: spv_op(w, b, SpvOpBranch, 1, loop_header(w, (IrLoop *)ctl)); break;
    case IRN_SWITCH: {
        IrSwitch *s = (IrSwitch *)ctl;
        uint32_t merge = merge_label(w, ctl), deflt = merge;
        for (uint32_t k = 0; k < s->num_cases; k++)
            if (s->cases[k].is_default)
                deflt = spv_label(w, first_block(w, &s->cases[k].body));
        const IrType *st = s->selector->type;
        uint32_t sel = spv_value(w, s->selector);
        spv_op(w, b, SpvOpSelectionMerge, 2, merge, (uint32_t)SpvSelectionControlMaskNone);
        size_t at = spv_begin(w, b, SpvOpSwitch);
        spv_w(w, b, sel);
        spv_w(w, b, deflt);
        for (uint32_t k = 0; k < s->num_cases; k++) {
            IrCase *cs = &s->cases[k];
            uint32_t l = spv_label(w, first_block(w, &cs->body));
            for (uint32_t v = 0; v < cs->num_values; v++) {
                uint64_t lit = (uint64_t)cs->values[v];
                spv_w(w, b, (uint32_t)lit);
                if (st->bits == 64)
                    spv_w(w, b, (uint32_t)(lit >> 32));
                spv_w(w, b, l);
            }
        }
        spv_end(w, b, at);
        break;
    }
    case IRN_BLOCK: ice(w->c, "two blocks in a row in a region");
    }
}

/* Stores the initializer of a local that is not a constant (constants go
 * on the OpVariable itself). */
static void emit_var_init(SpvWriter *w, IrInst *i)
{
    if (i->num_args && i->args[0] && i->args[0]->vkind != IRV_CONST)
        spv_op(w, SPV_FN(w), SpvOpStore, 2, spv_value(w, &i->v), spv_value(w, i->args[0]));
}

static void emit_region(SpvWriter *w, IrRegion *r, const SpvFlow *fl, bool label_done, bool skip_phis);

static void emit_block(SpvWriter *w, IrBlock *blk, const SpvFlow *fl, bool label_done, bool skip_phis)
{
    if (!label_done) {
        spv_op(w, SPV_FN(w), SpvOpLabel, 1, spv_label(w, blk));
        spv_debug_label(w);
    }
    IrInst *jump = NULL;
    IR_FOR_EACH_INST(blk, i)
    {
        if (i->op == IR_PHI) {
            if (!skip_phis)
                emit_phi(w, i);
        } else if (is_jump(i->op)) {
            jump = i;
            break;
        } else {
            spv_interlock_before(w, blk, i);
            if (i->op == IR_VAR)
                emit_var_init(w, i);
            else
                spv_emit_inst(w, i);
            spv_interlock_after(w, i);
        }
    }
    spv_interlock_before(w, blk, NULL);
    if (jump)
        emit_jump(w, jump, fl);
    else if (blk->n.next)
        emit_header_end(w, blk, blk->n.next);
    else
        emit_fallthrough(w, fl);
}

static void emit_if(SpvWriter *w, IrIf *i, const SpvFlow *fl)
{
    SpvFlow inner = *fl;
    inner.next = NEXT_LABEL;
    inner.next_label = merge_label(w, &i->n);
    inner.break_if = NULL;
    emit_region(w, &i->then_, &inner, false, false);
    if (!else_skipped(i))
        emit_region(w, &i->else_, &inner, false, false);
}

static void emit_loop(SpvWriter *w, IrLoop *l, const SpvFlow *fl)
{
    SpvWords *b = SPV_FN(w);
    uint32_t header = loop_header(w, l), merge = merge_label(w, &l->n);
    IrBlock *body = first_block(w, &l->body);
    uint32_t cont = spv_label(w, first_block(w, &l->continuing));
    spv_op(w, b, SpvOpLabel, 1, header);
    spv_debug_label(w);
    IR_FOR_EACH_INST(body, i)
    {
        if (i->op == IR_PHI)
            emit_phi(w, i);
    }
    uint32_t ctl = SpvLoopControlMaskNone;
    if (l->hints & IR_HINT_UNROLL)
        ctl = SpvLoopControlUnrollMask;
    else if (l->hints & IR_HINT_DONT_UNROLL)
        ctl = SpvLoopControlDontUnrollMask;
    spv_op(w, b, SpvOpLoopMerge, 3, merge, cont, ctl);
    spv_op(w, b, SpvOpBranch, 1, spv_label(w, body));

    SpvFlow in_body = {NEXT_LABEL, cont, NULL, merge, cont, 0};
    emit_region(w, &l->body, &in_body, false, true);
    SpvFlow in_cont = {NEXT_BACKEDGE, header, l->break_if, 0, 0, merge};
    emit_region(w, &l->continuing, &in_cont, false, false);
}

static void emit_switch(SpvWriter *w, IrSwitch *s, const SpvFlow *fl)
{
    uint32_t merge = merge_label(w, &s->n);
    for (uint32_t k = 0; k < s->num_cases; k++) {
        SpvFlow in_case = {NEXT_LABEL, merge, NULL, merge, fl->cont_label, 0};
        if (k + 1 < s->num_cases)
            in_case.next_label = spv_label(w, first_block(w, &s->cases[k + 1].body));
        emit_region(w, &s->cases[k].body, &in_case, false, false);
    }
}

/* A region: its blocks get fl's break/continue targets; the last block
 * goes on as fl->next says. */
static void emit_region(SpvWriter *w, IrRegion *r, const SpvFlow *fl, bool label_done, bool skip_phis)
{
    for (IrNode *n = r->first; n; n = n->next) {
        /* Only the region's last block takes fl's way out; a block before a
         * control node ends as that node's header. */
        switch (n->kind) {
        case IRN_BLOCK:
            emit_block(w, (IrBlock *)n, fl, n == r->first && label_done, n == r->first && skip_phis);
            break;
        case IRN_IF: emit_if(w, (IrIf *)n, fl); break;
        case IRN_LOOP: emit_loop(w, (IrLoop *)n, fl); break;
        case IRN_SWITCH: emit_switch(w, (IrSwitch *)n, fl); break;
        }
    }
}

/* Every IR_VAR of the function, as OpVariable at the top of its first block
 * (SPIR-V 2.4: function-storage variables come first in the entry block). */
static void emit_vars(SpvWriter *w, IrRegion *r)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK:
            IR_FOR_EACH_INST((IrBlock *)n, i)
            {
                if (i->op != IR_VAR)
                    continue;
                const IrType *pt = i->v.type;
                if (pt->kind != IRT_POINTER)
                    ice(w->c, "var %%%u is not a pointer", i->v.id);
                if (spv_laid_out(pt->elem))
                    ice(w->c, "local variable %%%u has an explicitly laid-out type %s", i->v.id,
                        irt_name(w->m, pt->elem));
                uint32_t type = spv_type(w, irt_pointer(w->m, pt->elem, IRS_FUNCTION));
                uint32_t id = spv_value(w, &i->v);
                IrValue *init = i->num_args ? i->args[0] : NULL;
                SpvWords *b = SPV_FN(w);
                size_t s = spv_begin(w, b, SpvOpVariable);
                spv_w(w, b, type);
                spv_w(w, b, id);
                spv_w(w, b, SpvStorageClassFunction);
                if (init && init->vkind == IRV_CONST)
                    spv_w(w, b, spv_value(w, init));
                spv_end(w, b, s);
                spv_inline_local(w, ir_spirv_local(w->m, i), id);
                spv_name(w, id, i->v.name);
                if (i->relaxed || pt->elem->relaxed)
                    spv_decorate(w, id, SpvDecorationRelaxedPrecision, 0);
            }
            break;
        case IRN_IF:
            emit_vars(w, &((IrIf *)n)->then_);
            emit_vars(w, &((IrIf *)n)->else_);
            break;
        case IRN_LOOP:
            emit_vars(w, &((IrLoop *)n)->body);
            emit_vars(w, &((IrLoop *)n)->continuing);
            break;
        case IRN_SWITCH:
            for (uint32_t k = 0; k < ((IrSwitch *)n)->num_cases; k++)
                emit_vars(w, &((IrSwitch *)n)->cases[k].body);
            break;
        }
    }
}

void spv_emit_function(SpvWriter *w, IrFunction *f)
{
    w->fn = f;
    w->alias = (SpvPtrMap){0};
    w->fn_num_values = f->next_value_id;
    w->fn_values = ARENA_ARRAY(w->a, uint32_t, f->next_value_id + 1);
    w->fn_num_labels = f->next_node_id;
    w->fn_labels = ARENA_ARRAY(w->a, uint32_t, f->next_node_id + 1);
    SpvWords *b = SPV_FN(w);
    const IrType *ft = f->v.type;
    if (!ft || ft->kind != IRT_FUNCTION) {
        const IrType **ps = ARENA_ARRAY(w->a, const IrType *, f->num_params + 1);
        for (uint32_t k = 0; k < f->num_params; k++)
            ps[k] = f->params[k]->v.type;
        ft = irt_function(w->m, f->ret, ps, (int)f->num_params);
    }
    uint32_t ftype = spv_type(w, ft), ret = spv_type(w, f->ret);
    spv_op(w, b, SpvOpFunction, 4, ret, spv_value(w, &f->v), (uint32_t)SpvFunctionControlMaskNone, ftype);
    for (uint32_t k = 0; k < f->num_params; k++) {
        IrParam *p = f->params[k];
        uint32_t pt = spv_type(w, p->v.type), id = spv_value(w, &p->v);
        spv_op(w, b, SpvOpFunctionParameter, 2, pt, id);
        spv_name(w, id, p->v.name);
        spv_inline_local(w, p->spirv, id); /* [[vk::ext_decorate]] on the parameter */
    }
    IrBlock *entry = first_block(w, &f->body);
    spv_op(w, b, SpvOpLabel, 1, spv_label(w, entry));
    spv_debug_label(w);
    emit_vars(w, &f->body);
    spv_debug_function(w, f);
    spv_interlock_plan(w, f);
    SpvFlow fl = {NEXT_RETURN, 0, NULL, 0, 0, 0};
    emit_region(w, &f->body, &fl, true, false);
    spv_op(w, b, SpvOpFunctionEnd, 0);
    w->fn = NULL;
    w->fn_num_values = w->fn_num_labels = 0;
    w->lock = NULL;
}
