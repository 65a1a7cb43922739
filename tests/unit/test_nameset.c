/* util/nameset.c: names and suffix counters, and nameset_reserve, which
 * sizes an empty set once so that it never grows (and never leaves old
 * tables in its arena) for as many names as it was told. */
#include <stdint.h>
#include "../../util/arena.h"
#include "../../util/nameset.h"
#include "unit.h"

enum { NAMES = 5000 };

/* NAMES distinct names, each a string in a. */
static void add_names(Arena *a, NameSet *s)
{
    for (int k = 0; k < NAMES; k++) {
        char *name = arena_alloc(a, 16);
        snprintf(name, 16, "n%d", k);
        nameset_add(a, s, name);
    }
}

static void names_added_are_found(void)
{
    Arena *a = arena_new();
    NameSet s = {0};
    CHECK(!nameset_has(&s, "x"));
    nameset_add(a, &s, "x");
    CHECK(nameset_has(&s, "x") && !nameset_has(&s, "y"));
    uint32_t *next = nameset_counter(a, &s, "y");
    CHECK(*next == 0 && !nameset_has(&s, "y")); /* a counter is not a name */
    (*next)++;
    CHECK(*nameset_counter(a, &s, "y") == 1);
    arena_free(a);
}

/* Reserved for NAMES, the set holds them in the table it was given: the
 * arena grows by the names' text only, not by a larger table. */
static void a_reserved_set_does_not_grow(void)
{
    Arena *a = arena_new();
    NameSet s = {0};
    nameset_reserve(a, &s, NAMES);
    NameEntry *table = s.slots;
    uint32_t cap = s.cap;
    CHECK(cap >= 2 * NAMES);
    add_names(a, &s);
    CHECK(s.slots == table && s.cap == cap && s.len == NAMES);
    CHECK(nameset_has(&s, "n0") && nameset_has(&s, "n4999") && !nameset_has(&s, "n5000"));
    arena_free(a);
}

/* Unreserved, the same names take more of the arena (the old tables). */
static void reserving_saves_the_old_tables(void)
{
    Arena *grown = arena_new(), *reserved = arena_new();
    NameSet g = {0}, r = {0};
    add_names(grown, &g);
    nameset_reserve(reserved, &r, NAMES);
    add_names(reserved, &r);
    CHECK(g.cap == r.cap);
    CHECK(arena_used(reserved) < arena_used(grown));
    arena_free(grown);
    arena_free(reserved);
}

/* A set in use, or one already large enough, is left as it is. */
static void reserve_leaves_a_used_set(void)
{
    Arena *a = arena_new();
    NameSet s = {0};
    nameset_add(a, &s, "x");
    uint32_t cap = s.cap;
    nameset_reserve(a, &s, NAMES);
    CHECK(s.cap == cap && nameset_has(&s, "x"));
    arena_free(a);
}

int main(void)
{
    RUN(names_added_are_found);
    RUN(a_reserved_set_does_not_grow);
    RUN(reserving_saves_the_old_tables);
    RUN(reserve_leaves_a_used_set);
    return UNIT_END();
}
