/* Scopes and name lookup.
 *
 * A scope is a table of symbols with a lexical parent. Blocks, function
 * parameter lists and for-init clauses get anonymous scopes that die with
 * them; namespaces, structs and enums get named scopes that live for the
 * whole compilation and hang off the scope they were declared in, so that a
 * qualified name (ns::x, Outer::Inner, E::A, S::StaticMethod) can find them.
 *
 * Lookup of an unqualified name walks from the innermost scope outwards; a
 * struct scope searches its base struct's scope before its lexical parent,
 * which is how fields and methods of `this` (and of its bases) are visible
 * unqualified inside a method body (HLSL 2021). Functions overload: one
 * scope may hold several SYM_FUNC symbols of one name. */
#include <string.h>
#include "sema.h"

typedef struct Sym {
    const char *name;
    SymKind kind;
    Node *decl;
    int prev_same; /* index of the previous symbol with this name in the scope, or -1 */
} Sym;

struct Scope {
    Scope *parent;
    const char *name; /* namespace, struct or enum name; NULL for blocks */
    Node *owner;      /* the ND_NAMESPACE / ND_STRUCT / ND_ENUM of a named scope */
    Scope *base;      /* struct scopes: the base struct's scope, searched before parent */
    VEC(Sym) syms;
    int *hash;        /* open addressing: index of the newest symbol of a name, -1 empty */
    int hash_cap;
    VEC(Scope *) named; /* named child scopes, in declaration order */
    VEC(Scope *) usings; /* namespaces named by `using namespace` here (sema_using.c) */
    VEC(Scope *) all_named; /* the global scope only: every named scope, for sema_scope_of */
};

/* Scopes and their symbol tables are sema's alone (nothing after sema
 * reads them): an arena of their own, freed when sema ends (sema_check),
 * so that they are not beside the IR at lowering's peak. */
static Arena *scope_arena(Sema *s)
{
    /* outside sema_check (the unit tests drive sema directly): the AST's or the compile's */
    return s->c->sema_arena ? s->c->sema_arena : s->c->ast_arena ? s->c->ast_arena : s->c->arena;
}

static Scope *scope_new(Sema *s, Scope *parent)
{
    Scope *sc = ARENA_NEW(scope_arena(s), Scope);
    sc->parent = parent;
    return sc;
}

static unsigned name_hash(const char *name)
{
    uintptr_t p = (uintptr_t)name; /* interned: the pointer is the identity */
    return (unsigned)((p >> 4) * 2654435761u);
}

/* Index of the newest symbol called name in sc, or -1. */
static int find_newest(const Scope *sc, const char *name)
{
    if (!sc->hash_cap)
        return -1;
    unsigned mask = (unsigned)sc->hash_cap - 1;
    for (unsigned j = name_hash(name) & mask;; j = (j + 1) & mask) {
        int i = sc->hash[j];
        if (i < 0)
            return -1;
        if (sc->syms.data[i].name == name)
            return i;
    }
}

static void hash_put(Scope *sc, int index)
{
    unsigned mask = (unsigned)sc->hash_cap - 1;
    const char *name = sc->syms.data[index].name;
    unsigned j = name_hash(name) & mask;
    while (sc->hash[j] >= 0 && sc->syms.data[sc->hash[j]].name != name)
        j = (j + 1) & mask;
    sc->hash[j] = index;
}

static void add_sym(Sema *s, Scope *sc, const char *name, SymKind kind, Node *decl)
{
    Sym sym = {name, kind, decl, find_newest(sc, name)};
    vec_push(scope_arena(s), &sc->syms, sym);
    if (sc->syms.len * 2 > sc->hash_cap) {
        sc->hash_cap = sc->hash_cap ? sc->hash_cap * 2 : 16;
        sc->hash = ARENA_ARRAY(scope_arena(s), int, sc->hash_cap);
        memset(sc->hash, 0xff, sizeof(int) * (size_t)sc->hash_cap);
        /* Oldest first, so that the newest of each name ends in the table. */
        for (int i = 0; i < sc->syms.len; i++)
            hash_put(sc, i);
    } else {
        hash_put(sc, sc->syms.len - 1);
    }
}

void sema_push_scope(Sema *s)
{
    s->scope = scope_new(s, s->scope);
    if (!s->global)
        s->global = s->scope;
}

void sema_pop_scope(Sema *s)
{
    if (s->scope && s->scope->parent)
        s->scope = s->scope->parent;
}

Scope *sema_named_scope(Sema *s, const char *name, Node *owner)
{
    Scope *cur = s->scope;
    if (owner && owner->kind == ND_NAMESPACE) {
        /* namespace N { } may be reopened: the same scope again. */
        for (int i = 0; i < cur->named.len; i++) {
            Scope *n = cur->named.data[i];
            if (n->name == name && n->owner && n->owner->kind == ND_NAMESPACE)
                return n;
        }
    }
    Scope *sc = scope_new(s, cur);
    sc->name = name;
    sc->owner = owner;
    if (name)
        vec_push(scope_arena(s), &cur->named, sc);
    if (owner)
        vec_push(scope_arena(s), &s->global->all_named, sc);
    return sc;
}

void sema_scope_set_base(Scope *sc, Scope *base)
{
    if (sc != base)
        sc->base = base;
}

Scope *sema_scope_of(Sema *s, Node *owner)
{
    /* Named scopes are few (one per namespace, struct and enum). */
    for (int i = 0; owner && i < s->global->all_named.len; i++)
        if (s->global->all_named.data[i]->owner == owner)
            return s->global->all_named.data[i];
    return NULL;
}

/* The named child scope `name` of sc (namespaces, structs, enums). */
static Scope *child_named(Scope *sc, const char *name)
{
    for (int i = sc->named.len - 1; i >= 0; i--)
        if (sc->named.data[i]->name == name)
            return sc->named.data[i];
    return NULL;
}

static Scope *resolve_qualifier(Sema *s, const char *qualifier);

/* namespace A = B; declared in sc: B's scope. */
static Scope *namespace_alias(Sema *s, Scope *sc, const char *name)
{
    int i = find_newest(sc, name);
    if (i < 0 || sc->syms.data[i].kind != SYM_NAMESPACE || s->alias_depth > 16)
        return NULL;
    s->alias_depth++;
    Scope *r = resolve_qualifier(s, sc->syms.data[i].decl->use.target);
    s->alias_depth--;
    return r;
}

Scope *sema_resolve_scope(Sema *s, const char *qualifier)
{
    return resolve_qualifier(s, qualifier);
}

Scope *sema_resolve_namespace(Sema *s, const char *qualifier)
{
    Scope *sc = resolve_qualifier(s, qualifier);
    return sc && (!sc->owner || sc->owner->kind == ND_NAMESPACE) ? sc : NULL;
}

void sema_add_using(Sema *s, Scope *ns)
{
    for (int i = 0; i < s->scope->usings.len; i++)
        if (s->scope->usings.data[i] == ns)
            return;
    vec_push(scope_arena(s), &s->scope->usings, ns);
}

/* Resolves a qualifier "A::B::C" to a named scope, or NULL. "" is the global scope. */
static Scope *resolve_qualifier(Sema *s, const char *qualifier)
{
    if (!*qualifier)
        return s->global;
    const char *p = qualifier;
    Scope *sc = NULL;
    bool first = true;
    while (*p) {
        const char *sep = strstr(p, "::");
        size_t len = sep ? (size_t)(sep - p) : strlen(p);
        const char *part = intern(s->c->strs, p, len);
        if (first) {
            if (len == 0) { /* ::A::x */
                sc = s->global;
            } else {
                for (Scope *at = s->scope; at && !sc; at = at->parent) {
                    for (Scope *b = at; b && !sc; b = b->base)
                        sc = child_named(b, part);
                    for (int u = 0; u < at->usings.len && !sc; u++)
                        sc = child_named(at->usings.data[u], part);
                    if (!sc)
                        sc = namespace_alias(s, at, part);
                }
                if (!sc)
                    return NULL;
            }
            first = false;
        } else {
            Scope *next = NULL;
            for (Scope *b = sc; b && !next; b = b->base)
                next = child_named(b, part);
            if (!next)
                next = namespace_alias(s, sc, part);
            if (!next)
                return NULL;
            sc = next;
        }
        if (!sep)
            break;
        p = sep + 2;
    }
    return sc;
}

/* A function or a function template: several may share a name. */
static bool is_overload(const Sym *sym)
{
    return sym->kind == SYM_FUNC ||
           (sym->kind == SYM_TEMPLATE && sym->decl->tmpl.decl && sym->decl->tmpl.decl->kind == ND_FUNC);
}

Node *sema_scope_owner(const Scope *sc)
{
    return sc ? sc->owner : NULL;
}

Scope *sema_scope_parent(const Scope *sc)
{
    return sc ? sc->parent : NULL;
}

/* Looks name up in sc alone (and its base chain for structs). Fills
 * overloads with every function of that name at the first level that has it. */
static Node *lookup_in(Scope *sc, const char *name, SymKind *kind, NodeList *overloads, Arena *a)
{
    for (Scope *b = sc; b; b = b->base) {
        int i = find_newest(b, name);
        if (i < 0)
            continue;
        Sym *sym = &b->syms.data[i];
        if (kind)
            *kind = sym->kind;
        if (overloads && is_overload(sym)) {
            /* Oldest first: overload candidates in declaration order
             * (functions and function templates). */
            int idx[64], n = 0;
            for (int j = i; j >= 0 && n < 64; j = b->syms.data[j].prev_same)
                if (is_overload(&b->syms.data[j]))
                    idx[n++] = j;
            while (n > 0)
                vec_push(a, overloads, b->syms.data[idx[--n]].decl);
        }
        return sym->decl;
    }
    return NULL;
}

Node *sema_lookup(Sema *s, const char *qualifier, const char *name, SymKind *kind, NodeList *overloads)
{
    if (kind)
        *kind = SYM_NONE;
    if (!name)
        return NULL;
    if (qualifier) {
        Scope *sc = resolve_qualifier(s, qualifier);
        Node *d = sc ? lookup_in(sc, name, kind, overloads, s->c->arena) : NULL;
        return d ? d : sema_vk_constant(s, qualifier, name, kind); /* vk::SubgroupScope */
    }
    for (Scope *sc = s->scope; sc; sc = sc->parent) {
        Node *d = lookup_in(sc, name, kind, overloads, s->c->arena);
        if (d)
            return d;
        /* using namespace N here: N's names, as if declared here */
        for (int u = 0; u < sc->usings.len; u++)
            if ((d = lookup_in(sc->usings.data[u], name, kind, overloads, s->c->arena)))
                return d;
    }
    return sema_rayquery_constant(s, name, kind); /* RAY_FLAG_NONE & co, after every scope */
}

void sema_each_visible(Sema *s, void (*fn)(void *ctx, const char *name, SymKind kind, Node *decl), void *ctx)
{
    for (Scope *sc = s->scope; sc; sc = sc->parent) {
        for (Scope *b = sc; b; b = b->base)
            for (int i = 0; i < b->syms.len; i++)
                fn(ctx, b->syms.data[i].name, b->syms.data[i].kind, b->syms.data[i].decl);
        for (int u = 0; u < sc->usings.len; u++)
            for (int i = 0; i < sc->usings.data[u]->syms.len; i++)
                fn(ctx, sc->usings.data[u]->syms.data[i].name, sc->usings.data[u]->syms.data[i].kind,
                   sc->usings.data[u]->syms.data[i].decl);
    }
}

void sema_each_in_scope(Scope *sc, void (*fn)(void *ctx, const char *name, SymKind kind, Node *decl), void *ctx)
{
    for (Scope *b = sc; b; b = b->base)
        for (int i = 0; i < b->syms.len; i++)
            fn(ctx, b->syms.data[i].name, b->syms.data[i].kind, b->syms.data[i].decl);
}

Node *sema_lookup_scope(Sema *s, Scope *sc, const char *name, SymKind *kind, NodeList *overloads)
{
    if (kind)
        *kind = SYM_NONE;
    return sc && name ? lookup_in(sc, name, kind, overloads, s->c->arena) : NULL;
}

Node *sema_lookup_here(Sema *s, const char *name, SymKind *kind)
{
    int i = find_newest(s->scope, name);
    if (i < 0)
        return NULL;
    if (kind)
        *kind = s->scope->syms.data[i].kind;
    return s->scope->syms.data[i].decl;
}

void sema_redeclare(Sema *s, const char *name, SymKind kind, Node *decl)
{
    add_sym(s, s->scope, name, kind, decl);
}

/* Parameter types of a function, compared for overloading (C++ [over.load]:
 * functions differ by their parameter types; in/out do not count). */
static bool same_params(const Node *a, const Node *b)
{
    if (a->func.params.len != b->func.params.len)
        return false;
    for (int i = 0; i < a->func.params.len; i++)
        if (a->func.params.data[i]->type != b->func.params.data[i]->type)
            return false;
    return true;
}

bool sema_declare(Sema *s, const char *name, SymKind kind, Node *decl)
{
    if (!name)
        return true;
    Scope *sc = s->scope;
    int i = find_newest(sc, name);
    if (i < 0) {
        add_sym(s, sc, name, kind, decl);
        return true;
    }
    Sym *old = &sc->syms.data[i];
    Sym probe = {name, kind, decl, -1};
    if (kind == SYM_TEMPLATE && is_overload(&probe)) {
        /* a function template overloads functions and other templates */
        for (int j = i; j >= 0; j = sc->syms.data[j].prev_same)
            if (!is_overload(&sc->syms.data[j])) {
                old = &sc->syms.data[j];
                goto clash;
            }
        add_sym(s, sc, name, kind, decl);
        return true;
    }
    if (kind == SYM_FUNC) {
        for (int j = i; j >= 0; j = sc->syms.data[j].prev_same) {
            Sym *o = &sc->syms.data[j];
            if (o->kind == SYM_TEMPLATE && is_overload(o))
                continue;
            if (o->kind != SYM_FUNC) {
                old = o;
                goto clash;
            }
            Node *of = o->decl;
            if (!same_params(of, decl))
                continue;
            /* Same signature: a redeclaration. Return types must agree. */
            if (of->type && decl->type && of->type != decl->type && of->type->kind != TY_ERROR &&
                decl->type->kind != TY_ERROR) {
                diag(s->c, decl->loc, D_SEMA_RETURN_CONFLICT, name, of->loc.line,
                     type_name(s->c, decl->type), type_name(s->c, of->type));
                return false;
            }
            if (of->func.body && decl->func.body) {
                /* C++ [basic.def.odr]: one definition per function. */
                diag(s->c, decl->loc, D_SEMA_FUNC_REDEFINITION, name, of->loc.line);
                return false;
            }
            if (decl->func.body) {
                /* A definition after declarations: every declaration points at
                 * it, and lookup now finds the definition. */
                for (int k = j; k >= 0; k = sc->syms.data[k].prev_same)
                    if (sc->syms.data[k].kind == SYM_FUNC && same_params(sc->syms.data[k].decl, decl))
                        sc->syms.data[k].decl->func.definition = decl;
                of->func.definition = decl;
                decl->func.definition = decl;
                o->decl = decl;
            } else {
                decl->func.definition = of->func.definition;
            }
            return true;
        }
        add_sym(s, sc, name, kind, decl);
        return true;
    }
clash:
    /* C11 6.7p3: no two declarations of one name in one scope (typedefs of
     * the same type excepted). */
    if (kind == SYM_TYPE && old->kind == SYM_TYPE && decl->kind == ND_TYPEDEF &&
        old->decl->kind == ND_TYPEDEF && decl->type == old->decl->type)
        return true;
    diag(s->c, decl->loc, D_SEMA_REDEFINITION, name, old->decl->loc.line);
    return false;
}
