/* Arena allocation: one arena per compilation, nothing freed one by one.
 * Every allocation is zeroed and 8-byte aligned (arena.c says why not 16).
 * (chibicc, QBE) */
#ifndef PRISM_ARENA_H
#define PRISM_ARENA_H
#include <stddef.h>

typedef struct Arena Arena;

Arena *arena_new(void);
void arena_free(Arena *a);
/* Resets to empty but keeps the first chunk: the scratch arena between passes. */
void arena_reset(Arena *a);
void *arena_alloc(Arena *a, size_t size);
/* Not zeroed: for a large block its user writes before it reads (the
 * parser's stack), where zeroing would cost more than the use. */
void *arena_alloc_raw(Arena *a, size_t size);
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
