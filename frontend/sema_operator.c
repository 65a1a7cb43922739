/* Operator overloading (HLSL 2021): which operators a struct may define,
 * and the uses that call them. An operator is a method named "operator+",
 * found by overload resolution like any other; its use a op b becomes the
 * call a.operator+(b) in the tree, so lowering sees a method call.
 *
 * DXC's rules: every operator may be overloaded except assignment and
 * compound assignment, ++ and --, << and >> (and their assignments), ->
 * and ->* (DXC test SemaHLSL operator-overloading); only as members of the
 * left operand's struct in HLSL 2021 ("overloading non-member 'operator*'
 * is not allowed"), also at namespace scope from HLSL 202x (proposal 0008);
 * a conversion operator is refused by the parser. && and || overloaded are
 * ordinary calls: both operands are evaluated. */
#include <string.h>
#include "sema.h"

static Type *fail(Sema *s, Node *n)
{
    n->type = type_error(s->tt);
    return n->type;
}

static bool in_list(const char *op, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(op, list[i]))
            return true;
    return false;
}

static const char *const refused[] = {
    "=", "+=", "-=", "*=", "/=", "%=", "^=", "&=", "|=", "<<", ">>", "<<=", ">>=", "++", "--", "->", "->*",
};
/* operators that take no operand but the object, one, or either */
static const char *const unary_only[] = {"~", "!"};
static const char *const unary_or_binary[] = {"+", "-", "*", "&"};

static bool hlsl202x(const Sema *s)
{
    return s->hlsl_version > 2021;
}

void sema_operator_decl(Sema *s, Node *f)
{
    const char *op = f->func.name + 8; /* after "operator" */
    if (!*op || *op == ' ')
        return; /* a conversion operator: the parser reported it */
    if (in_list(op, refused, sizeof refused / sizeof *refused)) {
        diag(s->c, f->loc, D_SEMA_OPERATOR_REFUSED, op);
        return;
    }
    bool member = f->func.owner != NULL;
    if (!member && !hlsl202x(s)) {
        diag(s->c, f->loc, D_SEMA_OPERATOR_NON_MEMBER, op);
        return;
    }
    if (member && (f->func.ret_mods & MOD_STATIC)) {
        diag(s->c, f->loc, D_SEMA_OPERATOR_STATIC, op);
        return;
    }
    /* operands besides the object (members) */
    int n = f->func.params.len - (member ? 0 : 1);
    const char *want = NULL;
    if (!strcmp(op, "()"))
        return; /* any number */
    if (in_list(op, unary_only, 2))
        want = n == 0 ? NULL : "no parameter";
    else if (in_list(op, unary_or_binary, 4))
        want = n == 0 || n == 1 ? NULL : "no parameter (unary) or one (binary)";
    else
        want = n == 1 ? NULL : "one parameter";
    if (want)
        diag(s->c, f->loc, D_SEMA_OPERATOR_ARITY, op, member ? want : arena_printf(s->c->arena, "one more than %s", want),
             f->func.params.len);
}

/* The call obj.operator<op>(args) (or operator<op>(obj, args) at namespace
 * scope in HLSL 202x) in place of *e; NULL when neither exists. */
static Type *call_operator(Sema *s, Node **e, const char *op, Node *obj, Type *ot, Node **argv, int nargs,
                           SrcLoc loc)
{
    const char *name = intern_cstr(s->c->strs, arena_printf(s->c->arena, "operator%s", op));
    NodeList cands = ot->kind == TY_STRUCT ? sema_method_candidates(s, ot, name) : (NodeList){0};
    Node *call = ast_new(s->c, ND_CALL, loc);
    call->call.intrinsic = -1;
    Type **types = ARENA_ARRAY(s->c->arena, Type *, nargs + 2);
    if (cands.len) {
        Node *callee = ast_new(s->c, ND_MEMBER, loc);
        callee->member.object = obj;
        callee->member.name = name;
        callee->member.what = MEMBER_METHOD;
        callee->type = ot;
        call->call.callee = callee;
        call->call.object = obj;
    } else {
        SymKind kind;
        NodeList ov = {0};
        if (!hlsl202x(s) || !sema_lookup(s, NULL, name, &kind, &ov) || !ov.len)
            return NULL;
        cands = ov;
        Node *callee = ast_new(s->c, ND_IDENT, loc);
        callee->ident.name = name;
        call->call.callee = callee;
        vec_push(s->c->arena, &call->call.args, obj);
    }
    for (int i = 0; i < nargs; i++)
        vec_push(s->c->arena, &call->call.args, argv[i]);
    for (int i = 0; i < call->call.args.len; i++)
        types[i] = call->call.args.data[i]->type;
    call->depth = (*e)->depth;
    *e = call;
    if (!cands.len)
        return fail(s, call);
    return sema_resolve_user(s, call, name, &cands, types, call->call.args.len);
}

Type *sema_operator_binary(Sema *s, Node **e, Type *lt, Type *rt)
{
    Node *n = *e;
    if (lt->kind != TY_STRUCT && !(hlsl202x(s) && rt->kind == TY_STRUCT))
        return NULL;
    if (n->kind == ND_COMMA)
        return call_operator(s, e, ",", n->comma.lhs, lt, &n->comma.rhs, 1, n->loc);
    return call_operator(s, e, ast_op_name[n->op.op], n->op.lhs, lt, &n->op.rhs, 1, n->loc);
}

Type *sema_operator_unary(Sema *s, Node **e, Type *t)
{
    Node *n = *e;
    const char *op = n->op.op == OP_NEG ? "-" : n->op.op == OP_PLUS ? "+" : n->op.op == OP_NOT ? "!"
                   : n->op.op == OP_BITNOT ? "~" : NULL;
    if (!op || t->kind != TY_STRUCT)
        return NULL; /* ++ and -- are never overloaded */
    return call_operator(s, e, op, n->op.lhs, t, NULL, 0, n->loc);
}

Type *sema_operator_index(Sema *s, Node **e, Type *bt, Type *it)
{
    Node *n = *e;
    if (bt->kind != TY_STRUCT)
        return NULL;
    return call_operator(s, e, "[]", n->index.base, bt, &n->index.index, 1, n->loc);
}

/* f(x) with f an object, (expr)(x): the object's operator(). */
Type *sema_call_functor(Sema *s, Node *n, Type **args, int nargs, bool bad)
{
    Type *ct = sema_expr(s, &n->call.callee);
    if (ct->kind == TY_ERROR || bad)
        return fail(s, n);
    const char *name = intern_cstr(s->c->strs, "operator()");
    NodeList cands = ct->kind == TY_STRUCT ? sema_method_candidates(s, ct, name) : (NodeList){0};
    if (!cands.len) {
        Node *c = n->call.callee;
        diag(s->c, c->loc, D_SEMA_NOT_CALLABLE, c->kind == ND_IDENT ? c->ident.name : "expression");
        return fail(s, n);
    }
    n->call.object = n->call.callee;
    return sema_resolve_user(s, n, name, &cands, args, nargs);
}

/* obj.f(x) where f is a field of obj's struct (no method f). */
Type *sema_call_field(Sema *s, Node *n, Type **args, int nargs)
{
    Node *m = n->call.callee;
    Type *ot = m->type;
    bool field = false;
    for (int i = 0; ot && ot->kind == TY_STRUCT && i < ot->num_fields; i++)
        field |= ot->fields[i].name && !ot->fields[i].bits_used && !strcmp(ot->fields[i].name, m->member.name);
    if (!field)
        return NULL;
    m->type = NULL;
    m->member.what = MEMBER_FIELD;
    return sema_call_functor(s, n, args, nargs, false);
}
