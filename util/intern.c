#include "intern.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Entry {
    const char *str;
    uint32_t len; /* sources are far below 4 GiB (MAX_SOURCE_BYTES) */
    uint32_t hash;
} Entry;

struct Interner {
    Arena *arena;  /* the strings */
    Entry *slots;  /* malloc'd: a grown table frees the old one (interner_free) */
    size_t cap, count;
};

static uint32_t fnv1a(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static Entry *new_table(size_t cap)
{
    Entry *t = calloc(cap, sizeof *t);
    if (!t) {
        fputs("prism: out of memory\n", stderr);
        abort();
    }
    return t;
}

Interner *interner_new(Arena *a)
{
    Interner *in = ARENA_NEW(a, Interner);
    in->arena = a;
    in->cap = 2048; /* the ~600 built-in type names alone need 1024 */
    in->slots = new_table(in->cap);
    return in;
}

void interner_free(Interner *in)
{
    if (in) {
        free(in->slots);
        in->slots = NULL;
    }
}

static void grow(Interner *in)
{
    size_t ncap = in->cap * 2;
    Entry *n = new_table(ncap);
    for (size_t i = 0; i < in->cap; i++) {
        Entry e = in->slots[i];
        if (!e.str)
            continue;
        size_t j = e.hash & (ncap - 1);
        while (n[j].str)
            j = (j + 1) & (ncap - 1);
        n[j] = e;
    }
    free(in->slots);
    in->slots = n;
    in->cap = ncap;
}

const char *intern(Interner *in, const char *s, size_t len)
{
    if (in->count * 2 >= in->cap)
        grow(in);
    uint32_t h = fnv1a(s, len);
    size_t i = h & (in->cap - 1);
    for (;;) {
        Entry *e = &in->slots[i];
        if (!e->str) {
            e->str = arena_strndup(in->arena, s, len);
            e->len = (uint32_t)len;
            e->hash = h;
            in->count++;
            return e->str;
        }
        if (e->hash == h && e->len == len && memcmp(e->str, s, len) == 0)
            return e->str;
        i = (i + 1) & (in->cap - 1);
    }
}

const char *intern_cstr(Interner *in, const char *s) { return intern(in, s, strlen(s)); }

bool interner_adopt(Interner *dst, const Interner *src)
{
    for (size_t k = 0; k < src->cap; k++) {
        const Entry *from = &src->slots[k];
        if (!from->str)
            continue;
        if (dst->count * 2 >= dst->cap)
            grow(dst);
        size_t i = from->hash & (dst->cap - 1);
        for (;; i = (i + 1) & (dst->cap - 1)) {
            Entry *e = &dst->slots[i];
            if (!e->str) {
                *e = *from;
                dst->count++;
                break;
            }
            if (e->hash == from->hash && e->len == from->len && memcmp(e->str, from->str, from->len) == 0) {
                if (e->str != from->str)
                    return false;
                break;
            }
        }
    }
    return true;
}
