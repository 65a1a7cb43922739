/* Inline SPIR-V (ir/ir_spirv.h), written back word for word:
 *   IR_SPIRV          the opcode, [result type, result id,] the operands in
 *                     order (OpExtInst: the set's import and number first)
 *   execution modes   OpExecutionMode / OpExecutionModeId of the entry
 *                     point, for each one its call tree reaches
 *   IRT_SPIRV         OpType<opcode> with its operands, deduplicated with
 *                     Prism's own types (an OpTypeInt 32 0 is the uint)
 *   IrGlobal.spirv    BuiltIn and the ext_decorate* decorations
 *   needs             OpCapability / OpExtension of what is used (DXC: "They're
 *                     only emitted if the function is actually called")
 * and, for spv_validate.c, where each of these landed, so that the
 * validator's complaint about an instruction points at the declaration
 * that produced it. */
#include <string.h>
#include "../ir/ir_spirv.h"
#include "spv_internal.h"

typedef struct SpvMark {
    SpvSection sec;
    size_t at;   /* word offset of the instruction in its section */
    SrcLoc loc;
} SpvMark;

struct SpvInline {
    VEC(SpvMark) marks;
    VEC(const char *) sets; /* extended instruction sets imported, other than GLSL.std.450 */
    VEC(uint32_t) set_ids;
    bool used;              /* some inline SPIR-V reached the module: validate it */
};

static struct SpvInline *state(SpvWriter *w)
{
    if (!w->inl)
        w->inl = ARENA_NEW(w->a, struct SpvInline);
    return w->inl;
}

static void mark(SpvWriter *w, SpvSection sec, size_t at, SrcLoc loc)
{
    struct SpvInline *s = state(w);
    s->used = true;
    SpvMark m = {sec, at, loc};
    vec_push(w->a, &s->marks, m);
}

void spv_inline_needs(SpvWriter *w, const IrSpirvNeeds *n)
{
    if (!n)
        return;
    for (uint32_t i = 0; i < n->num_caps; i++)
        spv_cap(w, (SpvCapability)n->caps[i]);
    for (uint32_t i = 0; i < n->num_exts; i++)
        spv_ext(w, n->exts[i]);
}

static uint32_t import(SpvWriter *w, const char *set)
{
    if (strcmp(set, "GLSL.std.450") == 0)
        return spv_glsl(w);
    struct SpvInline *s = state(w);
    for (int i = 0; i < s->sets.len; i++)
        if (strcmp(s->sets.data[i], set) == 0)
            return s->set_ids.data[i];
    uint32_t id = spv_op_string(w, &w->sec[SEC_IMPORTS], SpvOpExtInstImport, set);
    vec_push(w->a, &s->sets, set);
    vec_push(w->a, &s->set_ids, id);
    return id;
}

/* The operand words; args are the instruction's (NULL for a type's). */
static void operands(SpvWriter *w, SpvWords *b, const IrSpirvOperand *ops, uint32_t n, IrValue *const *args,
                     const uint32_t *strings)
{
    for (uint32_t k = 0; k < n; k++) {
        const IrSpirvOperand *o = &ops[k];
        switch (o->kind) {
        case IR_SPV_ARG: spv_w(w, b, spv_value(w, args[o->index])); break;
        case IR_SPV_LITERAL:
            for (uint32_t i = 0; i < o->num_words; i++)
                spv_w(w, b, o->words[i]);
            break;
        case IR_SPV_TYPE: spv_w(w, b, spv_type(w, o->type)); break;
        case IR_SPV_CONST: spv_w(w, b, spv_const(w, o->konst)); break;
        case IR_SPV_STRING: spv_str(w, b, o->str); break;
        case IR_SPV_STRING_ID: spv_w(w, b, strings[k]); break;
        }
    }
}

/* The ids every operand needs, made before the instruction's words start
 * (types and constants go to their own section, but ask for them first
 * all the same: nothing may interleave with the words of one instruction). */
static void prepare(SpvWriter *w, const IrSpirvOperand *ops, uint32_t n, IrValue *const *args)
{
    for (uint32_t k = 0; k < n; k++) {
        const IrSpirvOperand *o = &ops[k];
        if (o->kind == IR_SPV_ARG)
            spv_value(w, args[o->index]);
        else if (o->kind == IR_SPV_TYPE)
            spv_type(w, o->type);
        else if (o->kind == IR_SPV_CONST)
            spv_const(w, o->konst);
    }
}

void spv_emit_spirv_inst(SpvWriter *w, IrInst *i)
{
    const IrSpirvInst *s = ir_spirv_inst(w->m, i);
    if (!s)
        ice(w->c, "IR_SPIRV without its description");
    spv_inline_needs(w, &s->needs);
    state(w)->used = true;
    if (s->kind == IR_SPV_EXECUTION_MODE || s->kind == IR_SPV_EXECUTION_MODE_ID)
        return; /* the entry point's (spv_inline_entry) */
    /* OpExtInst has a result even when void (printf's DebugPrintf) */
    bool result = i->v.type->kind != IRT_VOID || s->kind == IR_SPV_EXT_INST;
    uint32_t rtype = result ? spv_type(w, i->v.type) : 0;
    uint32_t set = s->kind == IR_SPV_EXT_INST ? import(w, s->set) : 0;
    prepare(w, s->operands, s->num_operands, i->args);
    /* OpString operands (printf's format), in the debug section, made before the words start */
    uint32_t *strings = ARENA_ARRAY(w->a, uint32_t, s->num_operands ? s->num_operands : 1);
    for (uint32_t k = 0; k < s->num_operands; k++)
        if (s->operands[k].kind == IR_SPV_STRING_ID)
            strings[k] = spv_op_string(w, &w->sec[SEC_SOURCE], SpvOpString, s->operands[k].str);
    SpvWords *b = SPV_FN(w);
    size_t at = spv_begin(w, b, s->kind == IR_SPV_EXT_INST ? SpvOpExtInst : (SpvOp)s->opcode);
    if (result) {
        spv_w(w, b, rtype);
        spv_w(w, b, spv_value(w, &i->v));
    }
    if (s->kind == IR_SPV_EXT_INST) {
        spv_w(w, b, set);
        spv_w(w, b, s->opcode);
    }
    operands(w, b, s->operands, s->num_operands, i->args, strings);
    spv_end(w, b, at);
    mark(w, SEC_FUNCS, at, s->decl);
}

uint32_t spv_inline_type(SpvWriter *w, const IrType *t)
{
    const IrSpirvType *s = t->spirv;
    spv_inline_needs(w, &s->needs);
    prepare(w, s->operands, s->num_operands, NULL);
    /* The operand words, gathered to be deduplicated as one type. */
    SpvWords words = {0};
    operands(w, &words, s->operands, s->num_operands, NULL, NULL);
    size_t at = (size_t)w->sec[SEC_TYPES].len;
    bool fresh;
    uint32_t id = spv_type_instruction(w, (SpvOp)s->opcode, words.data, words.len, &fresh);
    if (fresh)
        mark(w, SEC_TYPES, at, s->loc);
    state(w)->used = true;
    return id;
}

/* The decorations of a global (member < 0) or of member `member` of the
 * struct `id`: OpDecorate(Id, String) or OpMemberDecorate(String). */
static void decorations(SpvWriter *w, const IrSpirvGlobal *s, uint32_t id, int member)
{
    for (uint32_t k = 0; k < s->num_decorations; k++) {
        const IrSpirvDecoration *d = &s->decorations[k];
        prepare(w, d->operands, d->num_operands, NULL);
        SpvWords *b = &w->sec[SEC_DECOR];
        bool str = d->form == IR_SPV_DECORATE_STRING;
        SpvOp op = member >= 0 ? (str ? SpvOpMemberDecorateString : SpvOpMemberDecorate)
                   : d->form == IR_SPV_DECORATE_ID ? SpvOpDecorateId
                   : str                           ? SpvOpDecorateString
                                                   : SpvOpDecorate;
        size_t at = spv_begin(w, b, op);
        spv_w(w, b, id);
        if (member >= 0)
            spv_w(w, b, (uint32_t)member);
        spv_w(w, b, d->decoration);
        operands(w, b, d->operands, d->num_operands, NULL, NULL);
        spv_end(w, b, at);
        mark(w, SEC_DECOR, at, d->loc);
    }
}

void spv_inline_global(SpvWriter *w, IrGlobal *g, uint32_t id, size_t var_at)
{
    const IrSpirvGlobal *s = g->spirv;
    if (!s)
        return;
    spv_inline_needs(w, &s->needs);
    mark(w, SEC_TYPES, var_at, s->loc);
    decorations(w, s, id, -1);
}

void spv_inline_local(SpvWriter *w, const IrSpirvGlobal *s, uint32_t id)
{
    if (!s)
        return;
    spv_inline_needs(w, &s->needs);
    state(w)->used = true;
    decorations(w, s, id, -1);
}

void spv_inline_members(SpvWriter *w, const IrType *st, uint32_t id)
{
    for (uint32_t i = 0; st->member_spirv && i < st->num_members; i++) {
        const IrSpirvGlobal *s = st->member_spirv[i];
        if (!s)
            continue;
        spv_inline_needs(w, &s->needs);
        state(w)->used = true;
        decorations(w, s, id, (int)i);
    }
}

void spv_inline_function(SpvWriter *w, IrFunction *f)
{
    if (f->spirv_needs) {
        spv_inline_needs(w, f->spirv_needs);
        state(w)->used = true;
    }
}

/* Two execution modes are the same mode with the same operands: written once. */
static bool same_mode(const IrInst *a, const IrSpirvInst *sa, const IrInst *b, const IrSpirvInst *sb)
{
    if (sa->kind != sb->kind || sa->opcode != sb->opcode || sa->num_operands != sb->num_operands)
        return false;
    for (uint32_t k = 0; k < sa->num_operands; k++) {
        const IrSpirvOperand *x = &sa->operands[k], *y = &sb->operands[k];
        if (x->kind != y->kind)
            return false;
        if (x->kind == IR_SPV_ARG ? a->args[x->index] != b->args[y->index]
                                  : x->num_words != y->num_words || x->words[0] != y->words[0] ||
                                        x->words[1] != y->words[1])
            return false;
    }
    return true;
}

typedef struct ModeWalk {
    SpvWriter *w;
    uint32_t fid;
    VEC(IrInst *) seen;
} ModeWalk;

/* Whether the entry fid already has `OpExecutionMode fid mode` with no
 * operands (Prism's own DepthReplacing for SV_Depth, OriginUpperLeft,
 * a mode written twice): written once. */
static bool mode_written(SpvWriter *w, uint32_t fid, uint32_t mode)
{
    const SpvWords *b = &w->sec[SEC_MODES];
    for (int k = 0; k + 2 < b->len;) {
        uint32_t count = b->data[k] >> 16; /* the instruction's word count */
        if (b->data[k] == (3u << 16 | SpvOpExecutionMode) && b->data[k + 1] == fid && b->data[k + 2] == mode)
            return true;
        k += count ? (int)count : 1;
    }
    return false;
}

static void mode_inst(IrInst *i, void *user)
{
    ModeWalk *mw = user;
    SpvWriter *w = mw->w;
    const IrSpirvInst *s = ir_spirv_inst(w->m, i);
    if (!s || (s->kind != IR_SPV_EXECUTION_MODE && s->kind != IR_SPV_EXECUTION_MODE_ID))
        return;
    for (int k = 0; k < mw->seen.len; k++)
        if (same_mode(mw->seen.data[k], ir_spirv_inst(w->m, mw->seen.data[k]), i, s))
            return;
    vec_push(w->a, &mw->seen, i);
    spv_inline_needs(w, &s->needs);
    if (s->kind == IR_SPV_EXECUTION_MODE && !s->num_operands && mode_written(w, mw->fid, s->opcode))
        return;
    prepare(w, s->operands, s->num_operands, i->args);
    SpvWords *b = &w->sec[SEC_MODES];
    size_t at = spv_begin(w, b, s->kind == IR_SPV_EXECUTION_MODE_ID ? SpvOpExecutionModeId : SpvOpExecutionMode);
    spv_w(w, b, mw->fid);
    spv_w(w, b, s->opcode);
    operands(w, b, s->operands, s->num_operands, i->args, NULL);
    spv_end(w, b, at);
    mark(w, SEC_MODES, at, s->decl);
}

void spv_inline_entry(SpvWriter *w, uint32_t fid)
{
    if (!w->m->spirv || !w->m->spirv->insts.len)
        return;
    ModeWalk mw = {w, fid, {0}};
    ir_walk_entry_insts(w->m, w->entry, mode_inst, &mw);
}

/* PhysicalStorageBuffer64 when inline SPIR-V declares
 * PhysicalStorageBufferAddresses (its pointers need that addressing model,
 * SPIR-V 2.16.1; DXC switches the same way), else Logical. */
uint32_t spv_inline_addressing(SpvWriter *w)
{
    for (int i = 0; i < w->caps.len; i++)
        if (w->caps.data[i] == SpvCapabilityPhysicalStorageBufferAddresses)
            return SpvAddressingModelPhysicalStorageBuffer64;
    return SpvAddressingModelLogical;
}

bool spv_inline_used(const SpvWriter *w)
{
    return w->inl && w->inl->used;
}

/* Where the instruction at absolute word offset `word` came from, if inline
 * SPIR-V wrote it; sec_start[s] is where section s begins in the module. */
bool spv_inline_where(const SpvWriter *w, const size_t *sec_start, size_t word, SrcLoc *out)
{
    if (!w->inl)
        return false;
    for (int i = 0; i < w->inl->marks.len; i++) {
        const SpvMark *m = &w->inl->marks.data[i];
        if (sec_start[m->sec] + m->at == word) {
            *out = m->loc;
            return true;
        }
    }
    return false;
}

/* The first inline SPIR-V declaration the module used (where a problem
 * with no instruction of its own is reported). */
bool spv_inline_first(const SpvWriter *w, SrcLoc *out)
{
    if (!w->inl || !w->inl->marks.len) {
        /* needs only (an entry point's [[vk::ext_capability]]): its function */
        return false;
    }
    *out = w->inl->marks.data[0].loc;
    return true;
}
