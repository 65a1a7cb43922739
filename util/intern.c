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
    const InternBase *base; /* looked in first; NULL: none */
};

/* The words in one block, each a 4-byte tag then its text and NUL, padded
 * to 4: a pointer inside [text, end) is a base word, and its tag is just
 * before it. */
struct InternBase {
    char *text, *end;
    Entry *slots; /* 4 slots a word or more: a miss ends soon */
    size_t cap;
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

static const char *base_find(const InternBase *b, const char *s, size_t len, uint32_t h)
{
    for (size_t i = h & (b->cap - 1);; i = (i + 1) & (b->cap - 1)) {
        const Entry *e = &b->slots[i];
        if (!e->str)
            return NULL;
        if (e->hash == h && e->len == len && memcmp(e->str, s, len) == 0)
            return e->str;
    }
}

InternBase *intern_base_new(const InternWord *words, size_t n)
{
    size_t bytes = 0, cap = 16;
    for (size_t i = 0; i < n; i++)
        bytes += 4 + ((strlen(words[i].text) + 4) & ~(size_t)3);
    while (cap < n * 4)
        cap *= 2;
    InternBase *b = malloc(sizeof *b);
    char *text = malloc(bytes ? bytes : 1);
    if (!b || !text) {
        fputs("prism: out of memory\n", stderr);
        abort();
    }
    b->text = b->end = text;
    b->slots = new_table(cap);
    b->cap = cap;
    for (size_t i = 0; i < n; i++) {
        size_t len = strlen(words[i].text);
        uint32_t h = fnv1a(words[i].text, len);
        char *have = (char *)base_find(b, words[i].text, len, h);
        if (have) {
            uint32_t tag;
            memcpy(&tag, have - 4, 4);
            tag |= words[i].tag;
            memcpy(have - 4, &tag, 4);
            continue;
        }
        memcpy(b->end, &words[i].tag, 4);
        char *str = b->end + 4;
        memset(str, 0, (len + 4) & ~(size_t)3);
        memcpy(str, words[i].text, len);
        b->end = str + ((len + 4) & ~(size_t)3);
        size_t j = h & (cap - 1);
        while (b->slots[j].str)
            j = (j + 1) & (cap - 1);
        b->slots[j] = (Entry){str, (uint32_t)len, h};
    }
    return b;
}

uint32_t intern_base_tag(const InternBase *b, const char *s)
{
    uint32_t tag = 0;
    /* pointers into other objects compare as integers: the block's bounds
     * are all that is asked */
    if (b && (uintptr_t)s >= (uintptr_t)b->text && (uintptr_t)s < (uintptr_t)b->end)
        memcpy(&tag, s - 4, 4);
    return tag;
}

const char *intern_base_word(const InternBase *b, const char *s)
{
    size_t len = strlen(s);
    return base_find(b, s, len, fnv1a(s, len));
}

Interner *interner_new(Arena *a)
{
    return interner_new_over(a, NULL);
}

Interner *interner_new_over(Arena *a, const InternBase *base)
{
    Interner *in = ARENA_NEW(a, Interner);
    in->arena = a;
    in->base = base;
    /* the built-in names are the base's: a small shader's own words fit */
    in->cap = base ? 256 : 2048;
    in->slots = new_table(in->cap);
    return in;
}

const InternBase *interner_base(const Interner *in)
{
    return in->base;
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
    uint32_t h = fnv1a(s, len);
    if (in->base) {
        const char *b = base_find(in->base, s, len, h);
        if (b)
            return b;
    }
    if (in->count * 2 >= in->cap)
        grow(in);
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
    if (dst->base != src->base)
        return false;
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
