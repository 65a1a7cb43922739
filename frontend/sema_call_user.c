/* Calls of user functions and methods: overload resolution among the
 * candidates of a name (templates included), as DXC does (SemaHLSL.cpp, after
 * C++ [over.match.best]): each argument's conversion is ranked
 * (sema_conv_rank) and the candidate no worse in every argument and better in
 * one is chosen; then the definition behind a prototype is found, so that a
 * call reaches the body. Moved out of sema_call.c, which handles intrinsics,
 * resource methods and mul. */
#include "sema.h"
#include "sema_inline_spirv.h"
#include <string.h>

static Type *fail(Sema *s, Node *n)
{
    n->type = type_error(s->tt);
    return n->type;
}

static const char *func_sig(Sema *s, Node *f)
{
    StrBuf sb = {0};
    sb_printf(&sb, "%s(", f->func.name);
    for (int i = 0; i < f->func.params.len; i++) {
        Node *p = f->func.params.data[i];
        const char *m = (p->param.mods & MOD_INOUT) ? "inout " : (p->param.mods & MOD_OUT) ? "out " : "";
        sb_printf(&sb, "%s%s%s", i ? ", " : "", m, p->type ? type_name(s->c, p->type) : "?");
    }
    sb_putc(&sb, ')');
    const char *r = arena_strdup(s->c->arena, sb.data);
    sb_free(&sb);
    return r;
}

static bool same_params(Node *a, Node *b)
{
    if (a->func.params.len != b->func.params.len)
        return false;
    for (int i = 0; i < a->func.params.len; i++) {
        Node *p = a->func.params.data[i], *q = b->func.params.data[i];
        if (p->type && q->type) {
            if (p->type != q->type)
                return false;
        } else if (p->param.spec && q->param.spec && strcmp(p->param.spec->name, q->param.spec->name) != 0) {
            return false;
        }
    }
    return true;
}

static Node *find_definition_in(NodeList *decls, Node *f)
{
    for (int i = 0; i < decls->len; i++) {
        Node *d = decls->data[i];
        if (d->kind == ND_NAMESPACE) {
            Node *r = find_definition_in(&d->ns.decls, f);
            if (r)
                return r;
        } else if (d->kind == ND_STRUCT) {
            Node *r = find_definition_in(&d->strukt.members, f);
            if (r)
                return r;
        } else if (d->kind == ND_FUNC && d->func.body && strcmp(d->func.name, f->func.name) == 0 &&
                   d->func.owner == f->func.owner && same_params(d, f)) {
            return d;
        }
    }
    return NULL;
}

/* The ND_FUNC with the body for f (a definition, or a declaration whose
 * definition comes later in the file), or NULL. */
static Node *definition_of(Sema *s, Node *f)
{
    if (f->func.body)
        return f;
    if (f->func.definition)
        return f->func.definition;
    return s->ast ? find_definition_in(&s->ast->decls, f) : NULL;
}

Type *sema_resolve_user(Sema *s, Node *n, const char *name, NodeList *cands, Type **args, int nargs)
{
    /* Function templates become their instances for these arguments. */
    const char *why = NULL;
    Node *callee = n->call.callee;
    int nt = n->call.num_targs ? n->call.num_targs : callee && callee->kind == ND_IDENT ? ident_num_targs(callee) : 0;
    struct TypeArg *ta = n->call.num_targs ? n->call.targs : nt ? ident_targs(callee) : NULL;
    if (!sema_expand_templates(s, n, cands, args, nargs, ta, nt, &why))
        return fail(s, n);
    if (!cands->len && why) {
        diag(s->c, n->loc, D_SEMA_DEDUCE_FAIL, name, why, name);
        return fail(s, n);
    }
    /* A prototype and its definition are one candidate. */
    Node *uniq[64];
    int nu = 0;
    for (int i = 0; i < cands->len && nu < 64; i++) {
        Node *f = cands->data[i];
        int j;
        for (j = 0; j < nu; j++)
            if (same_params(uniq[j], f) && !sema_is_instance(f) && !sema_is_instance(uniq[j]))
                break;
        if (j == nu)
            uniq[nu++] = f;
        else if (f->func.body)
            uniq[j] = f;
    }
    Node *best = NULL;
    ConvRank best_r[SIG_MAX * 4], cur[SIG_MAX * 4];
    int nviable = 0, maxargs = SIG_MAX * 4;
    Node *viable[64];
    ConvRank vr[64][SIG_MAX * 4];
    if (nargs > maxargs)
        nargs = maxargs;
    for (int c = 0; c < nu; c++) {
        Node *f = uniq[c];
        int np = f->func.params.len, req = 0;
        for (int i = 0; i < np; i++)
            if (!f->func.params.data[i]->param.default_value)
                req = i + 1;
        if (nargs < req || nargs > np)
            continue;
        bool ok = true;
        for (int i = 0; i < nargs && ok; i++) {
            Node *p = f->func.params.data[i];
            if (!p->type)
                ok = false;
            else if (p->param.mods & (MOD_OUT | MOD_INOUT)) {
                ok = sema_conv_rank(s, p->type, args[i]) != CONV_NONE && sema_conv_rank(s, args[i], p->type) != CONV_NONE;
                cur[i] = sema_conv_rank(s, args[i], p->type);
            } else {
                cur[i] = sema_conv_rank(s, args[i], p->type);
                ok = cur[i] != CONV_NONE;
            }
        }
        if (!ok)
            continue;
        viable[nviable] = f;
        memcpy(vr[nviable], cur, sizeof cur[0] * (size_t)nargs);
        nviable++;
    }
    (void)best_r;
    /* The best: better than or equal to every other, strictly better than each. */
    int bi = -1;
    for (int i = 0; i < nviable; i++) {
        bool wins = true;
        for (int j = 0; j < nviable && wins; j++) {
            int c = j != i ? sema_compare_ranks(vr[i], vr[j], nargs) : 1;
            if ((c ? c : sema_template_tie_break(viable[i], viable[j])) <= 0)
                wins = false;
        }
        if (wins) {
            bi = i;
            break;
        }
    }
    if (bi < 0) {
        StrBuf sb = {0};
        Node **list = nviable ? viable : uniq;
        int nl = nviable ? nviable : nu;
        for (int i = 0; i < nl; i++)
            sb_printf(&sb, "%s%s", i ? ", " : "", func_sig(s, list[i]));
        const char *cl = arena_strdup(s->c->arena, sb.data ? sb.data : "");
        sb_free(&sb);
        if (nviable)
            diag(s->c, n->loc, D_SEMA_AMBIGUOUS, name, cl);
        else
            diag(s->c, n->loc, D_SEMA_NO_OVERLOAD, sema_arg_list(s, name, args, nargs), cl);
        return fail(s, n);
    }
    best = viable[bi];
    Node *def = definition_of(s, best);
    /* the call is a SPIR-V instruction (the declaration or the definition
     * says so; a body is the text targets' fallback) */
    if (best->func.spirv && best->func.spirv->kind != SPIRV_FN_NEEDS)
        return sema_spirv_call(s, n, best, name, args, nargs);
    if (def && def->func.spirv && def->func.spirv->kind != SPIRV_FN_NEEDS)
        return sema_spirv_call(s, n, def, name, args, nargs);
    if (!def) {
        diag(s->c, n->loc, D_SEMA_NOT_DEFINED, func_sig(s, best));
        n->call.func = best;
        return fail(s, n);
    }
    n->call.func = def;
    bool ok = true;
    for (int i = 0; i < nargs; i++) {
        Node *p = best->func.params.data[i];
        Node **a = &n->call.args.data[i];
        if (p->type && p->type->kind == TY_RAYQUERY) {
            /* the caller's query itself, in, out or inout (sema_rayquery.c) */
            ok &= sema_rayquery_arg(s, a, p->type, arena_printf(s->c->arena, "argument %d of '%s'", i + 1, name));
        } else if (p->param.mods & (MOD_OUT | MOD_INOUT)) {
            /* out/inout: the argument is written back, so it must be an
             * lvalue; no cast (lowering copies through a temporary). */
            const char *what = arena_printf(s->c->arena, "argument %d of '%s' (an %s parameter)", i + 1, name,
                                            (p->param.mods & MOD_INOUT) ? "inout" : "out");
            ok &= sema_check_assignable(s, *a, what);
        } else {
            ok &= sema_convert(s, a, p->type, arena_printf(s->c->arena, "argument %d of '%s'", i + 1, name));
            sema_coherent_transfer(s, *a, p->param.mods);
        }
    }
    Type *rt = def->type ? def->type : best->type;
    if (!rt || rt->kind == TY_ERROR || !ok)
        return fail(s, n);
    /* ND_FUNC's type is its return type (sema_decl.c). */
    return n->type = rt;
}
