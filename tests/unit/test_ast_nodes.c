/* The AST's common nodes stay small (frontend/ast.h): an ND_IDENT keeps
 * its qualifier, scope and template arguments out of line (IdentQual),
 * made only for the names that have them; a clone (template
 * instantiation) gets its own copy. */
#include <setjmp.h>
#include <string.h>
#include "frontend/ast.h"
#include "unit.h"

static PrismOptions opts;

/* The expression of `x = EXPR;` in main's body, parsed. */
static Node *parsed_rhs(Ctx *c, const char *src)
{
    uint32_t file = ctx_add_file(c, "t.hlsl", NULL, src, strlen(src));
    TokenVec toks = {0};
    Ast ast = {0};
    if (!preprocess(c, file, &toks) || !parse(c, &toks, &ast))
        return NULL;
    for (int i = 0; i < ast.decls.len; i++) {
        Node *d = ast.decls.data[i];
        if (d->kind == ND_FUNC && d->func.body) {
            Node *st = d->func.body->block.stmts.data[0];
            return st->kind == ND_EXPR_STMT ? st->expr_stmt.expr->op.rhs : NULL;
        }
    }
    return NULL;
}

static void common_nodes_are_small(void)
{
    CHECK(ast_node_size(ND_IDENT) == 56);
    CHECK(ast_node_size(ND_BINARY) == 48);
    CHECK(ast_node_size(ND_FLOAT_LIT) == 40);
}

static void plain_names_have_no_qual(void)
{
    Ctx *c = ctx_new(&opts);
    Node *e = parsed_rhs(c, "void main() { x = y; }\n");
    CHECK(e && e->kind == ND_IDENT && strcmp(e->ident.name, "y") == 0);
    CHECK(e && e->ident.qual == NULL);
    CHECK(e && ident_qualifier(e) == NULL && ident_scope(e) == NULL && ident_num_targs(e) == 0 && !ident_targs(e));
    ctx_free(c);
}

static void qualified_and_template_names_keep_theirs(void)
{
    Ctx *c = ctx_new(&opts);
    Node *e = parsed_rhs(c, "namespace ns { float y; }\nvoid main() { x = ns::y; }\n");
    CHECK(e && e->kind == ND_IDENT && e->ident.qual && strcmp(ident_qualifier(e), "ns") == 0);
    CHECK(e && strcmp(e->ident.name, "y") == 0);
    Node *call = parsed_rhs(c, "template<typename T> T f(T a) { return a; }\nvoid main() { x = f<float>(1.0); }\n");
    Node *callee = call && call->kind == ND_CALL ? call->call.callee : NULL;
    CHECK(callee && callee->kind == ND_IDENT && ident_num_targs(callee) == 1 && ident_targs(callee));
    CHECK(callee && ident_qualifier(callee) == NULL);
    /* a clone has its own IdentQual, so instantiating leaves the original's alone */
    Node *copy = callee ? ast_clone(c, callee) : NULL;
    CHECK(copy && copy->ident.qual && copy->ident.qual != callee->ident.qual);
    CHECK(copy && ident_num_targs(copy) == 1 && ident_targs(copy) != ident_targs(callee));
    ctx_free(c);
}

int main(void)
{
    RUN(common_nodes_are_small);
    RUN(plain_names_have_no_qual);
    RUN(qualified_and_template_names_keep_theirs);
    return UNIT_END();
}
