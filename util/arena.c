#include "arena.h"
#include "arena_pool.h"
#include "fmt.h"
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A chunk's used bytes: the newest chunk's are a->cur's (arena.h's fast
 * path moves only that); the others' are written when they stop being
 * the newest. */
typedef struct ArenaChunk {
    struct ArenaChunk *next;
    size_t size, used;
    _Alignas(16) unsigned char data[];
} Chunk;

enum { CHUNK_MIN = 64 * 1024, CHUNK_MAX = 4 * 1024 * 1024 };

/* What arena_rewind keeps of an arena's chunks beyond its first. A chunk
 * of 256 KiB or more is mmap'd (driver/main.c), so a freed one comes back
 * as fresh pages, each a page fault (about 3 us) when first written: an
 * arena emptied after every function and grown back paid that each time.
 * Kept, they are written again while still resident. The bound caps what
 * it holds beyond the next function's need. */
enum { SPARE_MAX = 16 * 1024 * 1024 };

/* Under AddressSanitizer each allocation is a chunk of its own, of exactly
 * its size, so a write past the end of one is reported where it happens
 * instead of corrupting the next allocation of a shared chunk: the fast
 * path's room (cur, end) then stays empty, and every allocation is slow. */
#if defined(__SANITIZE_ADDRESS__)
#define ARENA_CHUNK_PER_ALLOCATION 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARENA_CHUNK_PER_ALLOCATION 1
#endif
#endif

/* A kept chunk (arena_rewind) of at least need bytes, or NULL. The first
 * that fits: they are kept oldest (smallest) first, so an arena refills
 * them in the order it grew them. */
static Chunk *spare_take(Arena *a, size_t need)
{
    for (Chunk **link = &a->spare; *link; link = &(*link)->next) {
        Chunk *c = *link;
        if (c->size < need)
            continue;
        *link = c->next;
        a->spare_bytes -= c->size;
        c->next = NULL;
        c->used = 0;
        return c;
    }
    return NULL;
}

/* Chunks grow with the arena (up to 4 MiB), so a big compilation makes few
 * allocations and a small one stays small. */
static Chunk *chunk_new(Arena *a, size_t need, size_t total)
{
    Chunk *kept = spare_take(a, need);
    if (kept)
        return kept;
    size_t size = CHUNK_MIN;
    while (size < total / 4 && size < CHUNK_MAX)
        size *= 2;
    if (size < need)
        size = need;
    size_t pooled_size;
    Chunk *c = a->pool ? arena_pool_take(a->pool, size, &pooled_size) : NULL;
    if (c)
        size = pooled_size;
    else
        c = malloc(sizeof(Chunk) + size);
    if (!c) {
        fputs("prism: out of memory\n", stderr);
        abort();
    }
    c->next = NULL;
    c->size = size;
    c->used = 0;
    return c;
}

/* Makes c the newest chunk, its free room the fast path's. */
static void push_chunk(Arena *a, Chunk *c)
{
#ifndef ARENA_CHUNK_PER_ALLOCATION
    if (a->head)
        a->head->used = (size_t)(a->cur - a->head->data);
    a->cur = c->data + c->used;
    a->end = c->data + c->size;
#endif
    c->next = a->head;
    a->head = c;
}

/* Under AddressSanitizer no pool: each allocation's block is freed with
 * its arena, so a use after the free is reported, not hidden by a reuse. */
void arena_use_pool(Arena *a, ArenaPool *pool)
{
#ifndef ARENA_CHUNK_PER_ALLOCATION
    a->pool = pool;
#else
    (void)a, (void)pool;
#endif
}

Arena *arena_new(void)
{
    Arena *a = malloc(sizeof *a);
    if (!a)
        abort();
    *a = (Arena){0};
    arena_use_pool(a, arena_pool_bound());
    push_chunk(a, chunk_new(a, CHUNK_MIN, 0));
    return a;
}

static void free_chunk(Arena *a, Chunk *c)
{
    if (a->pool)
        arena_pool_give(a->pool, c, c->size);
    else
        free(c);
}

static void free_chunks(Arena *a, Chunk *c)
{
    for (Chunk *n; c; c = n) {
        n = c->next;
        free_chunk(a, c);
    }
}

void arena_free(Arena *a)
{
    if (!a)
        return;
    free_chunks(a, a->head);
    free_chunks(a, a->spare);
    free(a);
}

/* Under AddressSanitizer nothing is kept: each allocation's own block is
 * freed, so a use after the rewind is reported. */
static void keep_or_free(Arena *a, Chunk *c, bool keep)
{
#ifndef ARENA_CHUNK_PER_ALLOCATION
    if (keep && a->spare_bytes + c->size <= SPARE_MAX) {
        c->next = a->spare;
        a->spare = c;
        a->spare_bytes += c->size;
        return;
    }
#endif
    (void)keep;
    free_chunk(a, c);
}

/* Back to the oldest chunk; the others kept (newest first, so the oldest
 * kept end up first) or freed. */
static void empty(Arena *a, bool keep)
{
    Chunk *c = a->head;
    while (c->next) {
        Chunk *n = c->next;
        keep_or_free(a, c, keep);
        c = n;
    }
    a->head = c;
    c->used = 0;
    a->total = 0;
#ifndef ARENA_CHUNK_PER_ALLOCATION
    a->cur = c->data;
    a->end = c->data + c->size;
#endif
}

void arena_reset(Arena *a)
{
    empty(a, false);
    free_chunks(a, a->spare);
    a->spare = NULL;
    a->spare_bytes = 0;
}

void arena_rewind(Arena *a) { empty(a, true); }

/* What arena.h's fast path leaves: size does not fit the newest chunk's
 * room. */
void *arena_alloc_slow(Arena *a, size_t size)
{
#ifdef ARENA_CHUNK_PER_ALLOCATION
    Chunk *own = malloc(sizeof(Chunk) + (size ? size : 1));
    if (!own)
        abort();
    own->size = own->used = size;
    push_chunk(a, own); /* arena_reset keeps the last, the first chunk */
    a->total += size;
    return own->data;
#else
    size = arena_round(size);
    push_chunk(a, chunk_new(a, size, a->total));
    void *p = a->cur;
    a->cur += size;
    a->total += size;
    return p;
#endif
}

#ifndef ARENA_CHUNK_PER_ALLOCATION
/* Growing in place, where nothing follows the block: the newest chunk's
 * last allocation takes more of its chunk, and a large block alone in its
 * chunk (a big vector) reallocates the chunk. Either way the old copy is
 * not left behind as garbage, and a growing vector costs its final size,
 * not twice that. */
static void *grow_in_place(Arena *a, unsigned char *old, size_t old_size, size_t new_size, bool zero)
{
    size_t o = arena_round(old_size), n = arena_round(new_size);
    if (old + o == a->cur && n - o <= (size_t)(a->end - a->cur)) {
        if (zero)
            memset(old + old_size, 0, new_size - old_size);
        a->cur += n - o;
        a->total += n - o;
        return old;
    }
    if (o < CHUNK_MAX / 4)
        return NULL; /* small blocks: not worth the walk */
    for (Chunk **link = &a->head; *link; link = &(*link)->next) {
        Chunk *c = *link;
        if (c->data != old)
            continue;
        size_t used = c == a->head ? (size_t)(a->cur - c->data) : c->used;
        if (used != o)
            return NULL;
        Chunk *nc = realloc(c, sizeof(Chunk) + n);
        if (!nc)
            return NULL;
        if (zero)
            memset(nc->data + old_size, 0, new_size - old_size);
        nc->size = nc->used = n;
        a->total += n - o;
        *link = nc;
        if (link == &a->head) { /* the newest chunk moved: so did its room (none left) */
            a->cur = nc->data + n;
            a->end = nc->data + n;
        }
        return nc->data;
    }
    return NULL;
}
#endif

static void *grow(Arena *a, void *old, size_t old_size, size_t new_size, bool zero)
{
    if (new_size <= old_size)
        return old;
#ifndef ARENA_CHUNK_PER_ALLOCATION
    if (old && old_size) {
        void *grown = grow_in_place(a, old, old_size, new_size, zero);
        if (grown)
            return grown;
    }
#endif
    void *p = zero ? arena_alloc(a, new_size) : arena_alloc_raw(a, new_size);
    if (old && old_size)
        memcpy(p, old, old_size);
    return p;
}

void *arena_realloc(Arena *a, void *old, size_t old_size, size_t new_size)
{
    return grow(a, old, old_size, new_size, true);
}

void *arena_realloc_raw(Arena *a, void *old, size_t old_size, size_t new_size)
{
    return grow(a, old, old_size, new_size, false);
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
    char *p = arena_alloc(a, n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }

char *arena_printf(Arena *a, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    int n = fmt_fast(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n < 0) { /* one vsnprintf when the text is short */
        va_start(ap, fmt);
        n = vsnprintf(buf, sizeof buf, fmt, ap);
        va_end(ap);
    }
    if ((size_t)n < sizeof buf)
        return arena_strndup(a, buf, (size_t)n);
    char *p = arena_alloc(a, (size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return p;
}

size_t arena_used(const Arena *a) { return a->total; }
