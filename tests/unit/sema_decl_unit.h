/* Helpers of the unit tests of sema's declarations half (test_sema_decl.c,
 * test_sema_decl_errors.c): compiling a small shader through preprocess ->
 * parse -> sema_check, expecting its diagnostics (code@line:col) or none,
 * and finding its declarations and their types; inline, so that a test file
 * may leave some unused. */
#ifndef PRISM_SEMA_DECL_UNIT_H
#define PRISM_SEMA_DECL_UNIT_H
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frontend/sema.h"
#include "unit.h"

/* ---- running a shader ---- */

typedef struct Run {
    PrismOptions o;
    Ctx *c;
    Ast ast;
    bool ok;
    char diags[8192]; /* "E3001@8:11 message\n" per diagnostic */
} Run;

typedef struct Opts {
    const char *profile; /* default cs_6_0 */
    const char *entry;
    int hv;              /* default 2021 */
    int enable16;
} Opts;

static inline Run *compile_with(const char *src, Opts op)
{
    Run *r = calloc(1, sizeof *r);
    memset(&r->o, 0, sizeof r->o);
    r->o.profile = op.profile ? op.profile : "cs_6_0";
    r->o.entry = op.entry;
    r->o.hlsl_version = op.hv ? op.hv : 2021;
    r->o.enable_16bit_types = op.enable16;
    r->o.max_errors = 100;
    r->c = ctx_new(&r->o);
    uint32_t file = ctx_add_file(r->c, "t.hlsl", "t.hlsl", src, strlen(src));
    jmp_buf jb;
    r->c->bail = &jb;
    if (setjmp(jb) == 0) {
        TokenVec toks = {0};
        if (preprocess(r->c, file, &toks) && parse(r->c, &toks, &r->ast))
            r->ok = sema_check(r->c, &r->ast);
    }
    r->c->bail = NULL;
    size_t n = 0;
    for (int i = 0; i < r->c->diags.len; i++) {
        Diag *d = &r->c->diags.data[i];
        if (n < sizeof r->diags)
            n += (size_t)snprintf(r->diags + n, sizeof r->diags - n, "%c%d@%u:%u %s\n",
                                  d->severity == DIAG_ERROR ? 'E' : d->severity == DIAG_WARNING ? 'W' : 'N',
                                  d->code, d->loc.line, d->loc.col, d->message);
    }
    return r;
}

static inline Run *compile(const char *src)
{
    Opts op = {0};
    return compile_with(src, op);
}

static inline void run_free(Run *r)
{
    ctx_free(r->c);
    free(r);
}

/* The diagnostics contain `want` ("E3001@8:11"), and no other error unless
 * more_ok. */
static inline void expect_diag(Run *r, const char *want, bool more_ok)
{
    char key[64];
    snprintf(key, sizeof key, "%s ", want);
    int errors = 0;
    bool found = false;
    for (const char *p = r->diags; *p;) {
        const char *nl = strchr(p, '\n');
        if (!nl)
            break;
        if (!strncmp(p, key, strlen(key)))
            found = true;
        else if (*p == 'E')
            errors++;
        p = nl + 1;
    }
    if (!found || (errors && !more_ok)) {
        printf("  want %s, got:\n%s", want, r->diags[0] ? r->diags : "  (no diagnostics)\n");
        unit_case_failed = 1;
    }
}

#define EXPECT(r, want) expect_diag((r), (want), false)
#define EXPECT_AMONG(r, want) expect_diag((r), (want), true)

static inline void expect_clean(Run *r)
{
    if (r->diags[0] || !r->ok) {
        printf("  want no diagnostics, got:\n%s", r->diags);
        unit_case_failed = 1;
    }
}

static inline bool has_text(Run *r, const char *text)
{
    bool yes = strstr(r->diags, text) != NULL;
    if (!yes)
        printf("  no '%s' in:\n%s", text, r->diags);
    return yes;
}

/* ---- finding declarations ---- */

static inline Node *find_in(NodeList *l, NodeKind kind, const char *name);

static inline const char *decl_name(Node *d)
{
    switch (d->kind) {
    case ND_FUNC: return d->func.name;
    case ND_VAR: return d->var.name;
    case ND_STRUCT: return d->strukt.name;
    case ND_TYPEDEF: return d->tdef.name;
    case ND_ENUM: return d->enm.name;
    case ND_ENUMERATOR: return d->enumerator.name;
    case ND_CBUFFER: return d->cbuf.name;
    case ND_NAMESPACE: return d->ns.name;
    case ND_PARAM: return d->param.name;
    default: return NULL;
    }
}

static inline Node *find_node(Node *n, NodeKind kind, const char *name)
{
    if (!n)
        return NULL;
    const char *nm = decl_name(n);
    if (n->kind == kind && nm && !strcmp(nm, name))
        return n;
    switch (n->kind) {
    case ND_FUNC: {
        Node *x = find_in(&n->func.params, kind, name);
        return x ? x : find_node(n->func.body, kind, name);
    }
    case ND_STRUCT: return find_in(&n->strukt.members, kind, name);
    case ND_ENUM: return find_in(&n->enm.members, kind, name);
    case ND_CBUFFER: return find_in(&n->cbuf.members, kind, name);
    case ND_NAMESPACE: return find_in(&n->ns.decls, kind, name);
    case ND_BLOCK: return find_in(&n->block.stmts, kind, name);
    case ND_DECL_STMT: return find_in(&n->decl.vars, kind, name);
    case ND_IF:
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
    case ND_SWITCH: {
        Node *x = find_node(n->ctl.init, kind, name);
        if (!x)
            x = find_node(n->ctl.body, kind, name);
        return x ? x : find_node(n->ctl.else_, kind, name);
    }
    default: return NULL;
    }
}

static inline Node *find_in(NodeList *l, NodeKind kind, const char *name)
{
    for (int i = 0; i < l->len; i++) {
        Node *x = find_node(l->data[i], kind, name);
        if (x)
            return x;
    }
    return NULL;
}

static inline Node *find(Run *r, NodeKind kind, const char *name)
{
    return find_in(&r->ast.decls, kind, name);
}

/* The type name of the variable (or parameter) named name. */
static inline const char *var_type(Run *r, const char *name)
{
    Node *v = find(r, ND_VAR, name);
    if (!v)
        v = find(r, ND_PARAM, name);
    if (!v || !v->type)
        return "(none)";
    return type_name(r->c, v->type);
}

#define ENTRY "[shader(\"compute\")]\n[numthreads(64, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID)\n"

#endif
