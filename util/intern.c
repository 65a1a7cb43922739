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

enum { REC = 12 }; /* hash, len, tag */

/* Eight bytes a step, each step one load; only this file hashes (and
 * tools/gen_builtin_words, through it), and nothing depends on the tables'
 * order. The bytes are read little-endian on any machine: the generator's
 * table is made on the build machine. */
static uint64_t load_le(const char *s, size_t n) /* n is 4 or 8 */
{
    uint64_t w = 0;
    memcpy(&w, s, n);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    w = __builtin_bswap64(w); /* the bytes at the low end, as on a little-endian one */
#endif
    return w;
}

static uint32_t hash_bytes(const char *s, size_t n)
{
    uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
    for (; n >= 8; s += 8, n -= 8) {
        h = (h ^ load_le(s, 8)) * 0xff51afd7ed558ccdull;
        h ^= h >> 32;
    }
    /* the last 0-7 bytes: two loads that may overlap, or three bytes */
    uint64_t w = 0;
    if (n >= 4)
        w = load_le(s, 4) | load_le(s + n - 4, 4) << 32;
    else if (n)
        w = (uint64_t)(unsigned char)s[0] | (uint64_t)(unsigned char)s[n / 2] << 8 |
            (uint64_t)(unsigned char)s[n - 1] << 16;
    h = (h ^ w) * 0xff51afd7ed558ccdull;
    return (uint32_t)(h ^ (h >> 29));
}

/* Whether a and b hold the same len bytes: words are short, and a call
 * to memcmp cost more than comparing them here, 8 bytes a step (loads that
 * may overlap, never past len). */
static inline bool same_bytes(const char *a, const char *b, size_t len)
{
    if (len >= 8) {
        for (size_t i = 0; i + 8 <= len; i += 8)
            if (load_le(a + i, 8) != load_le(b + i, 8))
                return false;
        return load_le(a + len - 8, 8) == load_le(b + len - 8, 8);
    }
    if (len >= 4)
        return load_le(a, 4) == load_le(b, 4) && load_le(a + len - 4, 4) == load_le(b + len - 4, 4);
    for (size_t i = 0; i < len; i++)
        if (a[i] != b[i])
            return false;
    return true;
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

static uint32_t rec_field(const char *str, int field) /* 0 hash, 1 len, 2 tag */
{
    uint32_t v;
    memcpy(&v, str - REC + 4 * field, 4);
    return v;
}

/* Inline: every word a compile interns looks here first. */
static inline __attribute__((always_inline)) const uint32_t *base_slot(const InternBase *b, const char *s, size_t len,
                                                                        uint32_t h)
{
    for (size_t i = h & (b->cap - 1);; i = (i + 1) & (b->cap - 1)) {
        uint32_t off = b->slots[i];
        if (!off)
            return &b->slots[i];
        const char *str = b->text + off - 1;
        if (rec_field(str, 0) == h && rec_field(str, 1) == len && same_bytes(str, s, len))
            return &b->slots[i];
    }
}

static const char *base_find(const InternBase *b, const char *s, size_t len, uint32_t h)
{
    uint32_t off = *base_slot(b, s, len, h);
    return off ? b->text + off - 1 : NULL;
}

InternBase *intern_base_new(const InternWord *words, size_t n, const char **out)
{
    size_t bytes = 0, cap = 16;
    for (size_t i = 0; i < n; i++)
        bytes += REC + ((strlen(words[i].text) + 4) & ~(size_t)3);
    while (cap < n * 2)
        cap *= 2;
    InternBase *b = malloc(sizeof *b);
    char *text = malloc(bytes ? bytes : 1);
    uint32_t *slots = calloc(cap, sizeof *slots);
    if (!b || !text || !slots) {
        fputs("prism: out of memory\n", stderr);
        abort();
    }
    char *end = text;
    b->text = text;
    b->slots = slots;
    b->cap = cap;
    b->end = end;
    for (size_t i = 0; i < n; i++) {
        size_t len = strlen(words[i].text);
        uint32_t h = hash_bytes(words[i].text, len);
        uint32_t *slot = slots + (base_slot(b, words[i].text, len, h) - b->slots);
        char *str;
        if (*slot) { /* a word given twice */
            str = text + *slot - 1;
            uint32_t tag = rec_field(str, 2) | words[i].tag;
            memcpy(str - 4, &tag, 4);
        } else {
            uint32_t rec[3] = {h, (uint32_t)len, words[i].tag};
            memcpy(end, rec, REC);
            str = end + REC;
            size_t padded = (len + 4) & ~(size_t)3;
            memcpy(str, words[i].text, len);
            memset(str + len, 0, padded - len);
            b->end = end = str + padded;
            *slot = (uint32_t)(str - text) + 1;
        }
        if (out)
            out[i] = str;
    }
    return b;
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
    uint32_t h = hash_bytes(s, len);
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
            char *copy = arena_alloc_raw(in->arena, len + 1); /* all written: not zeroed */
            memcpy(copy, s, len);
            copy[len] = 0;
            e->str = copy;
            e->len = (uint32_t)len;
            e->hash = h;
            in->count++;
            return e->str;
        }
        if (e->hash == h && e->len == len && same_bytes(e->str, s, len))
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
