/* The parser's table of names (parse_internal.h): which identifiers name
 * types in the current scope (the "lexer hack" of parse.c), the scopes the
 * feeder opens at braces and for template heads, the qualified names
 * (ns::T, S::Inner) a namespace or struct body declares, using-directives
 * and namespace aliases that bring them in, and the function templates'
 * names (so that f<float>(x) opens an argument list). */
#include "parse_internal.h"
#include <string.h>
#include "builtin_words.h"
#include "parser.h"

static uint32_t name_hash(const char *name)
{
    uint64_t h = (uint64_t)(uintptr_t)name;
    h ^= h >> 29;
    h *= 0x9E3779B97F4A7C15ull;
    return (uint32_t)(h >> 32);
}

static int name_slot(Parser *p, const char *name, bool insert)
{
    NameTable *t = &p->names;
    if (insert && (t->used + 1) * 2 > t->cap) {
        NameSlot *old = t->slots;
        int old_cap = t->cap;
        t->cap = old_cap ? old_cap * 2 : 64; /* built-in types are not in it */
        t->slots = ARENA_ARRAY(parse_arena(p), NameSlot, t->cap);
        for (int i = 0; i < old_cap; i++) {
            if (!old[i].name)
                continue;
            uint32_t j = name_hash(old[i].name) & (uint32_t)(t->cap - 1);
            while (t->slots[j].name)
                j = (j + 1) & (uint32_t)(t->cap - 1);
            t->slots[j] = old[i];
            /* bindings point at slots: move them along */
            for (int b = old[i].top; b >= 0; b = t->bindings.data[b].prev)
                t->bindings.data[b].slot = (int)j;
        }
    }
    if (!t->cap)
        return -1;
    uint32_t j = name_hash(name) & (uint32_t)(t->cap - 1);
    while (t->slots[j].name) {
        if (t->slots[j].name == name)
            return (int)j;
        j = (j + 1) & (uint32_t)(t->cap - 1);
    }
    if (!insert)
        return -1;
    t->slots[j].name = name;
    t->slots[j].top = -1;
    t->used++;
    return (int)j;
}

bool parse_is_type_name(Parser *p, const char *name)
{
    int s = name_slot(p, name, false);
    if (s < 0)
        return builtin_is_type(p->words, name);
    const NameSlot *slot = &p->names.slots[s];
    if (slot->top >= 0)
        return p->names.bindings.data[slot->top].is_type;
    return slot->global_type || builtin_is_type(p->words, name);
}

static void bind(Parser *p, const char *name, bool is_type)
{
    int s = name_slot(p, name, true);
    NameBinding b = {s, p->names.slots[s].top, is_type};
    vec_push(parse_arena(p), &p->names.bindings, b);
    p->names.slots[s].top = p->names.bindings.len - 1;
}

void parse_bind_global_type(Parser *p, const char *name)
{
    int s = name_slot(p, name, true); /* may grow the table: before reading slots */
    p->names.slots[s].global_type = true;
}

void parse_push_scope(Parser *p)
{
    ParseScope s = {p->names.bindings.len, p->next_scope_prefix, -1, {0}};
    if (s.prefix && p->scopes.len && vec_last(&p->scopes).prefix)
        s.prefix = arena_printf(p->c->arena, "%s::%s", vec_last(&p->scopes).prefix, s.prefix);
    vec_push(parse_arena(p), &p->scopes, s);
    /* a namespace reopened: the types it declared before are names again */
    if (s.prefix) {
        const char *pre = intern_cstr(p->c->strs, s.prefix);
        for (int i = 0; i < p->scoped_types.len; i++)
            if (p->scoped_types.data[i].prefix == pre)
                bind(p, p->scoped_types.data[i].name, true);
    }
}

void parse_pop_scope(Parser *p)
{
    if (p->scopes.len <= 1)
        return;
    ParseScope s = vec_pop(&p->scopes);
    while (p->names.bindings.len > s.mark) {
        NameBinding b = vec_pop(&p->names.bindings);
        p->names.slots[b.slot].top = b.prev;
    }
    /* a template's own name (S of template<class T> struct S) outlives
     * its parameters */
    for (int i = 0; i < s.survivors.len; i++)
        bind(p, s.survivors.data[i], true);
}

/* template<...>: its parameters are names of the declaration that follows
 * only; the scope takes the prefix of the one it is in (ns::S<T>). */
void parse_push_template_scope(Parser *p)
{
    ParseScope s = {p->names.bindings.len, p->scopes.len ? vec_last(&p->scopes).prefix : NULL,
                    p->brackets.len, {0}};
    vec_push(parse_arena(p), &p->scopes, s);
}

/* The template scope ends with its declaration: a ';' or a '}' back at
 * the nesting of its `template`. */
void parse_end_template_scopes(Parser *p, int code)
{
    while (p->scopes.len > 1 && vec_last(&p->scopes).template_depth == p->brackets.len &&
           (code == T_SEMI || code == T_RBRACE))
        parse_pop_scope(p);
}

static void note_scoped_type(Parser *p, const char *prefix, const char *name)
{
    ScopedType st = {intern_cstr(p->c->strs, prefix), name};
    vec_push(parse_arena(p), &p->scoped_types, st);
}

const Token *parse_declare_type(Parser *p, const Token *tok)
{
    bind(p, tok->text, true);
    if (p->scopes.len > 1 && vec_last(&p->scopes).template_depth >= 0)
        vec_push(parse_arena(p), &vec_last(&p->scopes).survivors, tok->text);
    /* inside ns and S: ns::S::T and S::T name it from anywhere after */
    const char *prefix = p->scopes.len ? vec_last(&p->scopes).prefix : NULL;
    if (prefix)
        note_scoped_type(p, prefix, tok->text);
    while (prefix) {
        parse_bind_global_type(p, intern_cstr(p->c->strs, arena_printf(p->c->arena, "%s::%s", prefix, tok->text)));
        const char *next = strstr(prefix, "::");
        prefix = next ? next + 2 : NULL;
    }
    return tok;
}

const Token *parse_declare_tparam(Parser *p, const Token *tok)
{
    bind(p, tok->text, true);
    return tok;
}

/* name_slot may grow the table: its index is taken before slots is read
 * (in p->names.slots[name_slot(...)] C leaves the order open, and gcc read
 * the old, half-sized array: a write past its end, found by gen_hlsl). */
static void mark_template(Parser *p, const char *name)
{
    int s = name_slot(p, name, true);
    p->names.slots[s].global_template = true;
}

void parse_declare_template_func(Parser *p, const char *name)
{
    mark_template(p, name);
    const char *prefix = p->scopes.len ? vec_last(&p->scopes).prefix : NULL;
    while (prefix) {
        const char *q = intern_cstr(p->c->strs, arena_printf(p->c->arena, "%s::%s", prefix, name));
        mark_template(p, q);
        const char *next = strstr(prefix, "::");
        prefix = next ? next + 2 : NULL;
    }
}

bool parse_in_template_head(Parser *p)
{
    return p->scopes.len > 1 && vec_last(&p->scopes).template_depth == p->brackets.len;
}

bool parse_is_template_func(Parser *p, const char *name)
{
    int s = name_slot(p, name, false);
    return s >= 0 && p->names.slots[s].global_template && p->names.slots[s].top < 0;
}

void parse_namespace_alias_types(Parser *p, const char *alias, const char *target)
{
    const char *here = p->scopes.len ? vec_last(&p->scopes).prefix : NULL;
    int n = p->scoped_types.len; /* those the loop adds are not looked at again */
    for (int i = 0; i < n; i++) {
        ScopedType st = p->scoped_types.data[i];
        const char *rest = NULL;
        size_t tl = strlen(target);
        if (!strncmp(st.prefix, target, tl) && (!st.prefix[tl] || !strncmp(st.prefix + tl, "::", 2)))
            rest = st.prefix + tl; /* "" or "::Inner" */
        if (!rest)
            continue;
        const char *q = arena_printf(p->c->arena, "%s%s::%s", alias, rest, st.name);
        parse_bind_global_type(p, intern_cstr(p->c->strs, q));
        if (here)
            parse_bind_global_type(p, intern_cstr(p->c->strs, arena_printf(p->c->arena, "%s::%s", here, q)));
    }
}

void parse_using_types(Parser *p, const char *target, bool is_namespace)
{
    if (!is_namespace) {
        /* using ns::T: T, when ns::T is a type */
        const char *last = strrchr(target, ':');
        if (last && parse_is_type_name(p, target))
            bind(p, intern_cstr(p->c->strs, last + 1), true);
        return;
    }
    /* using namespace B inside A may mean A::B: try the enclosing prefixes */
    const char *here = p->scopes.len ? vec_last(&p->scopes).prefix : NULL;
    for (int i = 0; i < p->scoped_types.len; i++) {
        ScopedType st = p->scoped_types.data[i];
        bool match = st.prefix == target || !strcmp(st.prefix, target) ||
                     (here && !strcmp(st.prefix, arena_printf(p->c->arena, "%s::%s", here, target)));
        if (match)
            bind(p, st.name, true);
    }
}

const Token *parse_shadow(Parser *p, const Token *tok)
{
    bind(p, tok->text, false);
    return tok;
}

void parse_set_scope_prefix(Parser *p, const char *name)
{
    p->next_scope_prefix = name;
}

void parse_push_target(Parser *p, NodeList *list)
{
    vec_push(parse_arena(p), &p->targets, list);
}

void parse_pop_target(Parser *p)
{
    if (p->targets.len > 1)
        p->targets.len--;
}

