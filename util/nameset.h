/* The names a text emitter has handed out in one scope (a module, or one
 * function), and per base name the next suffix to try, so that giving the
 * thousandth `i` its name costs as little as the first. Open addressing on
 * the text, each slot keeping its key's hash: a function's set can hold a
 * name for most of its values (130,000 at 100k lines of nested loops), far
 * more than the cache, and comparing the hash first means a probe past
 * another key, and the rehash when the table grows, read no key text.
 * Allocated in an arena. */
#ifndef PRISM_NAMESET_H
#define PRISM_NAMESET_H
#include <stdbool.h>
#include <stdint.h>
#include "arena.h"

typedef struct NameEntry {
    const char *key;
    uint32_t hash : 31; /* of key: probes and rehashes compare it before any text */
    uint32_t taken : 1; /* key is a name in use */
    uint32_t next;      /* the next suffix to try for key as a base (0: none tried yet) */
} NameEntry;

typedef struct NameSet {
    NameEntry *slots;
    uint32_t cap, len;
} NameSet;

bool nameset_has(const NameSet *s, const char *name);
void nameset_add(Arena *a, NameSet *s, const char *name);
/* The suffix counter of base (created at 0), for the caller to advance. */
uint32_t *nameset_counter(Arena *a, NameSet *s, const char *base);
void nameset_clear(NameSet *s);
/* Room for n names in an empty set at once: a set grown by doubling leaves
 * its old tables in the arena, as much again as the last. */
void nameset_reserve(Arena *a, NameSet *s, uint32_t n);

#endif
