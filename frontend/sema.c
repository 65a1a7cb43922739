/* Semantic analysis: the entry (sema_check), the walk over top-level
 * declarations, entry points and their inputs, and the whole-program checks
 * that need every function: the call graph (recursion), discard reached
 * from non-pixel entries, registers and bindings. */
#include <string.h>
#include <strings.h>
#include "sema.h"
#include "sema_inline_spirv.h"
#include "stage_io.h"

/* ---------------------------------------------------------------- profile */

/* "cs_6_6" -> 66; "lib_6_8" -> 68; "cs_6_10" -> 70; NULL or unreadable -> 60. */
static int profile_sm(const char *p)
{
    if (!p)
        return 60;
    const char *u = strchr(p, '_');
    if (!u || u[1] < '0' || u[1] > '9' || u[2] != '_' || u[3] < '0' || u[3] > '9')
        return 60;
    int major = u[1] - '0', minor = 0;
    for (const char *q = u + 3; *q >= '0' && *q <= '9'; q++)
        minor = minor * 10 + (*q - '0');
    if (minor > 10)
        minor = 10;
    return major * 10 + minor; /* 6.10: 70 */
}

/* The stage a profile compiles, or -1 (lib_*, none). */
static int profile_stage(const char *p)
{
    if (!p)
        return -1;
    if (!strncmp(p, "cs_", 3))
        return IR_STAGE_COMPUTE;
    if (!strncmp(p, "vs_", 3))
        return IR_STAGE_VERTEX;
    if (!strncmp(p, "ps_", 3))
        return IR_STAGE_FRAGMENT;
    return -1;
}

static const char *stage_name(int stage)
{
    switch (stage) {
    case IR_STAGE_COMPUTE: return "compute";
    case IR_STAGE_VERTEX: return "vertex";
    case IR_STAGE_FRAGMENT: return "pixel";
    default: return "?";
    }
}

/* ------------------------------------------------------------ entry points */

static bool has_attr(const Node *f, const char *name)
{
    for (int i = 0; i < f->func.attrs.len; i++)
        if (!strcasecmp(f->func.attrs.data[i]->name, name))
            return true;
    return false;
}

SrcLoc sema_semantic_loc(Sema *s, SrcLoc loc, const char *sem)
{
    return stage_io_semantic_loc(s->c, loc, sem);
}

/* A compute shader declares its group size and returns nothing (D3D12);
 * its inputs are checked with the other stages' (sema_entry.c). */
static void check_compute_entry(Sema *s, Node *f)
{
    if (!has_attr(f, "numthreads") && !has_attr(f, "vk::LocalSizeId"))
        diag(s->c, f->loc, D_SEMA_NEEDS_NUMTHREADS, f->func.name);
    if (f->type && f->type->kind != TY_VOID && f->type->kind != TY_ERROR)
        diag(s->c, f->loc, D_SEMA_ENTRY_RETURN, f->func.name, type_name(s->c, f->type));
    sema_check_stage_entry(s, f);
}

static void add_entry(Sema *s, Node *f, int stage)
{
    f->func.stage = stage;
    vec_push(s->c->arena, &s->entries, f);
    if (stage == IR_STAGE_COMPUTE)
        check_compute_entry(s, f);
    else
        sema_check_stage_entry(s, f);
}

static void find_entries(Sema *s, int errors_before)
{
    const PrismOptions *o = s->c->opts;
    const char *entry = o ? o->entry : NULL;
    const char *profile = o ? o->profile : NULL;
    int pstage = profile_stage(profile);
    SrcLoc none = {0, 0, 0};
    NodeList *decls = &s->ast->decls;
    if (entry) {
        Node *found = NULL;
        int n = 0;
        for (int i = 0; i < decls->len; i++) {
            Node *f = decls->data[i];
            if (!f || f->kind != ND_FUNC || !f->func.name || strcmp(f->func.name, entry) != 0)
                continue;
            if (!f->func.body)
                continue;
            if (!found)
                found = f;
            n++;
        }
        for (int i = 0; i < decls->len; i++) {
            Node *f = decls->data[i];
            if (f && f->kind == ND_FUNC && f != found)
                f->func.stage = -1; /* [shader] on a function -E does not name: not an entry */
        }
        if (!found) {
            diag(s->c, none, D_DRV_NO_ENTRY, entry); /* the driver's code: -E names no function */
            return;
        }
        if (n > 1) {
            diag(s->c, found->loc, D_SEMA_ENTRY_AMBIGUOUS, entry);
            return;
        }
        int attr_stage = found->func.stage;
        int stage = pstage >= 0 ? pstage : attr_stage >= 0 ? attr_stage : IR_STAGE_COMPUTE;
        if (pstage >= 0 && attr_stage >= 0 && attr_stage != pstage)
            diag(s->c, found->loc, D_SEMA_ENTRY_STAGE_MISMATCH, entry, stage_name(attr_stage), profile);
        add_entry(s, found, stage);
        return;
    }
    for (int i = 0; i < decls->len; i++) {
        Node *f = decls->data[i];
        if (!f || f->kind != ND_FUNC || f->func.stage < 0)
            continue;
        if (!f->func.body) {
            f->func.stage = -1;
            continue;
        }
        int stage = f->func.stage;
        if (pstage >= 0 && stage != pstage) {
            diag(s->c, f->loc, D_SEMA_ENTRY_STAGE_MISMATCH, f->func.name, stage_name(stage), profile);
            stage = pstage;
        }
        add_entry(s, f, stage);
    }
    /* After other errors a missing entry is most likely one of their effects. */
    if (s->entries.len == 0 && s->c->errors == errors_before)
        diag(s->c, none, D_SEMA_NO_ENTRY);
}

/* -------------------------------------------------------------- call graph */

typedef struct Fn {
    Node *f;
    NodeList calls;    /* ND_CALL nodes in its body, in source order */
    NodeList discards; /* ND_DISCARD statements */
    NodeList intrinsics; /* ND_CALLs of intrinsics not available in every stage */
    int index, low;    /* Tarjan */
    bool on_stack, reached;
} Fn;

typedef struct Graph {
    Sema *s;
    VEC(Fn) fns;
    VEC(int) stack;
    int counter;
} Graph;

/* O(1): each function remembers its place in the graph (long call chains
 * must not make the graph quadratic). */
static int fn_index(Graph *g, const Node *f)
{
    int i = f && f->kind == ND_FUNC ? f->func.graph_slot - 1 : -1;
    return i >= 0 && i < g->fns.len && g->fns.data[i].f == f ? i : -1;
}

static void add_fn(Graph *g, Node *f)
{
    if (!f || !f->func.body || fn_index(g, f) >= 0)
        return;
    Fn fn = {0};
    fn.f = f;
    fn.index = -1;
    vec_push(g->s->c->scratch, &g->fns, fn);
    f->func.graph_slot = g->fns.len;
}

static void collect_fns(Graph *g, NodeList *decls);

static void collect_struct(Graph *g, Node *st)
{
    collect_fns(g, &st->strukt.members);
}

static void collect_fns(Graph *g, NodeList *decls)
{
    for (int i = 0; i < decls->len; i++) {
        Node *d = decls->data[i];
        if (!d)
            continue;
        if (d->kind == ND_FUNC)
            add_fn(g, d);
        else if (d->kind == ND_NAMESPACE)
            collect_fns(g, &d->ns.decls);
        else if (d->kind == ND_STRUCT)
            collect_struct(g, d);
    }
}

/* Visits every node under n: records calls (following declarations to their
 * definitions) and discards in fn (NULL: global initializers), and adds
 * methods of local structs as functions of their own. */
static void walk(Graph *g, Node *n, int fn)
{
    if (!n)
        return;
#define W(x) walk(g, (x), fn)
#define WL(l)                               \
    for (int i_ = 0; i_ < (l).len; i_++)    \
        walk(g, (l).data[i_], fn)
    switch (n->kind) {
    case ND_FUNC: add_fn(g, n); return; /* walked as a function of its own */
    case ND_STRUCT: collect_struct(g, n); return;
    case ND_VAR: W(n->var.init); return;
    case ND_BLOCK: WL(n->block.stmts); return;
    case ND_DECL_STMT: WL(n->decl.vars); return;
    case ND_EXPR_STMT: W(n->expr_stmt.expr); return;
    case ND_IF:
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
    case ND_SWITCH:
        W(n->ctl.init);
        W(n->ctl.cond);
        W(n->ctl.step);
        W(n->ctl.body);
        W(n->ctl.else_);
        return;
    case ND_CASE: W(n->label.value); return;
    case ND_RETURN: W(n->ret.value); return;
    case ND_DISCARD:
        if (fn >= 0)
            vec_push(g->s->c->scratch, &g->fns.data[fn].discards, n);
        return;
    case ND_UNARY:
    case ND_BINARY:
    case ND_ASSIGN:
        W(n->op.lhs);
        W(n->op.rhs);
        return;
    case ND_COND:
        W(n->cond.cond);
        W(n->cond.then_);
        W(n->cond.else_);
        return;
    case ND_COMMA:
        W(n->comma.lhs);
        W(n->comma.rhs);
        return;
    case ND_CALL:
        if (n->call.func && n->call.func->func.definition)
            n->call.func = n->call.func->func.definition;
        if (fn >= 0 && n->call.func)
            vec_push(g->s->c->scratch, &g->fns.data[fn].calls, n);
        if (fn >= 0 && !n->call.func && n->call.intrinsic >= 0 && n->call.intrinsic < INTR_COUNT &&
            intrinsic_info[n->call.intrinsic].stages != ST_ALL)
            vec_push(g->s->c->scratch, &g->fns.data[fn].intrinsics, n);
        W(n->call.callee);
        WL(n->call.args);
        return;
    case ND_MEMBER: W(n->member.object); return;
    case ND_INDEX:
        W(n->index.base);
        W(n->index.index);
        return;
    case ND_CAST: W(n->cast.expr); return;
    case ND_INIT_LIST: WL(n->init.items); return;
    case ND_SIZEOF: W(n->size_of.expr); return;
    default: return;
    }
#undef W
#undef WL
}

static void walk_globals(Graph *g, NodeList *decls)
{
    for (int i = 0; i < decls->len; i++) {
        Node *d = decls->data[i];
        if (!d)
            continue;
        if (d->kind == ND_VAR)
            walk(g, d->var.init, -1);
        else if (d->kind == ND_NAMESPACE)
            walk_globals(g, &d->ns.decls);
        else if (d->kind == ND_CBUFFER)
            walk_globals(g, &d->cbuf.members);
        else if (d->kind == ND_STRUCT)
            walk_globals(g, &d->strukt.members);
    }
}

/* "f -> g -> f": the shortest call path from a to b inside the component,
 * then back to a. */
static const char *cycle_text(Graph *g, int a, int b, const int *comp, int comp_id)
{
    int n = g->fns.len;
    int *prev = ARENA_ARRAY(g->s->c->scratch, int, n);
    int *queue = ARENA_ARRAY(g->s->c->scratch, int, n);
    for (int i = 0; i < n; i++)
        prev[i] = -2;
    int head = 0, tail = 0;
    queue[tail++] = a;
    prev[a] = -1;
    while (head < tail && prev[b] == -2) {
        int u = queue[head++];
        Fn *fu = &g->fns.data[u];
        for (int k = 0; k < fu->calls.len; k++) {
            int v = fn_index(g, fu->calls.data[k]->call.func);
            if (v >= 0 && comp[v] == comp_id && prev[v] == -2) {
                prev[v] = u;
                queue[tail++] = v;
            }
        }
    }
    int path[64], len = 0;
    for (int v = b; v >= 0 && len < 64; v = prev[v])
        path[len++] = v;
    StrBuf sb = {0};
    for (int i = len - 1; i >= 0; i--)
        sb_printf(&sb, "%s -> ", g->fns.data[path[i]].f->func.name);
    sb_puts(&sb, g->fns.data[a].f->func.name);
    const char *text = arena_strndup(g->s->c->arena, sb.data, sb.len);
    sb_free(&sb);
    return text;
}

/* Tarjan's strongly connected components; comp[i] gets the component id.
 * Iterative, with an explicit stack of (function, next call): a chain of
 * 100,000 calls must not overflow the compiler's own stack. */
typedef struct Frame {
    int v, k;
} Frame;

static void strongconnect(Graph *g, int root, int *comp, int *ncomp)
{
    VEC(Frame) work = {0};
    Frame first = {root, 0};
    vec_push(g->s->c->scratch, &work, first);
    g->fns.data[root].index = g->fns.data[root].low = g->counter++;
    vec_push(g->s->c->scratch, &g->stack, root);
    g->fns.data[root].on_stack = true;
    while (work.len) {
        Frame *fr = &vec_last(&work);
        int v = fr->v;
        Fn *fv = &g->fns.data[v];
        if (fr->k < fv->calls.len) {
            int w = fn_index(g, fv->calls.data[fr->k++]->call.func);
            if (w < 0)
                continue;
            Fn *fw = &g->fns.data[w];
            if (fw->index < 0) { /* descend */
                fw->index = fw->low = g->counter++;
                vec_push(g->s->c->scratch, &g->stack, w);
                fw->on_stack = true;
                Frame next = {w, 0};
                vec_push(g->s->c->scratch, &work, next);
            } else if (fw->on_stack && fw->index < fv->low) {
                fv->low = fw->index;
            }
            continue;
        }
        /* All of v's calls are done: close its component, then hand its
         * low link to the caller. */
        if (fv->low == fv->index) {
            int w;
            do {
                w = vec_pop(&g->stack);
                g->fns.data[w].on_stack = false;
                comp[w] = *ncomp;
            } while (w != v);
            (*ncomp)++;
        }
        work.len--;
        if (work.len) {
            Fn *caller = &g->fns.data[vec_last(&work).v];
            if (fv->low < caller->low)
                caller->low = fv->low;
        }
    }
}

/* HLSL has no recursion (DXC: "recursive functions are not allowed"): each
 * cycle of the call graph is reported once, at a call that closes it. */
static void check_recursion(Graph *g)
{
    int n = g->fns.len;
    int *comp = ARENA_ARRAY(g->s->c->scratch, int, n ? n : 1);
    int ncomp = 0;
    for (int i = 0; i < n; i++)
        if (g->fns.data[i].index < 0)
            strongconnect(g, i, comp, &ncomp);
    /* Each component's first member in source order, and its size: only
     * components of two or more, or of one function calling itself, are
     * cycles (one pass, so acyclic programs of any size stay linear). */
    int *first = ARENA_ARRAY(g->s->c->scratch, int, ncomp ? ncomp : 1);
    int *size = ARENA_ARRAY(g->s->c->scratch, int, ncomp ? ncomp : 1);
    for (int c = 0; c < ncomp; c++)
        first[c] = -1;
    for (int i = 0; i < n; i++) {
        size[comp[i]]++;
        if (first[comp[i]] < 0)
            first[comp[i]] = i;
    }
    for (int c = 0; c < ncomp; c++) {
        int head = first[c];
        bool self = false;
        for (int k = 0; k < g->fns.data[head].calls.len && !self; k++)
            self = g->fns.data[head].calls.data[k]->call.func == g->fns.data[head].f;
        if (size[c] < 2 && !self)
            continue;
        /* The call closing the cycle: head's own call to itself, or the
         * first call to head from another member. */
        Node *site = NULL;
        int caller = -1;
        for (int pass = 0; pass < 2 && !site; pass++) {
            for (int u = 0; u < n && !site; u++) {
                if (comp[u] != c || (pass == 0) != (u == head))
                    continue;
                Fn *fu = &g->fns.data[u];
                for (int k = 0; k < fu->calls.len; k++)
                    if (fu->calls.data[k]->call.func == g->fns.data[head].f) {
                        site = fu->calls.data[k];
                        caller = u;
                        break;
                    }
            }
        }
        if (!site)
            continue;
        g->fns.data[head].f->func.recursive_checked = true;
        diag(g->s->c, site->loc, D_SEMA_RECURSION, g->fns.data[head].f->func.name,
             cycle_text(g, head, caller, comp, c));
    }
}

/* Marks every function reachable from v (iterative: see strongconnect). */
static void reach(Graph *g, int root)
{
    VEC(int) todo = {0};
    if (root >= 0)
        vec_push(g->s->c->scratch, &todo, root);
    while (todo.len) {
        int v = vec_pop(&todo);
        if (g->fns.data[v].reached)
            continue;
        g->fns.data[v].reached = true;
        for (int k = 0; k < g->fns.data[v].calls.len; k++) {
            int w = fn_index(g, g->fns.data[v].calls.data[k]->call.func);
            if (w >= 0 && !g->fns.data[w].reached)
                vec_push(g->s->c->scratch, &todo, w);
        }
    }
}

/* discard ends a pixel shader invocation; other stages have no such thing
 * (DXC: "discard is only allowed in pixel shaders"). */
static void check_discard(Graph *g)
{
    Sema *s = g->s;
    bool *reported = ARENA_ARRAY(s->c->scratch, bool, g->fns.len ? g->fns.len : 1);
    for (int e = 0; e < s->entries.len; e++) {
        Node *entry = s->entries.data[e];
        if (entry->func.stage == IR_STAGE_FRAGMENT)
            continue;
        for (int i = 0; i < g->fns.len; i++)
            g->fns.data[i].reached = false;
        reach(g, fn_index(g, entry));
        for (int i = 0; i < g->fns.len; i++) {
            Fn *fn = &g->fns.data[i];
            if (!fn->reached || reported[i])
                continue;
            for (int k = 0; k < fn->discards.len; k++)
                diag(s->c, fn->discards.data[k]->loc, D_SEMA_DISCARD_STAGE, stage_name(entry->func.stage),
                     entry->func.name);
            reported[i] = true;
        }
    }
}

static const char *stage_list(unsigned stages)
{
    switch (stages) {
    case ST_COMPUTE: return "compute";
    case ST_VERTEX: return "vertex";
    case ST_FRAGMENT: return "pixel";
    case ST_COMPUTE | ST_FRAGMENT: return "compute and pixel";
    case ST_COMPUTE | ST_VERTEX: return "compute and vertex";
    case ST_VERTEX | ST_FRAGMENT: return "vertex and pixel";
    default: return "no";
    }
}

/* The intrinsic table's stages column (DXC: e.g. "clip is only allowed in
 * pixel shaders", quad operations in pixel and compute shaders): each call
 * outside its stages is reported once, for the first entry that reaches it. */
static void check_intrinsic_stages(Graph *g)
{
    Sema *s = g->s;
    for (int e = 0; e < s->entries.len; e++) {
        Node *entry = s->entries.data[e];
        unsigned bit = entry->func.stage == IR_STAGE_COMPUTE ? ST_COMPUTE
                     : entry->func.stage == IR_STAGE_VERTEX ? ST_VERTEX : ST_FRAGMENT;
        for (int i = 0; i < g->fns.len; i++)
            g->fns.data[i].reached = false;
        reach(g, fn_index(g, entry));
        for (int i = 0; i < g->fns.len; i++) {
            Fn *fn = &g->fns.data[i];
            if (!fn->reached)
                continue;
            for (int k = 0; k < fn->intrinsics.len; k++) {
                Node *call = fn->intrinsics.data[k];
                if (!call)
                    continue;
                const IntrinsicInfo *r = &intrinsic_info[call->call.intrinsic];
                /* SM 6.6: derivatives and implicit-lod sampling in compute
                 * shaders (over quads of the thread group) */
                if ((r->stages & bit) && bit == ST_COMPUTE && (r->flags & INF_DERIVATIVE) && s->shader_model < 66) {
                    diag(s->c, call->loc, D_SEMA_DERIVATIVE_COMPUTE, r->hlsl, s->shader_model / 10, s->shader_model % 10);
                    fn->intrinsics.data[k] = NULL;
                    continue;
                }
                if (r->stages & bit)
                    continue;
                if (r->flags & INF_DERIVATIVE) { /* say what vertex shaders write instead */
                    diag(s->c, call->loc, D_SEMA_DERIVATIVE_VERTEX, r->hlsl, entry->func.name);
                    fn->intrinsics.data[k] = NULL;
                    continue;
                }
                diag(s->c, call->loc, D_SEMA_INTRINSIC_STAGE, r->hlsl, stage_name(entry->func.stage),
                     stage_name(entry->func.stage), entry->func.name, stage_list(r->stages));
                fn->intrinsics.data[k] = NULL; /* once */
            }
        }
    }
}

static void check_program(Sema *s)
{
    Graph g = {0};
    g.s = s;
    collect_fns(&g, &s->ast->decls);
    /* Walking a body may add methods of local structs: walk until done. */
    for (int i = 0; i < g.fns.len; i++) {
        Node *body = g.fns.data[i].f->func.body;
        walk(&g, body, i);
    }
    walk_globals(&g, &s->ast->decls);
    check_recursion(&g);
    check_discard(&g);
    check_intrinsic_stages(&g);
    sema_check_resource_values(s);
}

/* ------------------------------------------------------------------ entry */

bool sema_check(Ctx *c, Ast *ast)
{
    int errors_before = c->errors;
    if (!c->types)
        c->types = types_new(c);
    Sema s;
    memset(&s, 0, sizeof s);
    s.c = c;
    s.tt = c->types;
    s.ast = ast;
    const PrismOptions *o = c->opts;
    s.hlsl_version = o && o->hlsl_version ? o->hlsl_version : 2021;
    s.hlsl2021 = s.hlsl_version >= 2021;
    s.enable_16bit = o && o->enable_16bit_types;
    s.shader_model = profile_sm(o ? o->profile : NULL);
    /* The global scope: built-in type names are not symbols in it; they
     * are recognised by sema_type.c when no user declaration has the name. */
    /* DXC: -enable-16bit-types needs shader model 6.2. */
    if (s.enable_16bit && s.shader_model < 62) {
        SrcLoc none = {0, 0, 0};
        sema_require_sm(&s, none, 62, "-enable-16bit-types");
    }
    if (s.hlsl_version == 2015) { /* DXC: "HLSL Version 2015 is only supported for language services" */
        SrcLoc none = {0, 0, 0};
        diag(c, none, D_SEMA_HV_2015);
    }
    if (s.enable_16bit && s.hlsl_version < 2018) { /* DXC: "HLSL Language >= 2018" */
        SrcLoc none = {0, 0, 0};
        diag(c, none, D_SEMA_16BIT_NEEDS_2018, s.hlsl_version);
    }
    c->sema_arena = arena_new(); /* the scopes (sema_scope.c) */
    sema_push_scope(&s);
    s.global = s.scope;
    /* template instances are appended as they are made, already checked */
    for (int i = 0, n = ast->decls.len; i < n; i++)
        sema_decl(&s, ast->decls.data[i]);
    Node *push = NULL;
    NodeList spec_seen = {0};
    sema_check_push_constants(&s, &ast->decls, &push);
    sema_check_spec_ids(&s, &ast->decls, &spec_seen);
    if (s.spirv)
        sema_spirv_finish(&s); /* vk::ext_type<N> never defined */
    sema_resource_struct_registers(&s);
    find_entries(&s, errors_before); /* first: uniform entry parameters need $Globals */
    sema_check_bindings(&s);
    check_program(&s);
    ast->entries = s.entries;
    arena_free(c->sema_arena);
    c->sema_arena = NULL;
    return c->errors == errors_before;
}
