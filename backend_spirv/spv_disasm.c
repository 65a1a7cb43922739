/* prism_disassemble_spirv: SPIR-V words to text, in the form of
 * `spirv-dis --raw-id` (SPIRV-Tools' disassembler) so that listings from
 * either tool compare equal: the header comment, then one instruction a
 * line, result ids right-aligned before " = ", enumerants by name, numbers
 * as SPIRV-Tools prints them (32-bit floats with 9 significant digits,
 * 64-bit with 17, 16-bit and non-finite ones as hex floats). The tables
 * come from SPIRV-Headers' grammars (tools/gen_spirv_grammar.c). For -Fc. */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../include/prism.h"
#include "../util/strbuf.h"

typedef struct SpvGOperand {
    int kind;       /* index into spv_g_kinds */
    int quantifier; /* 0: one, 1: optional (?), 2: any number (*) */
} SpvGOperand;
typedef struct SpvGInst {
    unsigned opcode;
    const char *name;
    int first, count; /* spv_g_operands */
} SpvGInst;
typedef struct SpvGEnum {
    unsigned value;
    const char *name;
    int first, count; /* its parameters in spv_g_operands */
} SpvGEnum;
enum { SPVG_BITS, SPVG_VALUE, SPVG_ID, SPVG_PAIR, SPVG_LITERAL };
typedef struct SpvGKind {
    const char *name;
    int category;
    int first, count; /* spv_g_enums */
    int base0, base1; /* SPVG_PAIR */
} SpvGKind;
typedef struct SpvGName {
    unsigned opcode;
    const char *name;
} SpvGName;

#include "spirv_grammar.inc"

#define COUNT(a) (sizeof(a) / sizeof *(a))

typedef struct Dis {
    const uint32_t *w;
    size_t n, pos, end; /* the instruction's words: [pos, end) */
    StrBuf out;
    /* per id: the type of a result, and for types their number form */
    uint32_t bound, *type_of;
    uint8_t *num_width, *num_kind; /* 0: none, 1 unsigned, 2 signed, 3 float */
    uint8_t *ext_set;              /* 1 GLSL.std.450, 2 NonSemantic.Shader.DebugInfo.100 */
    bool bad;
} Dis;

static const SpvGInst *find_inst(unsigned op)
{
    for (size_t i = 0; i < COUNT(spv_g_insts); i++)
        if (spv_g_insts[i].opcode == op)
            return &spv_g_insts[i];
    return NULL;
}

static int kind_named(const char *name)
{
    for (size_t i = 0; i < COUNT(spv_g_kinds); i++)
        if (!strcmp(spv_g_kinds[i].name, name))
            return (int)i;
    return -1;
}

static bool more(const Dis *d)
{
    return d->pos < d->end;
}

static uint32_t take(Dis *d)
{
    if (d->pos >= d->end) {
        d->bad = true;
        return 0;
    }
    return d->w[d->pos++];
}

static void id(Dis *d, uint32_t v)
{
    sb_printf(&d->out, " %%%u", v);
}

static void string(Dis *d)
{
    sb_puts(&d->out, " \"");
    while (more(d)) {
        uint32_t word = take(d);
        for (int b = 0; b < 4; b++) {
            char ch = (char)(word >> (8 * b));
            if (!ch) {
                sb_putc(&d->out, '"');
                return;
            }
            if (ch == '"' || ch == '\\')
                sb_putc(&d->out, '\\');
            sb_putc(&d->out, ch);
        }
    }
    d->bad = true;
}

/* SPIRV-Tools' HexFloat printing (source/util/hex_float.h). */
static void hex_float(Dis *d, uint64_t bits, int frac_bits, int exp_bits)
{
    int nibbles = (frac_bits + 3) / 4, overflow = nibbles * 4 - frac_bits;
    uint64_t frac_mask = (1ull << frac_bits) - 1;
    bool neg = (bits >> (frac_bits + exp_bits)) & 1;
    int exponent = (int)((bits >> frac_bits) & ((1u << exp_bits) - 1));
    uint64_t fraction = (bits & frac_mask) << overflow;
    int bias = (1 << (exp_bits - 1)) - 1;
    bool zero = exponent == 0 && fraction == 0, denorm = exponent == 0 && !zero;
    int e = zero ? 0 : exponent - bias;
    if (denorm) {
        uint64_t top = 1ull << (nibbles * 4 - 1);
        while (!(fraction & top)) {
            fraction <<= 1;
            e--;
        }
        fraction = (fraction << 1) & ((1ull << (nibbles * 4)) - 1);
    }
    while (nibbles > 0 && !(fraction & 0xf)) {
        fraction >>= 4;
        nibbles--;
    }
    sb_printf(&d->out, " %s0x%c", neg ? "-" : "", zero ? '0' : '1');
    if (nibbles)
        sb_printf(&d->out, ".%0*llx", nibbles, (unsigned long long)fraction);
    sb_printf(&d->out, "p%s%d", e >= 0 ? "+" : "", e);
}

/* A number of the given form (from its type) at the cursor. */
static void number(Dis *d, int kind, int width)
{
    uint64_t v = take(d);
    if (width == 64)
        v |= (uint64_t)take(d) << 32;
    if (kind == 3) {
        if (width == 16) {
            hex_float(d, v & 0xffff, 10, 5);
        } else if (width == 64) {
            double f;
            memcpy(&f, &v, 8);
            if (fpclassify(f) == FP_ZERO || fpclassify(f) == FP_NORMAL)
                sb_printf(&d->out, " %.17g", f);
            else
                hex_float(d, v, 52, 11);
        } else {
            uint32_t u = (uint32_t)v;
            float f;
            memcpy(&f, &u, 4);
            if (fpclassify(f) == FP_ZERO || fpclassify(f) == FP_NORMAL)
                sb_printf(&d->out, " %.9g", (double)f);
            else
                hex_float(d, u, 23, 8);
        }
    } else if (kind == 2) {
        if (width == 64)
            sb_printf(&d->out, " %lld", (long long)v);
        else
            sb_printf(&d->out, " %d", (int32_t)(uint32_t)v);
    } else {
        sb_printf(&d->out, " %llu", (unsigned long long)v);
    }
}

/* The number form of type t (an OpTypeInt / OpTypeFloat id): kind, width. */
static void form_of(const Dis *d, uint32_t t, int *kind, int *width)
{
    *kind = t < d->bound ? d->num_kind[t] : 1;
    *width = t < d->bound && d->num_width[t] ? d->num_width[t] : 32;
    if (!*kind)
        *kind = 1;
}

static void operand(Dis *d, int kind, const SpvGInst *in, uint32_t result_type);

/* An enumerant's parameters, by their quantifiers. */
static void params(Dis *d, const SpvGEnum *e, const SpvGInst *in, uint32_t result_type)
{
    for (int q = 0; q < e->count && !d->bad; q++) {
        const SpvGOperand *o = &spv_g_operands[e->first + q];
        if (o->quantifier && !more(d))
            break;
        do
            operand(d, o->kind, in, result_type);
        while (o->quantifier == 2 && more(d) && !d->bad);
    }
}

static void enumerant(Dis *d, const SpvGKind *k, const SpvGInst *in, uint32_t result_type)
{
    uint32_t v = take(d);
    const SpvGEnum *e = spv_g_enums + k->first;
    if (k->category == SPVG_VALUE) {
        for (int i = 0; i < k->count; i++)
            if (e[i].value == v) {
                sb_printf(&d->out, " %s", e[i].name);
                params(d, &e[i], in, result_type);
                return;
            }
        sb_printf(&d->out, " %u", v);
        return;
    }
    /* BitEnum: the names of the set bits joined by '|', then their parameters */
    if (v == 0) {
        for (int i = 0; i < k->count; i++)
            if (e[i].value == 0) {
                sb_printf(&d->out, " %s", e[i].name);
                return;
            }
        sb_puts(&d->out, " 0");
        return;
    }
    sb_putc(&d->out, ' ');
    uint32_t left = v;
    bool first = true;
    for (int i = 0; i < k->count; i++)
        if (e[i].value && (left & e[i].value) == e[i].value && !(e[i].value & (e[i].value - 1))) {
            sb_printf(&d->out, "%s%s", first ? "" : "|", e[i].name);
            left &= ~e[i].value;
            first = false;
        }
    if (left)
        sb_printf(&d->out, "%s0x%x", first ? "" : "|", left);
    /* each bit's parameters once: the grammar lists aliases with the same
     * value (MakePointerAvailable and MakePointerAvailableKHR) */
    uint32_t done = 0;
    for (int i = 0; i < k->count; i++)
        if (e[i].value && (v & e[i].value) == e[i].value && !(e[i].value & (e[i].value - 1)) && !(done & e[i].value)) {
            done |= e[i].value;
            params(d, &e[i], in, result_type);
        }
}

static const char *ext_name(const Dis *d, uint32_t set, uint32_t op)
{
    const SpvGName *t = NULL;
    size_t n = 0;
    if (set < d->bound && d->ext_set[set] == 1)
        t = spv_g_glsl, n = COUNT(spv_g_glsl);
    else if (set < d->bound && d->ext_set[set] == 2)
        t = spv_g_debuginfo, n = COUNT(spv_g_debuginfo);
    for (size_t i = 0; i < n; i++)
        if (t[i].opcode == op)
            return t[i].name;
    return NULL;
}

static void operand(Dis *d, int kind, const SpvGInst *in, uint32_t result_type)
{
    const SpvGKind *k = &spv_g_kinds[kind];
    if (k->category == SPVG_ID) {
        id(d, take(d));
    } else if (k->category == SPVG_VALUE || k->category == SPVG_BITS) {
        enumerant(d, k, in, result_type);
    } else if (k->category == SPVG_PAIR) {
        operand(d, k->base0, in, result_type);
        operand(d, k->base1, in, result_type);
    } else if (!strcmp(k->name, "LiteralString")) {
        string(d);
    } else if (!strcmp(k->name, "LiteralContextDependentNumber")) {
        int nk, width;
        form_of(d, result_type, &nk, &width);
        number(d, nk, width);
    } else if (!strcmp(k->name, "LiteralSpecConstantOpInteger")) {
        /* the opcode's name, then its operands past its result type and id */
        const SpvGInst *op = find_inst(take(d));
        sb_printf(&d->out, " %s", op ? op->name + 2 : "?");
        int type_kind = kind_named("IdResultType"), result_kind = kind_named("IdResult");
        for (int i = 0; op && i < op->count && !d->bad; i++) {
            const SpvGOperand *o = &spv_g_operands[op->first + i];
            if (o->kind == type_kind || o->kind == result_kind)
                continue;
            if (o->quantifier && !more(d))
                break;
            do
                operand(d, o->kind, op, result_type);
            while (o->quantifier == 2 && more(d) && !d->bad);
        }
    } else {
        number(d, 1, 32);
    }
}

/* Records what later instructions need: types' number forms, results'
 * types, the ext inst sets by name. */
static void note(Dis *d, unsigned op, size_t at, uint32_t result)
{
    const uint32_t *w = d->w + at;
    if (result >= d->bound)
        return;
    if (op == 21) { /* OpTypeInt width signedness */
        d->num_width[result] = (uint8_t)w[2];
        d->num_kind[result] = w[3] ? 2 : 1;
    } else if (op == 22) { /* OpTypeFloat width */
        d->num_width[result] = (uint8_t)w[2];
        d->num_kind[result] = 3;
    } else if (op == 11) { /* OpExtInstImport "name" */
        const char *name = (const char *)(w + 2);
        size_t room = (d->end - at - 2) * 4;
        if (strnlen(name, room) < room)
            d->ext_set[result] = !strcmp(name, "GLSL.std.450")                       ? 1
                               : !strcmp(name, "NonSemantic.Shader.DebugInfo.100") ? 2
                                                                                    : 0;
    }
}

/* One instruction at d->pos (its first word). */
static void instruction(Dis *d)
{
    uint32_t first = d->w[d->pos];
    unsigned op = first & 0xffff, wc = first >> 16;
    size_t at = d->pos;
    if (wc == 0 || at + wc > d->n) {
        d->bad = true;
        return;
    }
    d->end = at + wc;
    d->pos++;
    const SpvGInst *in = find_inst(op);
    if (!in) {
        sb_printf(&d->out, "%15sUnknown(%u)", "", op);
        while (more(d))
            sb_printf(&d->out, " %u", take(d));
        sb_putc(&d->out, '\n');
        return;
    }
    /* The result id first: "%N = OpName %type ..." */
    int type_kind = kind_named("IdResultType"), result_kind = kind_named("IdResult");
    const SpvGOperand *ops = spv_g_operands + in->first;
    uint32_t result_type = 0, result = 0;
    int i = 0;
    if (i < in->count && ops[i].kind == type_kind)
        result_type = d->w[d->pos], i++;
    bool has_result = i < in->count && ops[i].kind == result_kind;
    if (d->pos + (size_t)i + (has_result ? 1 : 0) > d->end) {
        d->bad = true;
        return;
    }
    if (has_result)
        result = d->w[d->pos + (size_t)i];
    if (has_result) {
        char rid[16];
        snprintf(rid, sizeof rid, "%%%u", result);
        sb_printf(&d->out, "%*s = %s", 12, rid, in->name);
    } else {
        sb_printf(&d->out, "%15s%s", "", in->name);
    }
    if (result_type)
        id(d, take(d));
    if (has_result)
        take(d);
    note(d, op, at, result);
    if (result && result < d->bound)
        d->type_of[result] = result_type;
    /* OpSwitch's literals take the selector's width; OpExtInst names its instruction. */
    uint32_t context_type = result_type;
    if (op == 251 /* OpSwitch */ && d->pos < d->end && d->w[d->pos] < d->bound)
        context_type = d->type_of[d->w[d->pos]];
    for (i = has_result ? i + 1 : i; i < in->count && !d->bad; i++) {
        if (op == 12 /* OpExtInst */ && i == 3) {
            uint32_t set = d->w[d->pos - 1], ext = take(d);
            const char *name = ext_name(d, set, ext);
            if (name)
                sb_printf(&d->out, " %s", name);
            else
                sb_printf(&d->out, " %u", ext);
            continue;
        }
        int q = ops[i].quantifier;
        if (q && !more(d))
            break;
        if (op == 251 && i == 2) { /* the pairs: literal of the selector's form, label */
            while (more(d) && !d->bad) {
                int nk, width;
                form_of(d, context_type, &nk, &width);
                number(d, nk, width);
                id(d, take(d));
            }
            break;
        }
        do
            operand(d, ops[i].kind, in, context_type);
        while (q == 2 && more(d) && !d->bad);
    }
    while (more(d) && !d->bad) /* words the grammar has no operand for */
        sb_printf(&d->out, " %u", take(d));
    sb_putc(&d->out, '\n');
    d->pos = d->end;
}

char *prism_disassemble_spirv(const unsigned char *bytes, size_t size)
{
    if (!bytes || size < 20 || size % 4)
        return NULL;
    Dis d;
    memset(&d, 0, sizeof d);
    d.n = size / 4;
    uint32_t *w = malloc(size);
    if (!w)
        return NULL;
    for (size_t i = 0; i < d.n; i++)
        w[i] = (uint32_t)bytes[4 * i] | (uint32_t)bytes[4 * i + 1] << 8 | (uint32_t)bytes[4 * i + 2] << 16 |
               (uint32_t)bytes[4 * i + 3] << 24;
    d.w = w;
    if (w[0] != 0x07230203u || w[3] > (1u << 24)) {
        free(w);
        return NULL;
    }
    d.bound = w[3];
    d.type_of = calloc((size_t)d.bound + 1, sizeof *d.type_of);
    d.num_width = calloc((size_t)d.bound + 1, 1);
    d.num_kind = calloc((size_t)d.bound + 1, 1);
    d.ext_set = calloc((size_t)d.bound + 1, 1);
    bool ok = d.type_of && d.num_width && d.num_kind && d.ext_set;
    sb_printf(&d.out, "; SPIR-V\n; Version: %u.%u\n", (w[1] >> 16) & 0xff, (w[1] >> 8) & 0xff);
    if (w[2] >> 16)
        sb_printf(&d.out, "; Generator: Unknown(%u); %u\n", w[2] >> 16, w[2] & 0xffff);
    else
        sb_printf(&d.out, "; Generator: Khronos; %u\n", w[2] & 0xffff);
    sb_printf(&d.out, "; Bound: %u\n; Schema: %u\n", w[3], w[4]);
    for (d.pos = 5; ok && d.pos < d.n && !d.bad;)
        instruction(&d);
    free(w);
    free(d.type_of);
    free(d.num_width);
    free(d.num_kind);
    free(d.ext_set);
    if (d.bad || !ok) {
        sb_free(&d.out);
        return NULL;
    }
    return sb_take(&d.out, NULL);
}
