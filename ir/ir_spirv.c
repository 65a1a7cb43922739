/* The module's inline SPIR-V table (ir_spirv.h): instructions, types and
 * global records, and the names dumps and messages give them. */
#include "ir_spirv.h"
#include <string.h>
#include "spirv_grammar.h"

IrInlineSpirv *ir_spirv(IrModule *m)
{
    if (!m->spirv)
        m->spirv = ARENA_NEW(m->arena, IrInlineSpirv);
    return m->spirv;
}

uint32_t ir_spirv_add_inst(IrModule *m, IrSpirvInst *desc)
{
    IrInlineSpirv *s = ir_spirv(m);
    vec_push(m->arena, &s->insts, desc);
    return (uint32_t)(s->insts.len - 1);
}

const IrSpirvInst *ir_spirv_inst(const IrModule *m, const IrInst *i)
{
    if (!m->spirv || i->op != IR_SPIRV || i->imm >= (uint32_t)m->spirv->insts.len)
        return NULL;
    return m->spirv->insts.data[i->imm];
}

static bool operand_eq(const IrSpirvOperand *a, const IrSpirvOperand *b)
{
    if (a->kind != b->kind)
        return false;
    switch (a->kind) {
    case IR_SPV_ARG: return a->index == b->index;
    case IR_SPV_LITERAL:
        return a->num_words == b->num_words && a->words[0] == b->words[0] &&
               (a->num_words < 2 || a->words[1] == b->words[1]);
    case IR_SPV_TYPE: return a->type == b->type;
    case IR_SPV_CONST: return a->konst == b->konst;
    case IR_SPV_STRING:
    case IR_SPV_STRING_ID: return strcmp(a->str, b->str) == 0;
    }
    return false;
}

static bool spirv_type_eq(const IrSpirvType *a, const IrSpirvType *b)
{
    if (a->opcode != b->opcode || a->size != b->size || a->alignment != b->alignment ||
        a->num_operands != b->num_operands)
        return false;
    for (uint32_t i = 0; i < a->num_operands; i++)
        if (!operand_eq(&a->operands[i], &b->operands[i]))
            return false;
    return true;
}

void ir_spirv_needs_merge(Arena *arena, IrSpirvNeeds *a, const IrSpirvNeeds *b)
{
    if (!b->num_caps && !b->num_exts)
        return;
    uint32_t *caps = ARENA_ARRAY(arena, uint32_t, a->num_caps + b->num_caps + 1);
    const char **exts = ARENA_ARRAY(arena, const char *, a->num_exts + b->num_exts + 1);
    uint32_t nc = 0, ne = 0;
    for (int pass = 0; pass < 2; pass++) {
        const IrSpirvNeeds *n = pass ? b : a;
        for (uint32_t i = 0; i < n->num_caps; i++) {
            bool have = false;
            for (uint32_t k = 0; k < nc && !have; k++)
                have = caps[k] == n->caps[i];
            if (!have)
                caps[nc++] = n->caps[i];
        }
        for (uint32_t i = 0; i < n->num_exts; i++) {
            bool have = false;
            for (uint32_t k = 0; k < ne && !have; k++)
                have = strcmp(exts[k], n->exts[i]) == 0;
            if (!have)
                exts[ne++] = n->exts[i];
        }
    }
    a->caps = caps;
    a->num_caps = nc;
    a->exts = exts;
    a->num_exts = ne;
}

const IrType *irt_spirv(IrModule *m, const IrSpirvType *desc)
{
    IrInlineSpirv *s = ir_spirv(m);
    for (int i = 0; i < s->types.len; i++) {
        IrType *t = s->types.data[i];
        if (spirv_type_eq(t->spirv, desc)) {
            ir_spirv_needs_merge(ir_names_arena(m), (IrSpirvNeeds *)&t->spirv->needs, &desc->needs);
            return t;
        }
    }
    IrSpirvType *copy = ARENA_NEW(m->arena, IrSpirvType);
    *copy = *desc;
    copy->operands = ARENA_ARRAY(m->arena, IrSpirvOperand, desc->num_operands + 1);
    if (desc->num_operands)
        memcpy(copy->operands, desc->operands, sizeof *copy->operands * desc->num_operands);
    copy->needs = (IrSpirvNeeds){0};
    ir_spirv_needs_merge(ir_names_arena(m), &copy->needs, &desc->needs);
    /* Nominal like structs: one object per distinct description. */
    IrType *t = ARENA_NEW(m->arena, IrType);
    t->kind = IRT_SPIRV;
    t->id = m->next_type_id++;
    t->spirv = copy;
    vec_push(m->arena, &s->types, t);
    return t;
}

IrSpirvGlobal *ir_spirv_global(IrModule *m, IrGlobal *g)
{
    if (!g->spirv) {
        ir_spirv(m)->num_globals++;
        g->spirv = ARENA_NEW(m->arena, IrSpirvGlobal);
        g->spirv->builtin = -1;
        g->spirv->storage_class = -1;
    }
    return g->spirv;
}

const IrSpirvGlobal *ir_spirv_local(const IrModule *m, const IrInst *var)
{
    if (var->op != IR_VAR || !var->imm || !m->spirv || var->imm > (uint32_t)m->spirv->locals.len)
        return NULL;
    return m->spirv->locals.data[var->imm - 1];
}

void ir_spirv_set_local(IrModule *m, IrInst *var, IrSpirvGlobal *s)
{
    IrInlineSpirv *t = ir_spirv(m);
    vec_push(m->arena, &t->locals, s);
    var->imm = (uint32_t)t->locals.len;
}

static void pointer_vars(IrBlock *b, void *user)
{
    bool *found = user;
    IR_FOR_EACH_INST(b, i)
    {
        const IrType *t = i->op == IR_VAR ? i->v.type->elem : NULL;
        if (t && t->kind == IRT_SPIRV && t->spirv->opcode == 32 /* OpTypePointer */)
            *found = true;
    }
}

bool ir_spirv_has_pointer_vars(const IrModule *m)
{
    bool found = false;
    if (!m->spirv || !m->spirv->types.len)
        return false;
    for (int k = 0; k < m->functions.len && !found; k++)
        ir_walk_blocks(&m->functions.data[k]->body, pointer_vars, &found);
    return found;
}

bool ir_spirv_used(const IrModule *m)
{
    if (!m->spirv)
        return false;
    return m->spirv->insts.len || m->spirv->types.len || m->spirv->num_globals;
}

/* ---------------------------------------------------------------- names */

static const char *or_number(IrModule *m, const char *name, const char *what, uint32_t v)
{
    return name ? name : arena_printf(m->arena, "%s %u", what, v);
}

const char *ir_spirv_inst_name(IrModule *m, const IrSpirvInst *s)
{
    switch (s->kind) {
    case IR_SPV_CORE: return or_number(m, spirv_opcode_name(s->opcode), "opcode", s->opcode);
    case IR_SPV_EXT_INST: {
        const char *n = spirv_ext_inst_name(s->set, s->opcode);
        return n ? arena_printf(m->arena, "%s %s", s->set, n)
                 : arena_printf(m->arena, "%s instruction %u", s->set, s->opcode);
    }
    case IR_SPV_EXECUTION_MODE:
    case IR_SPV_EXECUTION_MODE_ID:
        return arena_printf(m->arena, "execution mode %s",
                            or_number(m, spirv_enum_name(SPIRV_ENUM_EXECUTIONMODE, s->opcode), "", s->opcode));
    }
    return "?";
}

const char *ir_spirv_builtin_name(IrModule *m, uint32_t builtin)
{
    const char *n = spirv_enum_name(SPIRV_ENUM_BUILTIN, builtin);
    return n ? arena_printf(m->arena, "BuiltIn %s", n) : arena_printf(m->arena, "BuiltIn %u", builtin);
}

const char *ir_spirv_decoration_name(IrModule *m, uint32_t decoration)
{
    return or_number(m, spirv_enum_name(SPIRV_ENUM_DECORATION, decoration), "decoration", decoration);
}

void ir_spirv_print_operands(IrModule *m, const IrSpirvOperand *ops, uint32_t n, IrValue *const *args,
                             void (*value)(void *user, StrBuf *sb, IrValue *v), void *user, StrBuf *sb)
{
    for (uint32_t k = 0; k < n; k++) {
        const IrSpirvOperand *o = &ops[k];
        if (k)
            sb_puts(sb, ", ");
        switch (o->kind) {
        case IR_SPV_ARG:
            if (args && value)
                value(user, sb, args[o->index]);
            else
                sb_printf(sb, "arg%u", o->index);
            break;
        case IR_SPV_LITERAL:
            if (o->num_words == 2)
                sb_printf(sb, "#%llu", (unsigned long long)o->words[0] | (unsigned long long)o->words[1] << 32);
            else
                sb_printf(sb, "#%u", o->words[0]);
            break;
        case IR_SPV_TYPE: sb_puts(sb, irt_name(m, o->type)); break;
        case IR_SPV_CONST:
            if (value)
                value(user, sb, &o->konst->v);
            else
                sb_printf(sb, "%llu", (unsigned long long)o->konst->u);
            break;
        case IR_SPV_STRING: sb_printf(sb, "\"%s\"", o->str); break;
        case IR_SPV_STRING_ID: sb_printf(sb, "%%string \"%s\"", o->str); break;
        }
    }
}

const char *ir_spirv_type_name(IrModule *m, const IrSpirvType *t)
{
    StrBuf sb = {0};
    const char *op = or_number(m, spirv_opcode_name(t->opcode), "opcode", t->opcode);
    sb_printf(&sb, "spirv<%s", op);
    if (t->size || t->alignment)
        sb_printf(&sb, ", size=%u, align=%u", t->size, t->alignment);
    if (t->num_operands)
        sb_puts(&sb, ", ");
    ir_spirv_print_operands(m, t->operands, t->num_operands, NULL, NULL, NULL, &sb);
    sb_putc(&sb, '>');
    const char *s = arena_strndup(ir_names_arena(m), sb.data, sb.len);
    sb_free(&sb);
    return s;
}
