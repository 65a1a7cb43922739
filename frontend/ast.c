/* AST nodes: allocation, names, and the --dump-ast text.
 *
 * The dump is one line per node, children indented four spaces, in source
 * order; a child that plays a role other than "next item" says which
 * (cond:, then:, init:, callee: ...). Expressions end with " : type" once
 * sema has set node->type. Small expressions inside a line (array sizes,
 * template and attribute arguments) are written inline, fully
 * parenthesised. The format is stable: tests compare it as text. */
#include "ast.h"
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const node_kind_name[ND_COUNT] = {
#define NODE_NAME_(k) [k] = #k + 3, /* without "ND_" */
    NODE_LIST(NODE_NAME_)
#undef NODE_NAME_
};

const char *const ast_op_name[OP_COUNT] = {
#define OP_NAME_(k, s) [k] = s,
    OP_LIST(OP_NAME_)
#undef OP_NAME_
};

/* Each node takes the header and its own kind's payload, not the whole
 * union: an expression is 48-144 bytes instead of 232 (sizeof(Node)), and
 * expressions are most of a tree. No node changes kind once made. Kinds
 * without a payload still take one pointer's room. Under ASan every arena
 * allocation is its own block, so reading another kind's field traps. */
#define NODE_SIZE_(m) (offsetof(Node, m) + sizeof(((Node *)0)->m))
static const uint16_t node_size[ND_COUNT] = {
    [ND_FUNC] = NODE_SIZE_(func),        [ND_PARAM] = NODE_SIZE_(param),
    [ND_VAR] = NODE_SIZE_(var),          [ND_STRUCT] = NODE_SIZE_(strukt),
    [ND_TYPEDEF] = NODE_SIZE_(tdef),     [ND_ENUM] = NODE_SIZE_(enm),
    [ND_ENUMERATOR] = NODE_SIZE_(enumerator), [ND_CBUFFER] = NODE_SIZE_(cbuf),
    [ND_NAMESPACE] = NODE_SIZE_(ns),     [ND_TEMPLATE] = NODE_SIZE_(tmpl),
    [ND_TPARAM] = NODE_SIZE_(tparam),    [ND_USING] = NODE_SIZE_(use),
    [ND_BLOCK] = NODE_SIZE_(block),      [ND_DECL_STMT] = NODE_SIZE_(decl),
    [ND_EXPR_STMT] = NODE_SIZE_(expr_stmt), [ND_EMPTY] = NODE_SIZE_(ret),
    [ND_IF] = NODE_SIZE_(ctl),           [ND_FOR] = NODE_SIZE_(ctl),
    [ND_WHILE] = NODE_SIZE_(ctl),        [ND_DO] = NODE_SIZE_(ctl),
    [ND_SWITCH] = NODE_SIZE_(ctl),       [ND_CASE] = NODE_SIZE_(label),
    [ND_BREAK] = NODE_SIZE_(ret),        [ND_CONTINUE] = NODE_SIZE_(ret),
    [ND_RETURN] = NODE_SIZE_(ret),       [ND_DISCARD] = NODE_SIZE_(ret),
    [ND_INT_LIT] = NODE_SIZE_(ilit),     [ND_FLOAT_LIT] = NODE_SIZE_(flit),
    [ND_BOOL_LIT] = NODE_SIZE_(blit),    [ND_STRING_LIT] = NODE_SIZE_(slit),
    [ND_IDENT] = NODE_SIZE_(ident),      [ND_UNARY] = offsetof(Node, op.op_type),
    [ND_BINARY] = offsetof(Node, op.op_type), [ND_ASSIGN] = NODE_SIZE_(op),
    [ND_COND] = NODE_SIZE_(cond),        [ND_COMMA] = NODE_SIZE_(comma),
    [ND_CALL] = NODE_SIZE_(call),        [ND_MEMBER] = NODE_SIZE_(member),
    [ND_INDEX] = NODE_SIZE_(index),      [ND_CAST] = NODE_SIZE_(cast),
    [ND_INIT_LIST] = NODE_SIZE_(init),   [ND_SIZEOF] = NODE_SIZE_(size_of),
};
#undef NODE_SIZE_

_Static_assert(offsetof(Node, type) == 16 && ND_COUNT < (1 << 16),
               "kind and depth share a word before loc (a 24-byte header on 64-bit hosts), kind fits 16 bits");

/* A kind added to NODE_LIST without a row above takes the whole union. */
size_t ast_node_size(NodeKind kind) { return node_size[kind] ? node_size[kind] : sizeof(Node); }

Node *ast_new(Ctx *c, NodeKind kind, SrcLoc loc)
{
    Node *n = arena_alloc(c->ast_arena ? c->ast_arena : c->arena, ast_node_size(kind));
    n->kind = kind;
    n->loc = loc;
    return n;
}

IdentQual *ast_ident_qual(Ctx *c, Node *n)
{
    if (!n->ident.qual)
        n->ident.qual = ARENA_NEW(c->ast_arena ? c->ast_arena : c->arena, IdentQual);
    return n->ident.qual;
}

TypeSpec *typespec_new(Ctx *c, SrcLoc loc, const char *name)
{
    TypeSpec *t = ARENA_NEW(c->ast_arena ? c->ast_arena : c->arena, TypeSpec);
    t->loc = loc;
    t->name = name;
    return t;
}

/* ---------------------------------------------------------------- inline */

/*      bit                       spelling */
static const struct {
    unsigned bit;
    const char *name;
} mod_names[] = {
    {MOD_STATIC, "static"}, {MOD_CONST, "const"}, {MOD_UNIFORM, "uniform"},
    {MOD_EXTERN, "extern"}, {MOD_GROUPSHARED, "groupshared"}, {MOD_VOLATILE, "volatile"},
    {MOD_PRECISE, "precise"}, {MOD_IN, "in"}, {MOD_OUT, "out"}, {MOD_INOUT, "inout"},
    {MOD_ROW_MAJOR, "row_major"}, {MOD_COLUMN_MAJOR, "column_major"},
    {MOD_NOINTERPOLATION, "nointerpolation"}, {MOD_LINEAR, "linear"},
    {MOD_CENTROID, "centroid"}, {MOD_NOPERSPECTIVE, "noperspective"}, {MOD_SAMPLE, "sample"},
    {MOD_INLINE, "inline"}, {MOD_EXPORT, "export"}, {MOD_GLOBALLYCOHERENT, "globallycoherent"},
    {MOD_SNORM, "snorm"}, {MOD_UNORM, "unorm"}, {MOD_SHARED, "shared"},
};

static void put_mods(StrBuf *sb, unsigned mods)
{
    for (size_t i = 0; i < sizeof mod_names / sizeof mod_names[0]; i++)
        if (mods & mod_names[i].bit)
            sb_printf(sb, " %s", mod_names[i].name);
}

/* The shortest text that reads back as the same double, with a '.' or 'e'. */
static void put_double(StrBuf *sb, double v)
{
    char buf[40];
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(buf, sizeof buf, "%.*g", prec, v);
        if (strtod(buf, NULL) == v)
            break;
    }
    sb_puts(sb, buf);
    if (!strpbrk(buf, ".eEin"))
        sb_puts(sb, ".0");
}

static void put_string(StrBuf *sb, const char *s)
{
    sb_putc(sb, '"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            sb_printf(sb, "\\%c", *s);
        else if (*s == '\n')
            sb_puts(sb, "\\n");
        else if ((unsigned char)*s < 0x20)
            sb_printf(sb, "\\x%02x", (unsigned char)*s);
        else
            sb_putc(sb, *s);
    }
    sb_putc(sb, '"');
}

static const char *unary_symbol(AstOp op)
{
    switch (op) {
    case OP_NEG: return "-";
    case OP_PLUS: return "+";
    case OP_PRE_INC: case OP_POST_INC: return "++";
    case OP_PRE_DEC: case OP_POST_DEC: return "--";
    default: return ast_op_name[op];
    }
}

static void put_expr(StrBuf *sb, const Node *e);

static void put_spec(StrBuf *sb, const TypeSpec *t)
{
    if (!t) {
        sb_puts(sb, "?");
        return;
    }
    sb_puts(sb, t->name ? t->name : "(anonymous struct)");
    if (!t->num_args)
        return;
    sb_putc(sb, '<');
    for (int i = 0; i < t->num_args; i++) {
        if (i)
            sb_puts(sb, ", ");
        if (t->args[i].type)
            put_spec(sb, t->args[i].type);
        else
            put_expr(sb, t->args[i].expr);
    }
    sb_putc(sb, '>');
}

static void put_dims(StrBuf *sb, const NodeList *dims)
{
    for (int i = 0; i < dims->len; i++) {
        sb_putc(sb, '[');
        if (dims->data[i])
            put_expr(sb, dims->data[i]);
        sb_putc(sb, ']');
    }
}

static void put_args(StrBuf *sb, const NodeList *args)
{
    sb_putc(sb, '(');
    for (int i = 0; i < args->len; i++) {
        if (i)
            sb_puts(sb, ", ");
        put_expr(sb, args->data[i]);
    }
    sb_putc(sb, ')');
}

static void put_ident(StrBuf *sb, const Node *e)
{
    if (ident_qualifier(e))
        sb_printf(sb, "%s::", ident_qualifier(e));
    sb_puts(sb, e->ident.name);
}

/* An expression on one line, every operation in parentheses. */
static void put_expr(StrBuf *sb, const Node *e)
{
    if (!e) {
        sb_puts(sb, "?");
        return;
    }
    switch (e->kind) {
    case ND_INT_LIT: sb_printf(sb, "%llu%s", (unsigned long long)e->ilit.value, e->ilit.suffix ? e->ilit.suffix : ""); break;
    case ND_FLOAT_LIT:
        put_double(sb, e->flit.value);
        if (e->flit.suffix)
            sb_putc(sb, e->flit.suffix);
        break;
    case ND_BOOL_LIT: sb_puts(sb, e->blit.value ? "true" : "false"); break;
    case ND_STRING_LIT: put_string(sb, e->slit.value); break;
    case ND_IDENT: put_ident(sb, e); break;
    case ND_UNARY:
        if (e->op.op == OP_POST_INC || e->op.op == OP_POST_DEC) {
            put_expr(sb, e->op.lhs);
            sb_puts(sb, unary_symbol(e->op.op));
        } else {
            sb_puts(sb, unary_symbol(e->op.op));
            put_expr(sb, e->op.lhs);
        }
        break;
    case ND_BINARY: case ND_ASSIGN:
        sb_putc(sb, '(');
        put_expr(sb, e->op.lhs);
        if (e->kind == ND_ASSIGN)
            sb_printf(sb, " %s= ", e->op.op == OP_NONE ? "" : ast_op_name[e->op.op]);
        else
            sb_printf(sb, " %s ", ast_op_name[e->op.op]);
        put_expr(sb, e->op.rhs);
        sb_putc(sb, ')');
        break;
    case ND_COND:
        sb_putc(sb, '(');
        put_expr(sb, e->cond.cond);
        sb_puts(sb, " ? ");
        put_expr(sb, e->cond.then_);
        sb_puts(sb, " : ");
        put_expr(sb, e->cond.else_);
        sb_putc(sb, ')');
        break;
    case ND_COMMA:
        sb_putc(sb, '(');
        put_expr(sb, e->comma.lhs);
        sb_puts(sb, ", ");
        put_expr(sb, e->comma.rhs);
        sb_putc(sb, ')');
        break;
    case ND_CALL:
        if (e->call.callee)
            put_expr(sb, e->call.callee);
        else
            put_spec(sb, e->call.ctor_spec);
        if (e->call.template_arg) {
            sb_putc(sb, '<');
            put_spec(sb, e->call.template_arg);
            sb_putc(sb, '>');
        }
        put_args(sb, &e->call.args);
        break;
    case ND_MEMBER:
        put_expr(sb, e->member.object);
        sb_printf(sb, ".%s", e->member.name);
        break;
    case ND_INDEX:
        put_expr(sb, e->index.base);
        sb_putc(sb, '[');
        put_expr(sb, e->index.index);
        sb_putc(sb, ']');
        break;
    case ND_CAST:
        sb_putc(sb, '(');
        put_spec(sb, e->cast.spec);
        put_dims(sb, &e->cast.dims_expr);
        sb_putc(sb, ')');
        put_expr(sb, e->cast.expr);
        break;
    case ND_INIT_LIST:
        sb_putc(sb, '{');
        for (int i = 0; i < e->init.items.len; i++) {
            if (i)
                sb_puts(sb, ", ");
            put_expr(sb, e->init.items.data[i]);
        }
        sb_putc(sb, '}');
        break;
    case ND_SIZEOF:
        sb_puts(sb, "sizeof(");
        if (e->size_of.spec)
            put_spec(sb, e->size_of.spec);
        else
            put_expr(sb, e->size_of.expr);
        sb_putc(sb, ')');
        break;
    default:
        sb_puts(sb, node_kind_name[e->kind]);
        break;
    }
}

static void put_register(StrBuf *sb, const Register *r)
{
    if (!r)
        return;
    if (r->cls == 'c') {
        sb_printf(sb, " packoffset(c%d", r->index);
        if (r->component)
            sb_printf(sb, ".%c", "xyzw"[r->component & 3]);
        sb_putc(sb, ')');
        return;
    }
    sb_puts(sb, " register(");
    if (r->profile)
        sb_printf(sb, "%s, ", r->profile);
    sb_printf(sb, "%c%d", r->cls, r->index);
    if (r->space >= 0)
        sb_printf(sb, ", space%d", r->space);
    sb_putc(sb, ')');
}

/* ------------------------------------------------------------------ tree */

typedef struct Dumper {
    Ctx *c;
    StrBuf *sb;
} Dumper;

static void dump_node(Dumper *d, const Node *n, int depth, const char *role);

static void begin(Dumper *d, int depth, const char *role)
{
    sb_indent(d->sb, depth);
    if (role)
        sb_printf(d->sb, "%s: ", role);
}

static void dump_attrs(Dumper *d, const AttrList *attrs, int depth)
{
    for (int i = 0; i < attrs->len; i++) {
        const Attribute *a = attrs->data[i];
        begin(d, depth, NULL);
        sb_printf(d->sb, "ATTR %s", a->name);
        if (a->args.len)
            put_args(d->sb, &a->args);
        sb_putc(d->sb, '\n');
    }
}

static void dump_list(Dumper *d, const NodeList *l, int depth)
{
    for (int i = 0; i < l->len; i++)
        dump_node(d, l->data[i], depth, NULL);
}

static bool is_expr(NodeKind k)
{
    return k >= ND_INT_LIT;
}

static void dump_node(Dumper *d, const Node *n, int depth, const char *role)
{
    StrBuf *sb = d->sb;
    begin(d, depth, role);
    if (!n) {
        sb_puts(sb, "(none)\n");
        return;
    }
    sb_puts(sb, node_kind_name[n->kind]);
    int in = depth + 1;
    /* the rest of the line */
    switch (n->kind) {
    case ND_FUNC:
        sb_printf(sb, " %s -> ", n->func.name);
        put_spec(sb, n->func.ret_spec);
        put_mods(sb, n->func.ret_mods);
        if (n->func.semantic)
            sb_printf(sb, " : %s", n->func.semantic);
        if (!n->func.body)
            sb_puts(sb, " (declaration)");
        break;
    case ND_PARAM:
        sb_printf(sb, " %s ", n->param.name ? n->param.name : "(unnamed)");
        put_spec(sb, n->param.spec);
        put_dims(sb, &n->param.dims_expr);
        put_mods(sb, n->param.mods);
        if (n->param.semantic)
            sb_printf(sb, " : %s", n->param.semantic);
        break;
    case ND_VAR:
        sb_printf(sb, " %s ", n->var.name);
        put_spec(sb, n->var.spec);
        put_dims(sb, &n->var.dims_expr);
        put_mods(sb, n->var.mods);
        if (n->var.semantic)
            sb_printf(sb, " : %s", n->var.semantic);
        put_register(sb, n->var.reg);
        break;
    case ND_STRUCT:
        sb_printf(sb, " %s", n->strukt.name ? n->strukt.name : "(anonymous)");
        if (n->strukt.is_class)
            sb_puts(sb, " (class)");
        if (n->strukt.base) {
            sb_puts(sb, " : ");
            put_spec(sb, n->strukt.base);
        }
        break;
    case ND_TYPEDEF:
        sb_printf(sb, " %s ", n->tdef.name);
        put_spec(sb, n->tdef.spec);
        put_dims(sb, &n->tdef.dims_expr);
        put_mods(sb, n->tdef.mods);
        break;
    case ND_ENUM:
        sb_printf(sb, "%s %s", n->enm.is_class ? " class" : "", n->enm.name ? n->enm.name : "(anonymous)");
        if (n->enm.base) {
            sb_puts(sb, " : ");
            put_spec(sb, n->enm.base);
        }
        break;
    case ND_ENUMERATOR: sb_printf(sb, " %s", n->enumerator.name); break;
    case ND_CBUFFER:
        sb_printf(sb, " %s%s", n->cbuf.name, n->cbuf.is_tbuffer ? " (tbuffer)" : "");
        put_register(sb, n->cbuf.reg);
        break;
    case ND_NAMESPACE: sb_printf(sb, " %s", n->ns.name); break;
    case ND_TPARAM:
        sb_printf(sb, " %s%s", n->tparam.is_type ? "typename " : "", n->tparam.name);
        if (n->tparam.spec) {
            sb_puts(sb, " : ");
            put_spec(sb, n->tparam.spec);
        }
        break;
    case ND_USING:
        sb_printf(sb, "%s %s%s%s", n->use.is_namespace ? " namespace" : "", n->use.alias ? n->use.alias : "",
                  n->use.alias ? " = " : "", n->use.target);
        break;
    case ND_CASE:
        if (!n->label.value)
            sb_puts(sb, " default");
        break;
    case ND_INT_LIT: case ND_FLOAT_LIT: case ND_BOOL_LIT: case ND_STRING_LIT: case ND_IDENT:
        sb_putc(sb, ' ');
        put_expr(sb, n);
        break;
    case ND_UNARY: case ND_BINARY: sb_printf(sb, " %s", ast_op_name[n->op.op]); break;
    case ND_ASSIGN: sb_printf(sb, " %s=", n->op.op == OP_NONE ? "" : ast_op_name[n->op.op]); break;
    case ND_CALL:
        if (n->call.ctor_spec) {
            sb_puts(sb, " ctor ");
            put_spec(sb, n->call.ctor_spec);
        }
        if (n->call.template_arg) {
            sb_puts(sb, " <");
            put_spec(sb, n->call.template_arg);
            sb_putc(sb, '>');
        }
        break;
    case ND_MEMBER: sb_printf(sb, " %s", n->member.name); break;
    case ND_CAST:
        if (n->cast.spec) {
            sb_putc(sb, ' ');
            put_spec(sb, n->cast.spec);
            put_dims(sb, &n->cast.dims_expr);
        }
        if (n->cast.implicit)
            sb_puts(sb, " (implicit)");
        break;
    case ND_SIZEOF:
        if (n->size_of.spec) {
            sb_putc(sb, ' ');
            put_spec(sb, n->size_of.spec);
        }
        break;
    default:
        break;
    }
    if (n->type && is_expr(n->kind))
        sb_printf(sb, " : %s", type_name(d->c, n->type));
    sb_putc(sb, '\n');
    /* the children */
    switch (n->kind) {
    case ND_FUNC:
        dump_attrs(d, &n->func.attrs, in);
        dump_list(d, &n->func.params, in);
        if (n->func.body)
            dump_node(d, n->func.body, in, NULL);
        break;
    case ND_PARAM:
        if (n->param.default_value)
            dump_node(d, n->param.default_value, in, "default");
        break;
    case ND_VAR:
        dump_attrs(d, &n->var.attrs, in);
        if (n->var.init)
            dump_node(d, n->var.init, in, "init");
        break;
    case ND_STRUCT: dump_list(d, &n->strukt.members, in); break;
    case ND_ENUM: dump_list(d, &n->enm.members, in); break;
    case ND_ENUMERATOR:
        if (n->enumerator.value)
            dump_node(d, n->enumerator.value, in, NULL);
        break;
    case ND_CBUFFER:
        dump_attrs(d, &n->cbuf.attrs, in);
        dump_list(d, &n->cbuf.members, in);
        break;
    case ND_NAMESPACE: dump_list(d, &n->ns.decls, in); break;
    case ND_TEMPLATE:
        dump_list(d, &n->tmpl.params, in);
        dump_node(d, n->tmpl.decl, in, NULL);
        break;
    case ND_BLOCK: dump_list(d, &n->block.stmts, in); break;
    case ND_DECL_STMT: dump_list(d, &n->decl.vars, in); break;
    case ND_EXPR_STMT: dump_node(d, n->expr_stmt.expr, in, NULL); break;
    case ND_IF:
        dump_attrs(d, &n->ctl.attrs, in);
        dump_node(d, n->ctl.cond, in, "cond");
        dump_node(d, n->ctl.body, in, "then");
        if (n->ctl.else_)
            dump_node(d, n->ctl.else_, in, "else");
        break;
    case ND_FOR:
        dump_attrs(d, &n->ctl.attrs, in);
        if (n->ctl.init)
            dump_node(d, n->ctl.init, in, "init");
        if (n->ctl.cond)
            dump_node(d, n->ctl.cond, in, "cond");
        if (n->ctl.step)
            dump_node(d, n->ctl.step, in, "step");
        dump_node(d, n->ctl.body, in, "body");
        break;
    case ND_WHILE: case ND_SWITCH:
        dump_attrs(d, &n->ctl.attrs, in);
        dump_node(d, n->ctl.cond, in, "cond");
        dump_node(d, n->ctl.body, in, "body");
        break;
    case ND_DO:
        dump_attrs(d, &n->ctl.attrs, in);
        dump_node(d, n->ctl.body, in, "body");
        dump_node(d, n->ctl.cond, in, "cond");
        break;
    case ND_CASE:
        if (n->label.value)
            dump_node(d, n->label.value, in, NULL);
        break;
    case ND_RETURN:
        if (n->ret.value)
            dump_node(d, n->ret.value, in, NULL);
        break;
    case ND_UNARY: dump_node(d, n->op.lhs, in, NULL); break;
    case ND_BINARY: case ND_ASSIGN:
        dump_node(d, n->op.lhs, in, NULL);
        dump_node(d, n->op.rhs, in, NULL);
        break;
    case ND_COND:
        dump_node(d, n->cond.cond, in, NULL);
        dump_node(d, n->cond.then_, in, NULL);
        dump_node(d, n->cond.else_, in, NULL);
        break;
    case ND_COMMA:
        dump_node(d, n->comma.lhs, in, NULL);
        dump_node(d, n->comma.rhs, in, NULL);
        break;
    case ND_CALL:
        if (n->call.callee)
            dump_node(d, n->call.callee, in, "callee");
        dump_list(d, &n->call.args, in);
        break;
    case ND_MEMBER: dump_node(d, n->member.object, in, NULL); break;
    case ND_INDEX:
        dump_node(d, n->index.base, in, NULL);
        dump_node(d, n->index.index, in, NULL);
        break;
    case ND_CAST: dump_node(d, n->cast.expr, in, NULL); break;
    case ND_INIT_LIST: dump_list(d, &n->init.items, in); break;
    case ND_SIZEOF:
        if (n->size_of.expr)
            dump_node(d, n->size_of.expr, in, NULL);
        break;
    default:
        break;
    }
}

void ast_dump(Ctx *c, const Ast *ast, StrBuf *out)
{
    Dumper d = {c, out};
    for (int i = 0; i < ast->decls.len; i++)
        dump_node(&d, ast->decls.data[i], 0, NULL);
}
