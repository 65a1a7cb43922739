/* Inline SPIR-V types: vk::SpirvType<opcode, size, alignment, operands...>
 * and vk::SpirvOpaqueType<opcode, operands...> (HLSL proposal 0011,
 * "Types"), whose operands are types, vk::Literal<vk::integral_constant<T,
 * v>> (a literal word) or vk::integral_constant<T, v> (a constant's <id>);
 * the older vk::ext_type<N>, defined by calling a [[vk::ext_type_def(N,
 * opcode)]] function; and vk::ext_result_id<T>, which is T to sema (the
 * variable holding it is marked in sema_inline_spirv.c).
 *
 * They are built-in templates, like vector<T, N>: one Type per distinct
 * description (opcode, size, alignment, operands), so two spellings of one
 * type are the same type. */
#include <string.h>
#include "../ir/spirv_grammar.h"
#include "sema_inline_spirv.h"

typedef struct SemaSpirv SpirvTypes;

static SpirvTypes *table(Sema *s)
{
    return sema_spirv_state(s);
}

static bool same_desc(const SpirvTypeDesc *a, const SpirvTypeDesc *b)
{
    if (a->opcode != b->opcode || a->size != b->size || a->alignment != b->alignment ||
        a->num_operands != b->num_operands)
        return false;
    for (int i = 0; i < a->num_operands; i++) {
        const SpirvTypeOperand *x = &a->operands[i], *y = &b->operands[i];
        if (x->kind != y->kind || x->type != y->type || x->value != y->value)
            return false;
    }
    return true;
}

static const char *opcode_text(Sema *s, uint32_t op)
{
    const char *n = spirv_opcode_name(op);
    return n ? n : arena_printf(s->c->arena, "%u", op);
}

/* How messages name it: vk::SpirvType<OpTypeInt, 2, 2, vk::Literal<16>, vk::Literal<1>>. */
static const char *spelling(Sema *s, const SpirvTypeDesc *d, bool opaque)
{
    StrBuf sb = {0};
    sb_printf(&sb, "vk::%s<%s", opaque ? "SpirvOpaqueType" : "SpirvType", opcode_text(s, d->opcode));
    if (!opaque)
        sb_printf(&sb, ", %u, %u", d->size, d->alignment);
    for (int i = 0; i < d->num_operands; i++) {
        const SpirvTypeOperand *o = &d->operands[i];
        if (o->kind == SPIRV_TOP_TYPE)
            sb_printf(&sb, ", %s", type_name(s->c, o->type));
        else if (o->kind == SPIRV_TOP_LITERAL)
            sb_printf(&sb, ", vk::Literal<%llu>", (unsigned long long)o->value);
        else
            sb_printf(&sb, ", vk::integral_constant<%s, %llu>", type_name(s->c, o->type), (unsigned long long)o->value);
    }
    sb_putc(&sb, '>');
    const char *r = arena_strndup(s->c->arena, sb.data, sb.len);
    sb_free(&sb);
    return r;
}

static Type *error(Sema *s)
{
    return type_error(s->tt);
}

/* A constant template argument (an expression), as a word. */
static bool word(Sema *s, struct TypeArg *a, const char *what, const char *tmpl, uint64_t max, uint32_t *out)
{
    int64_t v;
    if (!a->expr) {
        diag(s->c, a->type ? a->type->loc : (SrcLoc){0, 0, 0}, D_SEMA_SPV_TYPE_ARGS, tmpl, what);
        return false;
    }
    sema_expr(s, &a->expr);
    if (!sema_eval_int(s, a->expr, &v))
        return false;
    if (v < 0 || (uint64_t)v > max) {
        diag(s->c, a->expr->loc, D_SEMA_SPV_ATTR_WORD, tmpl, (long long)v, what, (unsigned long long)max);
        return false;
    }
    *out = (uint32_t)v;
    return true;
}

static bool name_is(const TypeSpec *t, const char *name)
{
    return t && t->name && strcmp(t->name, name) == 0;
}

/* vk::integral_constant<T, v>: T a bool or integer scalar, v constant. */
static bool integral_constant(Sema *s, TypeSpec *spec, SpirvTypeOperand *out)
{
    if (spec->num_args != 2 || !spec->args[0].type || !spec->args[1].expr) {
        diag(s->c, spec->loc, D_SEMA_SPV_INTEGRAL, "other arguments");
        return false;
    }
    Type *t = sema_resolve_type(s, spec->args[0].type, NULL, 0);
    if (t->kind == TY_ERROR)
        return false;
    if (t->kind != TY_SCALAR || scalar_info[t->scalar].cls == SCLASS_FLOAT || t->scalar == SC_LITERAL_INT) {
        diag(s->c, spec->args[0].type->loc, D_SEMA_SPV_INTEGRAL, arena_printf(s->c->arena, "T = '%s'", type_name(s->c, t)));
        return false;
    }
    Node **e = &spec->args[1].expr;
    sema_expr(s, e);
    int64_t v;
    if (!sema_eval_int(s, *e, &v))
        return false;
    int bits = scalar_info[t->scalar].bits;
    uint64_t u = (uint64_t)v;
    if (t->scalar == SC_BOOL)
        u = v != 0;
    else if (bits < 64)
        u &= (1ull << bits) - 1;
    out->type = t;
    out->value = u;
    return true;
}

static bool operand(Sema *s, struct TypeArg *a, int index, const char *tmpl, SpirvTypeOperand *out)
{
    TypeSpec *t = a->type;
    if (!t) {
        diag(s->c, a->expr ? sema_expr_start(a->expr) : (SrcLoc){0, 0, 0}, D_SEMA_SPV_TYPE_OPERAND, index, tmpl);
        return false;
    }
    if (name_is(t, "vk::Literal")) {
        if (t->num_args != 1 || !name_is(t->args[0].type, "vk::integral_constant")) {
            diag(s->c, t->loc, D_SEMA_SPV_LITERAL_ARG);
            return false;
        }
        out->kind = SPIRV_TOP_LITERAL;
        return integral_constant(s, t->args[0].type, out);
    }
    if (name_is(t, "vk::integral_constant")) {
        out->kind = SPIRV_TOP_CONST;
        return integral_constant(s, t, out);
    }
    out->kind = SPIRV_TOP_TYPE;
    out->type = sema_resolve_type(s, t, NULL, 0);
    if (out->type->kind == TY_VOID && index > 0) {
        /* void is an operand only as a function type's result: let it be */
    }
    return out->type->kind != TY_ERROR;
}

static Type *intern_desc(Sema *s, SpirvTypeDesc *d, bool opaque)
{
    SpirvTypes *tb = table(s);
    for (int i = 0; i < tb->types.len; i++)
        if (same_desc(tb->types.data[i]->spirv, d))
            return tb->types.data[i];
    SpirvTypeDesc *copy = ARENA_NEW(s->c->arena, SpirvTypeDesc);
    *copy = *d;
    Type *t = type_spirv_new(s->tt, spelling(s, d, opaque), copy);
    vec_push(s->c->arena, &tb->types, t);
    return t;
}

/* vk::SpirvType<opcode, size, alignment, operands...> (opaque: no size and
 * alignment). */
static Type *spirv_type(Sema *s, TypeSpec *spec, bool opaque)
{
    const char *tmpl = opaque ? "vk::SpirvOpaqueType" : "vk::SpirvType";
    int fixed = opaque ? 1 : 3;
    if (spec->num_args < fixed) {
        diag(s->c, spec->loc, D_SEMA_SPV_TYPE_ARGS, tmpl,
             opaque ? "<opcode, operands...>" : "<opcode, size, alignment, operands...>");
        return error(s);
    }
    SpirvTypeDesc d = {0};
    d.ext_type_id = -1;
    d.defined = true;
    d.loc = spec->loc;
    if (!word(s, &spec->args[0], "an OpType opcode", tmpl, 0xffff, &d.opcode))
        return error(s);
    if (!opaque) {
        if (!word(s, &spec->args[1], "a size in bytes", tmpl, 0x7fffffff, &d.size) ||
            !word(s, &spec->args[2], "an alignment in bytes", tmpl, 0x10000, &d.alignment))
            return error(s);
        if (d.size == 0 || d.alignment == 0 || (d.alignment & (d.alignment - 1))) {
            diag(s->c, spec->args[d.size == 0 ? 1 : 2].expr->loc, D_SEMA_SPV_TYPE_ARGS, tmpl,
                 "a size above 0 and an alignment that is a power of two (HLSL proposal 0011)");
            return error(s);
        }
    }
    d.num_operands = spec->num_args - fixed;
    d.operands = ARENA_ARRAY(s->c->arena, SpirvTypeOperand, d.num_operands + 1);
    bool ok = true;
    for (int i = 0; i < d.num_operands; i++)
        ok &= operand(s, &spec->args[fixed + i], i + 1, tmpl, &d.operands[i]);
    return ok ? intern_desc(s, &d, opaque) : error(s);
}

/* vk::ext_type<N>: the type some [[vk::ext_type_def(N, opcode)]] call
 * defines (before or after this use: the descriptor is filled then). */
static Type *ext_type(Sema *s, TypeSpec *spec)
{
    uint32_t n;
    if (spec->num_args != 1) {
        diag(s->c, spec->loc, D_SEMA_SPV_TYPE_ARGS, "vk::ext_type", "<N>, the id of a [[vk::ext_type_def(N, opcode)]]");
        return error(s);
    }
    if (!word(s, &spec->args[0], "a type id", "vk::ext_type", 0xffffffffu, &n))
        return error(s);
    SpirvTypes *tb = table(s);
    for (int i = 0; i < tb->ext_types.len; i++)
        if (tb->ext_types.data[i]->spirv->ext_type_id == n)
            return tb->ext_types.data[i];
    SpirvTypeDesc *d = ARENA_NEW(s->c->arena, SpirvTypeDesc);
    d->ext_type_id = n;
    d->loc = spec->loc;
    Type *t = type_spirv_new(s->tt, arena_printf(s->c->arena, "vk::ext_type<%u>", n), d);
    vec_push(s->c->arena, &tb->ext_types, t);
    return t;
}

Type *sema_spirv_type(Sema *s, TypeSpec *spec)
{
    const char *n = spec->name;
    if (!n || strncmp(n, "vk::", 4) != 0)
        return NULL;
    if (!strcmp(n, "vk::SpirvType"))
        return spirv_type(s, spec, false);
    if (!strcmp(n, "vk::SpirvOpaqueType"))
        return spirv_type(s, spec, true);
    if (!strcmp(n, "vk::ext_type"))
        return ext_type(s, spec);
    if (!strcmp(n, "vk::ext_result_id")) {
        if (spec->num_args != 1 || !spec->args[0].type) {
            diag(s->c, spec->loc, D_SEMA_SPV_TYPE_ARGS, "vk::ext_result_id", "<T>, the type of the result");
            return error(s);
        }
        return sema_resolve_type(s, spec->args[0].type, NULL, 0);
    }
    if (!strcmp(n, "vk::Literal") || !strcmp(n, "vk::integral_constant")) {
        diag(s->c, spec->loc, D_SEMA_SPV_OPERAND_TYPE, n);
        return error(s);
    }
    return NULL;
}

/* A call of a [[vk::ext_type_def(N, opcode)]] function: its arguments are
 * the OpType's operands (literals, constants, and the types of the
 * parameters of inline SPIR-V type), and it defines vk::ext_type<N>. */
void sema_spirv_define_type(Sema *s, Node *call, Node *f)
{
    SpirvFunc *sf = f->func.spirv;
    SpirvTypes *tb = table(s);
    Type *t = NULL;
    for (int i = 0; i < tb->ext_types.len && !t; i++)
        if (tb->ext_types.data[i]->spirv->ext_type_id == sf->type_id)
            t = tb->ext_types.data[i];
    if (!t) {
        SpirvTypeDesc *d = ARENA_NEW(s->c->arena, SpirvTypeDesc);
        d->ext_type_id = sf->type_id;
        d->loc = call->loc;
        t = type_spirv_new(s->tt, arena_printf(s->c->arena, "vk::ext_type<%u>", sf->type_id), d);
        vec_push(s->c->arena, &tb->ext_types, t);
    }
    SpirvTypeDesc d = {0};
    d.opcode = sf->opcode;
    d.ext_type_id = sf->type_id;
    d.num_operands = f->func.params.len;
    d.operands = ARENA_ARRAY(s->c->arena, SpirvTypeOperand, d.num_operands + 1);
    for (int i = 0; i < f->func.params.len; i++) {
        Node *p = f->func.params.data[i];
        Node *a = i < call->call.args.len ? call->call.args.data[i] : p->param.default_value;
        SpirvTypeOperand *o = &d.operands[i];
        if (p->type && p->type->kind == TY_SPIRV) {
            o->kind = SPIRV_TOP_TYPE;
            o->type = p->type;
            continue;
        }
        int64_t v = 0;
        if (!a || !sema_try_eval_int(s, a, &v))
            return; /* reported by sema_spirv_call */
        o->kind = (p->param.spirv & SPIRV_PARAM_LITERAL) ? SPIRV_TOP_LITERAL : SPIRV_TOP_CONST;
        o->type = p->type;
        o->value = (uint64_t)v;
        if (p->type && p->type->kind == TY_SCALAR && scalar_info[p->type->scalar].bits < 64)
            o->value &= 0xffffffffu;
    }
    SpirvTypeDesc *have = t->spirv;
    if (have->defined) {
        if (!same_desc(have, &d))
            diag(s->c, call->loc, D_SEMA_SPV_EXT_TYPE_REDEF, (long long)sf->type_id, have->def_loc.line);
        sema_spirv_add_needs(s, &have->needs, &sf->needs);
        return;
    }
    have->opcode = d.opcode;
    have->num_operands = d.num_operands;
    have->operands = d.operands;
    have->defined = true;
    have->def_loc = call->loc;
    sema_spirv_add_needs(s, &have->needs, &sf->needs);
}

void sema_spirv_finish(Sema *s)
{
    SpirvTypes *tb = table(s);
    for (int i = 0; i < tb->ext_types.len; i++) {
        SpirvTypeDesc *d = tb->ext_types.data[i]->spirv;
        if (!d->defined)
            diag(s->c, d->loc, D_SEMA_SPV_EXT_TYPE_UNDEF, (long long)d->ext_type_id, (long long)d->ext_type_id);
    }
}
