/* Lowering inline SPIR-V (frontend/sema_inline_spirv.h says what sema
 * leaves): calls of [[vk::ext_instruction]] functions become IR_SPIRV
 * instructions (ir/ir_spirv.h), word for word; vk::ext_execution_mode(_id)
 * calls become IR_SPIRV execution modes; vk::SpirvType & co become
 * IRT_SPIRV types; vk::ext_builtin_input/output, ext_storage_class and
 * ext_decorate* become the globals' IrSpirvGlobal records.
 *
 * Reference wrappers. DXC passes the pointer of an inout argument through
 * a function that hands its parameter on to a [[vk::ext_reference]]
 * operand (the seed's "A normal HLSL function with an inout parameter
 * passes that pointer through as well"), which only works because DXC
 * inlines every function. Prism copies inout arguments in and out, so such
 * a wrapper is inlined at each call instead, its reference parameters bound
 * to the caller's places: the instruction then works on the caller's
 * buffer element or groupshared variable itself. Its only return must be
 * its last statement (D_LOWER_SPV_WRAPPER_RETURN). */
#include <string.h>
#include "lower_internal.h"
#include "sema_inline_spirv.h"
#include <spirv/unified1/spirv.h>
#include "../ir/spirv_grammar.h"

/* Lower.spirv: which parameters of which functions are references. */
struct LowerSpirv {
    PtrMap ref_params; /* ND_FUNC -> uintptr_t: 1 | (bit k+1: parameter k is a reference) */
};

static struct LowerSpirv *state(Lower *L)
{
    if (!L->spirv)
        L->spirv = ARENA_NEW(L->scratch, struct LowerSpirv);
    return L->spirv;
}

static const IrType *vt(Lower *L, const Type *t)
{
    const IrType *r = layout_type(L, t, LAYOUT_NONE, false);
    return r ? r : irt_int(L->m, 32, false);
}

static Node *strip(Node *e)
{
    while (e && e->kind == ND_CAST && e->cast.implicit)
        e = e->cast.expr;
    return e;
}

/* The variable or parameter a place expression starts from. */
static Node *root_decl(Node *e)
{
    for (e = strip(e); e;) {
        switch (e->kind) {
        case ND_MEMBER: e = strip(e->member.object); break;
        case ND_INDEX: e = strip(e->index.base); break;
        case ND_IDENT: return e->ident.decl;
        default: return NULL;
        }
    }
    return NULL;
}

/* ---------------------------------------------------------------- which parameters are references */

static uint64_t ref_mask(Lower *L, Node *fn);

typedef struct RefScan {
    Lower *L;
    Node *fn;
    uint64_t mask;
} RefScan;

static void scan_call(RefScan *r, Node *call)
{
    Node *g = call->call.func;
    if (!g)
        return;
    if (g->func.definition)
        g = g->func.definition;
    bool mock = g->func.spirv && g->func.spirv->kind != SPIRV_FN_NEEDS;
    uint64_t callee = mock ? 0 : ref_mask(r->L, g);
    for (int k = 0; k < call->call.args.len && k < g->func.params.len && k < 63; k++) {
        Node *p = g->func.params.data[k];
        bool ref = mock ? (p->param.spirv & SPIRV_PARAM_REFERENCE) != 0 : (callee >> (k + 1)) & 1;
        if (!ref)
            continue;
        Node *d = root_decl(call->call.args.data[k]);
        for (int i = 0; d && i < r->fn->func.params.len && i < 63; i++)
            if (r->fn->func.params.data[i] == d && (d->param.mods & (MOD_OUT | MOD_INOUT)))
                r->mask |= 1ull << (i + 1);
    }
}

/* Every node of a body, statements and expressions. */
static void scan(RefScan *r, Node *n)
{
    if (!n)
        return;
    switch (n->kind) {
    case ND_BLOCK:
        for (int i = 0; i < n->block.stmts.len; i++)
            scan(r, n->block.stmts.data[i]);
        return;
    case ND_DECL_STMT:
        for (int i = 0; i < n->decl.vars.len; i++)
            scan(r, n->decl.vars.data[i]);
        return;
    case ND_VAR: scan(r, n->var.init); return;
    case ND_EXPR_STMT: scan(r, n->expr_stmt.expr); return;
    case ND_IF: case ND_FOR: case ND_WHILE: case ND_DO: case ND_SWITCH:
        scan(r, n->ctl.init);
        scan(r, n->ctl.cond);
        scan(r, n->ctl.step);
        scan(r, n->ctl.body);
        scan(r, n->ctl.else_);
        return;
    case ND_RETURN: scan(r, n->ret.value); return;
    case ND_UNARY: case ND_BINARY: case ND_ASSIGN:
        scan(r, n->op.lhs);
        scan(r, n->op.rhs);
        return;
    case ND_COND:
        scan(r, n->cond.cond);
        scan(r, n->cond.then_);
        scan(r, n->cond.else_);
        return;
    case ND_COMMA:
        scan(r, n->comma.lhs);
        scan(r, n->comma.rhs);
        return;
    case ND_CALL:
        scan_call(r, n);
        for (int i = 0; i < n->call.args.len; i++)
            scan(r, n->call.args.data[i]);
        return;
    case ND_MEMBER: scan(r, n->member.object); return;
    case ND_INDEX:
        scan(r, n->index.base);
        scan(r, n->index.index);
        return;
    case ND_CAST: scan(r, n->cast.expr); return;
    case ND_INIT_LIST:
        for (int i = 0; i < n->init.items.len; i++)
            scan(r, n->init.items.data[i]);
        return;
    default: return;
    }
}

/* Bit k+1: out/inout parameter k of fn reaches a [[vk::ext_reference]]
 * operand, directly or through another wrapper (sema forbids recursion,
 * so this ends). */
static uint64_t ref_mask(Lower *L, Node *fn)
{
    if (!fn->func.body || !L->ast->spirv_reference)
        return 0; /* no reference operand anywhere: skip scanning every body */
    struct LowerSpirv *st = state(L);
    uintptr_t memo = (uintptr_t)ptrmap_get(&st->ref_params, fn);
    if (memo)
        return (uint64_t)memo >> 0 & ~(uint64_t)1;
    RefScan r = {L, fn, 0};
    scan(&r, fn->func.body);
    ptrmap_put(L->scratch, &st->ref_params, fn, (void *)(uintptr_t)(r.mask | 1));
    return r.mask;
}

/* ---------------------------------------------------------------- operands */

/* The words of a literal operand: a constant of the parameter's type. */
static void literal_words(Lower *L, IrConst *k, IrSpirvOperand *o)
{
    const IrType *t = k->v.type;
    o->kind = IR_SPV_LITERAL;
    o->num_words = 1;
    if (t->kind == IRT_FLOAT) {
        if (t->bits == 64) {
            uint64_t u;
            memcpy(&u, &k->f, 8);
            o->words[0] = (uint32_t)u, o->words[1] = (uint32_t)(u >> 32), o->num_words = 2;
        } else {
            float f = (float)k->f;
            memcpy(&o->words[0], &f, 4);
        }
    } else if (t->kind == IRT_INT && t->bits == 64) {
        o->words[0] = (uint32_t)k->u, o->words[1] = (uint32_t)(k->u >> 32), o->num_words = 2;
    } else {
        uint64_t u = k->u;
        if (t->kind == IRT_INT && t->bits < 32)
            u &= (1u << t->bits) - 1;
        o->words[0] = (uint32_t)u;
    }
    (void)L;
}

/* The pointer of a [[vk::ext_reference]] argument. */
static IrValue *reference(Lower *L, Node *a, IrGlobal **root)
{
    LValue lv;
    if (!lower_lvalue(L, strip(a), &lv) || !lv.ptr || lv.konst || lv.texel || lv.mat_elems || lv.nsw > 1)
        return ir_undef(L->m, irt_pointer(L->m, vt(L, a->type), IRS_FUNCTION));
    if (root)
        *root = lv.root;
    return lv.nsw == 1 ? lx_access_const(L, lv.ptr, lv.sw[0]) : lv.ptr;
}

typedef VEC(IrValue *) ValueVec;
typedef VEC(IrSpirvOperand) OperandVec;

static void add_arg(Lower *L, ValueVec *args, OperandVec *ops, IrValue *v)
{
    IrSpirvOperand o = {0};
    o.kind = IR_SPV_ARG;
    o.index = (uint32_t)args->len;
    vec_push(L->c->arena, args, v);
    vec_push(L->c->arena, ops, o);
}

static IrValue *build(Lower *L, IrSpirvInst *d, OperandVec *ops, ValueVec *args, const IrType *rt)
{
    d->operands = ops->data;
    d->num_operands = (uint32_t)ops->len;
    uint32_t imm = ir_spirv_add_inst(L->m, d);
    IrInst *i = ir_build(&L->b, IR_SPIRV, rt, args->data, args->len);
    i->imm = imm;
    return &i->v;
}

/* f(args) for f declared [[vk::ext_instruction(opcode[, "set"])]]: the
 * instruction, its result the declared return type (void: none), each
 * argument an operand in order: [[vk::ext_literal]] ones as literal words,
 * [[vk::ext_reference]] ones as the argument's pointer, the others as
 * their values (DXC's wiki, "vk::ext_instruction"). */
static IrValue *instruction(Lower *L, Node *e, Node *f)
{
    SpirvFunc *sf = f->func.spirv;
    IrSpirvInst *d = ARENA_NEW(L->c->arena, IrSpirvInst);
    d->kind = sf->set ? IR_SPV_EXT_INST : IR_SPV_CORE;
    d->opcode = sf->opcode;
    d->set = sf->set;
    d->needs = sf->needs;
    d->name = f->func.name;
    d->decl = f->loc;
    Node *body = f->func.body ? f : f->func.definition;
    if (body && body->func.body)
        d->fallback = lower_get_function(L, body); /* reached only if a text target calls it */
    ValueVec args = {0};
    OperandVec ops = {0};
    for (int i = 0; i < f->func.params.len; i++) {
        Node *p = f->func.params.data[i];
        Node *a = i < e->call.args.len ? e->call.args.data[i] : p->param.default_value;
        if (!a)
            continue;
        if (p->param.spirv & SPIRV_PARAM_REFERENCE) {
            add_arg(L, &args, &ops, reference(L, a, NULL));
        } else if (p->param.spirv & SPIRV_PARAM_LITERAL) {
            IrConst *k = lower_const_eval(L, a);
            IrSpirvOperand o = {0};
            if (!k)
                ice(L->c, "lowering: a literal operand that sema found constant is not");
            literal_words(L, k, &o);
            vec_push(L->c->arena, &ops, o);
        } else {
            /* a constant expression is an OpConstant's <id> (as DXC
             * makes it): scopes and memory semantics must be, even at -O0 */
            IrConst *k = a->type == p->type ? lower_const_eval(L, a) : NULL;
            IrValue *v = k ? &k->v : lower_convert(L, lower_expr(L, a), a->type, p->type);
            add_arg(L, &args, &ops, v);
        }
    }
    L->b.loc = e->loc;
    const Type *rt = f->type;
    return build(L, d, &ops, &args, rt && rt->kind != TY_VOID ? vt(L, rt) : irt_void(L->m));
}

/* An OpExecutionMode(Id) of every entry reaching it: mode, then literal
 * operands (id: the <id>s of constants), from `name` at loc. */
static IrValue *mode_inst(Lower *L, bool id, const char *name, SrcLoc loc, const NodeList *operands,
                          const IrSpirvNeeds *needs)
{
    IrSpirvInst *d = ARENA_NEW(L->c->arena, IrSpirvInst);
    d->kind = id ? IR_SPV_EXECUTION_MODE_ID : IR_SPV_EXECUTION_MODE;
    d->name = name;
    d->decl = loc;
    if (needs)
        d->needs = *needs;
    ValueVec args = {0};
    OperandVec ops = {0};
    for (int i = 0; i < operands->len; i++) {
        IrConst *k = lower_const_eval(L, operands->data[i]);
        if (!k)
            ice(L->c, "lowering: an execution mode operand that sema found constant is not");
        if (i == 0) {
            d->opcode = (uint32_t)k->u;
        } else if (id) {
            add_arg(L, &args, &ops, &k->v);
        } else {
            IrSpirvOperand o = {0};
            literal_words(L, k, &o);
            vec_push(L->c->arena, &ops, o);
        }
    }
    L->b.loc = loc;
    return build(L, d, &ops, &args, irt_void(L->m));
}

/* vk::ext_execution_mode(mode, literals...) / _id(mode, constants...). */
static IrValue *execution_mode(Lower *L, Node *e)
{
    bool id = e->call.intrinsic == SPIRV_CALL_EXECUTION_MODE_ID;
    return mode_inst(L, id, id ? "vk::ext_execution_mode_id" : "vk::ext_execution_mode", e->loc, &e->call.args,
                     e->call.spirv ? &e->call.spirv->needs : NULL);
}

/* [[vk::spvexecutionmode(mode, literals...)]] on entry point fn (proposal
 * 0011): as if its body began with vk::ext_execution_mode(mode, ...). */
void lower_spirv_entry_modes(Lower *L, Node *fn)
{
    SpirvFunc *sf = fn->func.spirv;
    for (int i = 0; sf && i < sf->exec_modes.len; i++) {
        Attribute *a = sf->exec_modes.data[i];
        mode_inst(L, false, a->name, a->loc, &a->args, NULL);
    }
}

/* ---------------------------------------------------------------- reference wrappers */

/* The return statements of a body other than its last statement. */
static Node *early_return(Node *n, Node *last)
{
    if (!n)
        return NULL;
    switch (n->kind) {
    case ND_RETURN: return n == last ? NULL : n;
    case ND_BLOCK:
        for (int i = 0; i < n->block.stmts.len; i++) {
            Node *r = early_return(n->block.stmts.data[i], last);
            if (r)
                return r;
        }
        return NULL;
    case ND_IF: case ND_FOR: case ND_WHILE: case ND_DO: case ND_SWITCH: {
        Node *r = early_return(n->ctl.body, last);
        return r ? r : early_return(n->ctl.else_, last);
    }
    default: return NULL;
    }
}

typedef struct CopyOut {
    LValue lv;
    IrValue *tmp;
    const Type *arg_type, *param_type;
} CopyOut;

/* An inline SPIR-V pointer (vk::SpirvOpaqueType<OpTypePointer, ...>,
 * <vk/spirv.h>'s WorkgroupSpirvPointer<T>). */
static bool is_spirv_pointer(const Type *t)
{
    return t && t->kind == TY_SPIRV && t->spirv->ext_type_id < 0 && t->spirv->opcode == 32 /* OpTypePointer */;
}

/* fn takes or returns an inline SPIR-V pointer. Logical SPIR-V passes a
 * pointer to a function only as a memory object itself (SPIR-V 2.16.1;
 * anything else needs VariablePointers), and DXC inlines every function,
 * so Prism inlines these at each call, as it does reference wrappers. */
static bool passes_pointers(const Node *fn)
{
    if (is_spirv_pointer(fn->type))
        return true;
    for (int i = 0; i < fn->func.params.len; i++)
        if (is_spirv_pointer(fn->func.params.data[i]->type))
            return true;
    return false;
}

static IrValue *inline_wrapper(Lower *L, Node *e, Node *def, uint64_t refs)
{
    Node *body = def->func.body;
    NodeList *stmts = &body->block.stmts;
    Node *last = stmts->len ? stmts->data[stmts->len - 1] : NULL;
    Node *ret = last && last->kind == ND_RETURN ? last : NULL;
    const char *pname = "";
    for (int i = 0; i < def->func.params.len && i < 63; i++)
        if ((refs >> (i + 1)) & 1) {
            pname = def->func.params.data[i]->param.name;
            break;
        }
    const IrType *rt = def->type && def->type->kind != TY_VOID ? vt(L, def->type) : irt_void(L->m);
    if (def->func.owner && !def->func.is_static_method) {
        lower_error(L, e, D_LOWER_SPV_WRAPPER_METHOD, def->func.name, pname);
        return ir_undef(L->m, rt);
    }
    Node *early = early_return(body, ret);
    if (early) {
        if (refs)
            lower_error(L, early, D_LOWER_SPV_WRAPPER_RETURN, def->func.name, pname);
        else
            lower_error(L, early, D_LOWER_SPV_POINTER_RETURN, def->func.name);
        return ir_undef(L->m, rt);
    }
    int np = def->func.params.len;
    CopyOut *outs = ARENA_ARRAY(L->c->arena, CopyOut, np + 1);
    int nouts = 0;
    for (int i = 0; i < np; i++) {
        Node *p = def->func.params.data[i];
        Node *a = i < e->call.args.len ? e->call.args.data[i] : p->param.default_value;
        VarInfo *vi = ARENA_NEW(lower_tmp_arena(L), VarInfo);
        vi->type = p->type;
        vi->member = -1;
        bool out = (p->param.mods & (MOD_OUT | MOD_INOUT)) != 0;
        if (a && out && i < 63 && ((refs >> (i + 1)) & 1)) {
            Node *x = strip(a);
            if (x->type != p->type) {
                lower_error(L, a, D_LOWER_SPV_WRAPPER_ARG, i + 1, def->func.name, type_name(L->c, p->type),
                            type_name(L->c, x->type));
                return ir_undef(L->m, rt);
            }
            vi->ptr = reference(L, x, &vi->global);
        } else if (a && out) {
            LValue lv;
            vi->ptr = ir_build_var(&L->b, vt(L, p->type), p->param.name);
            Node *x = strip(a);
            if (lower_lvalue(L, x, &lv)) {
                if (p->param.mods & MOD_INOUT)
                    ir_build_store(&L->b, vi->ptr, lower_convert(L, lower_load(L, &lv), x->type, p->type));
                outs[nouts++] = (CopyOut){lv, vi->ptr, x->type, p->type};
            }
        } else {
            vi->ptr = ir_build_var(&L->b, vt(L, p->type), p->param.name);
            if (a)
                ir_build_store(&L->b, vi->ptr, lower_convert(L, lower_expr(L, a), a->type, p->type));
        }
        lower_set_var(p, vi);
    }
    Node *saved = L->func;
    L->func = def;
    for (int i = 0; i < stmts->len; i++)
        if (stmts->data[i] != ret)
            lower_stmt(L, stmts->data[i]);
    IrValue *r = ret && ret->ret.value ? lower_expr(L, ret->ret.value) : ir_undef(L->m, rt);
    L->func = saved;
    for (int i = 0; i < nouts; i++)
        lower_store(L, &outs[i].lv, lower_convert(L, ir_build_load(&L->b, outs[i].tmp), outs[i].param_type,
                                                  outs[i].arg_type));
    return r;
}

bool lower_spirv_call(Lower *L, Node *e, IrValue **out)
{
    if (e->call.intrinsic == SPIRV_CALL_EXECUTION_MODE || e->call.intrinsic == SPIRV_CALL_EXECUTION_MODE_ID) {
        *out = execution_mode(L, e);
        return true;
    }
    Node *f = e->call.func;
    if (!f)
        return false;
    if (f->func.spirv && f->func.spirv->kind == SPIRV_FN_INSTRUCTION) {
        *out = instruction(L, e, f);
        return true;
    }
    if (f->func.spirv && f->func.spirv->kind == SPIRV_FN_TYPE_DEF) {
        *out = ir_undef(L->m, irt_void(L->m)); /* it defined vk::ext_type<N> in sema; no code */
        return true;
    }
    Node *def = f->func.definition ? f->func.definition : f;
    uint64_t refs = def->func.body ? ref_mask(L, def) : 0;
    if (!refs && !(def->func.body && passes_pointers(def)))
        return false;
    *out = inline_wrapper(L, e, def, refs);
    return true;
}

bool lower_spirv_is_wrapper(Lower *L, Node *fn)
{
    return fn->func.body && (ref_mask(L, fn) != 0 || passes_pointers(fn));
}

/* ---------------------------------------------------------------- types */

/* The IRT_SPIRV type of a TY_SPIRV type: its operands' IR types and
 * constants. */
const IrType *lower_spirv_type(Lower *L, const Type *t)
{
    const SpirvTypeDesc *d = t->spirv;
    IrSpirvType it = {0};
    it.opcode = d->opcode;
    it.size = d->size;
    it.alignment = d->alignment;
    it.needs = d->needs;
    it.loc = d->loc;
    it.name = t->name;
    it.num_operands = (uint32_t)d->num_operands;
    it.operands = ARENA_ARRAY(L->c->arena, IrSpirvOperand, d->num_operands + 1);
    for (int i = 0; i < d->num_operands; i++) {
        const SpirvTypeOperand *o = &d->operands[i];
        IrSpirvOperand *io = &it.operands[i];
        if (o->kind == SPIRV_TOP_TYPE) {
            io->kind = IR_SPV_TYPE;
            io->type = layout_type(L, o->type, LAYOUT_NONE, false);
            if (!io->type) {
                diag(L->c, d->loc, D_LOWER_SPV_TYPE, t->name, type_name(L->c, o->type));
                return NULL;
            }
            continue;
        }
        const IrType *st = layout_scalar(L, o->type->scalar);
        IrConst *k = st->kind == IRT_BOOL ? ir_const_bool(L->m, o->value != 0) : ir_const_int(L->m, st, o->value);
        if (o->kind == SPIRV_TOP_CONST) {
            io->kind = IR_SPV_CONST;
            io->konst = k;
        } else {
            literal_words(L, k, io);
        }
    }
    return irt_spirv(L->m, &it);
}

/* ---------------------------------------------------------------- globals and functions */

/* The SPIR-V BuiltIns the IR knows as builtins of its own (ir.h), which
 * the text targets can express: an ext_builtin_input of one of them is
 * that builtin (shared with the entries' SV_ semantics). */
static IrBuiltin known_builtin(uint32_t b, const Type *t, Lower *L)
{
    const Type *u3 = type_vector(L->tt, SC_UINT, 3), *u = type_scalar(L->tt, SC_UINT);
    switch (b) {
    case 24: return t == u3 ? IRB_NUM_WORKGROUPS : IRB_NONE;          /* NumWorkgroups */
    case 26: return t == u3 ? IRB_WORKGROUP_ID : IRB_NONE;            /* WorkgroupId */
    case 27: return t == u3 ? IRB_LOCAL_INVOCATION_ID : IRB_NONE;     /* LocalInvocationId */
    case 28: return t == u3 ? IRB_GLOBAL_INVOCATION_ID : IRB_NONE;    /* GlobalInvocationId */
    case 29: return t == u ? IRB_LOCAL_INVOCATION_INDEX : IRB_NONE;   /* LocalInvocationIndex */
    case 36: return t == u ? IRB_SUBGROUP_SIZE : IRB_NONE;            /* SubgroupSize */
    case 41: return t == u ? IRB_SUBGROUP_INVOCATION_ID : IRB_NONE;   /* SubgroupLocalInvocationId */
    case 42: return t == u ? IRB_VERTEX_INDEX : IRB_NONE;             /* VertexIndex */
    case 43: return t == u ? IRB_INSTANCE_INDEX : IRB_NONE;           /* InstanceIndex */
    default: return IRB_NONE;
    }
}

static IrSpirvDecoration *decorations_of(Lower *L, const SpirvDecorationVec *list)
{
    IrSpirvDecoration *out = ARENA_ARRAY(L->c->arena, IrSpirvDecoration, list->len + 1);
    for (int i = 0; i < list->len; i++) {
        SpirvDecoration *dc = &list->data[i];
        Attribute *a = dc->attr;
        IrSpirvDecoration *o = &out[i];
        o->form = dc->form;
        o->decoration = dc->decoration;
        o->loc = a->loc;
        o->num_operands = (uint32_t)(a->args.len - 1);
        o->operands = ARENA_ARRAY(L->c->arena, IrSpirvOperand, a->args.len);
        for (int k = 1; k < a->args.len; k++) {
            Node *arg = a->args.data[k];
            IrSpirvOperand *op = &o->operands[k - 1];
            if (dc->form == IR_SPV_DECORATE_STRING) {
                op->kind = IR_SPV_STRING;
                op->str = arg->slit.value;
                continue;
            }
            IrConst *kc = lower_const_eval(L, arg);
            if (!kc)
                ice(L->c, "lowering: a decoration operand that sema found constant is not");
            if (dc->form == IR_SPV_DECORATE_ID) {
                op->kind = IR_SPV_CONST;
                op->konst = kc;
            } else {
                literal_words(L, kc, op);
            }
        }
    }
    return out;
}

/* Records v's inline SPIR-V attributes on its global g. */
static void record(Lower *L, Node *v, IrGlobal *g)
{
    SpirvVar *sv = v->var.spirv;
    IrSpirvGlobal *r = ir_spirv_global(L->m, g);
    r->loc = v->loc;
    r->builtin = sv->builtin_input >= 0 ? sv->builtin_input : sv->builtin_output;
    r->storage_class = sv->storage_class;
    r->decorations = decorations_of(L, &sv->decorations);
    r->num_decorations = (uint32_t)sv->decorations.len;
    r->needs = sv->needs;
}

void lower_spirv_local(Lower *L, Node *v)
{
    SpirvVar *sv = v->var.spirv;
    VarInfo *vi = lower_var(L, v);
    if (!sv || !sv->decorations.len || !vi || !vi->ptr)
        return;
    if (vi->global) { /* a static local */
        record(L, v, vi->global);
        return;
    }
    IrSpirvGlobal *r = ARENA_NEW(L->c->arena, IrSpirvGlobal);
    r->builtin = r->storage_class = -1;
    r->loc = v->loc;
    r->decorations = decorations_of(L, &sv->decorations);
    r->num_decorations = (uint32_t)sv->decorations.len;
    ir_spirv_set_local(L->m, (IrInst *)vi->ptr, r);
}

/* Appends a stage variable's decorations to g's record. BuiltIn B
 * (decoration 11, Unity's FragSizeEXT input, DXC's FragStencilRefEXT
 * output) makes g that built-in, with no Location (Vulkan
 * VUID-StandaloneSpirv-Location-04915), as DXC does. */
static void add_to_global(Lower *L, IrGlobal *g, const SpirvDecorationVec *list, SrcLoc loc, const char *semantic)
{
    if (!list || !list->len)
        return;
    IrSpirvGlobal *r = ir_spirv_global(L->m, g);
    IrSpirvDecoration *more = decorations_of(L, list);
    IrSpirvDecoration *all = ARENA_ARRAY(L->c->arena, IrSpirvDecoration, r->num_decorations + list->len);
    uint32_t n = 0;
    for (uint32_t k = 0; k < r->num_decorations; k++)
        all[n++] = r->decorations[k];
    for (int k = 0; k < list->len; k++) {
        const IrSpirvDecoration *d = &more[k];
        if (d->form != IR_SPV_DECORATE || d->decoration != SpvDecorationBuiltIn || d->num_operands != 1 ||
            d->operands[0].kind != IR_SPV_LITERAL) {
            all[n++] = *d;
            continue;
        }
        uint32_t b = d->operands[0].words[0];
        if (g->builtin != IRB_NONE || r->builtin >= 0) {
            const char *was = r->builtin >= 0 ? spirv_enum_name(SPIRV_ENUM_BUILTIN, (uint32_t)r->builtin)
                                              : semantic ? semantic : ir_builtin_name[g->builtin];
            const char *now = spirv_enum_name(SPIRV_ENUM_BUILTIN, b);
            diag(L->c, d->loc, D_LOWER_SPV_BUILTIN_AGAIN, now ? now : "?", g->v.name ? g->v.name : "?",
                 was ? was : "?");
            continue;
        }
        r->builtin = (int)b;
        g->location = -1;
    }
    r->decorations = all;
    r->num_decorations = n;
    if (!r->loc.line)
        r->loc = loc;
}

bool lower_spirv_decorated(const Node *decl)
{
    const SpirvDecorationVec *l = !decl                                        ? NULL
                                  : decl->kind == ND_PARAM && decl->param.spirv_var ? &decl->param.spirv_var->decorations
                                  : decl->kind == ND_VAR && decl->var.spirv         ? &decl->var.spirv->decorations
                                  : decl->kind == ND_FUNC && decl->func.spirv       ? &decl->func.spirv->decorations
                                                                                    : NULL;
    return l && l->len;
}

/* The [[vk::ext_decorate*]] on what an entry point's stage variable g
 * stands for: a parameter, a struct field, or the entry itself (its return
 * value), as DXC decorates its stage variables. */
void lower_spirv_stage_var(Lower *L, Node *decl, IrGlobal *g)
{
    if (!decl || !g)
        return;
    if (decl->kind == ND_PARAM && decl->param.spirv_var)
        add_to_global(L, g, &decl->param.spirv_var->decorations, decl->loc, decl->param.semantic);
    else if (decl->kind == ND_VAR && decl->var.spirv)
        add_to_global(L, g, &decl->var.spirv->decorations, decl->loc, decl->var.semantic);
    else if (decl->kind == ND_FUNC && decl->func.spirv)
        add_to_global(L, g, &decl->func.spirv->decorations, decl->loc, decl->func.semantic);
}

/* An ordinary function's parameters' decorations (OpDecorate of their
 * OpFunctionParameter, as DXC makes them); a return value's decorations
 * are for entry points only. */
void lower_spirv_params(Lower *L, Node *fn, IrFunction *f, int first, bool entry)
{
    for (int i = 0; i < fn->func.params.len && first + i < (int)f->num_params; i++) {
        SpirvVar *sv = fn->func.params.data[i]->param.spirv_var;
        if (!sv || !sv->decorations.len)
            continue;
        IrSpirvGlobal *r = ARENA_NEW(L->c->arena, IrSpirvGlobal);
        r->builtin = r->storage_class = -1;
        r->loc = fn->func.params.data[i]->loc;
        r->decorations = decorations_of(L, &sv->decorations);
        r->num_decorations = (uint32_t)sv->decorations.len;
        ir_spirv(L->m)->num_globals++; /* a module with inline SPIR-V: the text targets check it */
        f->params[first + i]->spirv = r;
    }
    SpirvFunc *sf = fn->func.spirv;
    if (sf && sf->kind == SPIRV_FN_NEEDS && sf->decorations.len && !entry)
        lower_error(L, fn, D_LOWER_SPV_DECORATE_CALLED, sf->decorations.data[0].attr->name, fn->func.name,
                    fn->func.name);
    if (sf && sf->exec_modes.len && !entry)
        lower_error(L, fn, D_LOWER_SPV_MODE_CALLED, fn->func.name, fn->func.name);
}

/* A struct field's decorations and needs, in st->member_spirv[i]
 * (OpMemberDecorate*, made in spv_types.c for every SPIR-V struct of it). */
void lower_spirv_member(Lower *L, IrType *st, int i, Node *field)
{
    SpirvVar *sv = field ? field->var.spirv : NULL;
    if (!sv || (!sv->decorations.len && !sv->needs.num_caps && !sv->needs.num_exts))
        return;
    if (!st->member_spirv)
        st->member_spirv = ARENA_ARRAY(L->c->arena, const IrSpirvGlobal *, st->num_members);
    IrSpirvGlobal *r = ARENA_NEW(L->c->arena, IrSpirvGlobal);
    r->builtin = r->storage_class = -1;
    r->loc = field->loc;
    r->decorations = decorations_of(L, &sv->decorations);
    r->num_decorations = (uint32_t)sv->decorations.len;
    r->needs = sv->needs;
    ir_spirv(L->m)->num_globals++; /* a module with inline SPIR-V: the text targets check it */
    st->member_spirv[i] = r;
}

/* A vk::ext_builtin_input / _output variable: an Input or Output global
 * with its BuiltIn. (ext_storage_class Private and Workgroup made the
 * variable static or groupshared in sema; the ordinary path makes those.) */
bool lower_spirv_global(Lower *L, Node *v)
{
    SpirvVar *sv = v->var.spirv;
    if (!sv || (sv->builtin_input < 0 && sv->builtin_output < 0))
        return false;
    const IrType *it = layout_type(L, v->type, LAYOUT_NONE, false);
    if (!it)
        return false; /* the ordinary path reports it */
    VarInfo *vi = ARENA_NEW(lower_tmp_arena(L), VarInfo);
    vi->type = v->type;
    vi->member = -1;
    lower_set_var(v, vi);
    IrBuiltin known = sv->builtin_input >= 0 && !sv->decorations.len && !sv->needs.num_caps && !sv->needs.num_exts
                          ? known_builtin((uint32_t)sv->builtin_input, v->type, L)
                          : IRB_NONE;
    IrGlobal *g;
    if (known != IRB_NONE) {
        g = lower_builtin(L, known); /* the one the entries' SV_ semantics use too */
    } else {
        g = ir_global_new(L->m, v->var.name, it, sv->builtin_input >= 0 ? IRS_INPUT : IRS_OUTPUT);
        g->location = -1;
        g->set = g->binding = -1;
        record(L, v, g);
    }
    vi->ptr = &g->v;
    vi->global = g;
    return true;
}

static void globals_in(Lower *L, NodeList *decls)
{
    for (int i = 0; i < decls->len; i++) {
        Node *d = decls->data[i];
        if (d->kind == ND_NAMESPACE)
            globals_in(L, &d->ns.decls);
        else if (d->kind == ND_DECL_STMT)
            globals_in(L, &d->decl.vars);
        else if (d->kind == ND_STRUCT)
            globals_in(L, &d->strukt.members);
        else if (d->kind == ND_CBUFFER)
            globals_in(L, &d->cbuf.members);
        if (d->kind != ND_VAR || !d->var.spirv || !d->var.is_global)
            continue;
        SpirvVar *sv = d->var.spirv;
        if (sv->builtin_input >= 0 || sv->builtin_output >= 0)
            continue; /* made by lower_spirv_global */
        if (!sv->decorations.len && !sv->needs.num_caps && !sv->needs.num_exts && sv->storage_class < 0)
            continue;
        VarInfo *vi = lower_var(L, d);
        if (!vi)
            continue;
        if (vi->block) {
            /* a constant buffer (or $Globals) member: OpMemberDecorate* of
             * the buffer's block, member vi->member */
            const IrType *bt = vi->block->pointee;
            if (bt && bt->kind == IRT_STRUCT && vi->member >= 0 && (uint32_t)vi->member < bt->num_members)
                lower_spirv_member(L, (IrType *)bt, vi->member, d);
            continue;
        }
        if (vi->global)
            record(L, d, vi->global);
    }
}

void lower_spirv_globals_done(Lower *L)
{
    globals_in(L, &L->ast->decls);
}

void lower_spirv_function(Lower *L, Node *fn, IrFunction *f)
{
    SpirvFunc *sf = fn->func.spirv;
    if (sf && sf->kind == SPIRV_FN_NEEDS && (sf->needs.num_caps || sf->needs.num_exts))
        f->spirv_needs = &sf->needs;
}
