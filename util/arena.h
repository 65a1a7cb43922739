/* Arena allocation: one arena per compilation, nothing freed one by one.
 * Every allocation is zeroed and 8-byte aligned (arena.c says why not 16).
 * (chibicc, QBE) */
#ifndef PRISM_ARENA_H
#define PRISM_ARENA_H
#include <stddef.h>
#include <string.h>

typedef struct Arena Arena;
/* In the header only for the inline fast path below; arena.c owns it. */
struct Arena {
    unsigned char *cur, *end; /* the free room of the newest chunk */
    struct ArenaChunk *head;  /* the newest chunk */
    size_t total;
    struct ArenaChunk *spare; /* chunks arena_rewind emptied, for the next ones (arena.c) */
    size_t spare_bytes;
    struct ArenaPool *pool;   /* where its chunks come from and go back to, or NULL: malloc (arena_pool.h) */
};

/* Takes its chunks from the pool bound to this thread, if any
 * (arena_pool_bind), and gives them back to it when freed. */
Arena *arena_new(void);
/* From now on a takes new chunks from pool and gives every chunk back to
 * it (NULL: malloc and free); pool must outlive a. */
void arena_use_pool(Arena *a, struct ArenaPool *pool);
void arena_free(Arena *a);
/* Resets to empty but keeps the first chunk: the scratch arena between passes. */
void arena_reset(Arena *a);
/* Resets to empty but keeps its chunks (up to a bound, arena.c), filled
 * again before any new one is made: an arena emptied and refilled at once,
 * as a pass's per-function work arrays, reuses memory already written
 * instead of fresh pages. Not for an arena that then idles while others
 * grow: what it keeps stays resident. */
void arena_rewind(Arena *a);
/* A new chunk, or under AddressSanitizer a block of its own (arena.c):
 * size did not fit the newest chunk's room. */
void *arena_alloc_slow(Arena *a, size_t size);
/* Blocks are rounded to 8 bytes, the largest alignment of anything the
 * compiler stores (pointers, doubles, 64-bit integers), not 16: most AST
 * nodes, operand arrays and strings are a multiple of 8 but not of 16, and
 * rounding them up was 8 bytes in 16 wasted on half of them. 0 takes 8. */
#define ARENA_ALIGN 8
static inline size_t arena_round(size_t size)
{
    return size ? (size + (ARENA_ALIGN - 1)) & ~(size_t)(ARENA_ALIGN - 1) : ARENA_ALIGN;
}
/* Not zeroed: for a large block its user writes before it reads (the
 * parser's stack), where zeroing would cost more than the use. Inline: a
 * compile allocates thousands of small blocks, and the call was most of
 * each one's cost. */
static inline void *arena_alloc_raw(Arena *a, size_t size)
{
    size_t room = arena_round(size);
    if (room > (size_t)(a->end - a->cur))
        return arena_alloc_slow(a, size);
    void *p = a->cur;
    a->cur += room;
    a->total += room;
    return p;
}
/* Zeroed; inline so that a constant size (ARENA_NEW) zeroes in a few
 * stores instead of a call to memset. */
static inline void *arena_alloc(Arena *a, size_t size)
{
    return memset(arena_alloc_raw(a, size), 0, size ? size : 1);
}
void *arena_realloc(Arena *a, void *old, size_t old_size, size_t new_size);
/* The new part not zeroed: a text buffer's unused room then costs no
 * memory until it is written (pages never touched are not resident). */
void *arena_realloc_raw(Arena *a, void *old, size_t old_size, size_t new_size);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_strdup(Arena *a, const char *s);
char *arena_printf(Arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Bytes handed out so far (for --time-passes / memory reports). */
size_t arena_used(const Arena *a);

#define ARENA_NEW(a, T) ((T *)arena_alloc((a), sizeof(T)))
#define ARENA_ARRAY(a, T, n) ((T *)arena_alloc((a), sizeof(T) * (size_t)(n)))

#endif
