/* A bounded, thread-safe store of arena chunks, shared by the arenas of
 * many compiles (a PrismContext owns one: lib/context.c). A compile's
 * arenas are fresh mallocs otherwise, and each new chunk costs page faults
 * and brk calls when first written; through a pool the next compile
 * writes memory that is already resident.
 *
 * The pool keeps at most its limit in bytes (default 8 MiB); past it, and
 * for chunks larger than ARENA_POOL_CHUNK_MAX, chunks go back to free(). */
#ifndef PRISM_ARENA_POOL_H
#define PRISM_ARENA_POOL_H
#include <stddef.h>

typedef struct ArenaPool ArenaPool;
struct ArenaChunk; /* arena.c's */

enum { ARENA_POOL_CHUNK_MAX = 4 * 1024 * 1024, ARENA_POOL_DEFAULT_LIMIT = 8 * 1024 * 1024 };

ArenaPool *arena_pool_new(void);
/* Frees every chunk kept; no arena may use the pool after. */
void arena_pool_free(ArenaPool *p);
/* Bounds what the pool keeps (dropping chunks now if it holds more). */
void arena_pool_set_limit(ArenaPool *p, size_t bytes);
size_t arena_pool_bytes(ArenaPool *p); /* kept now */

/* A kept chunk whose size is at least need (its size in *size), or NULL:
 * the caller mallocs one. Any thread. */
void *arena_pool_take(ArenaPool *p, size_t need, size_t *size);
/* Keeps a chunk of size bytes (malloc'd, size its usable bytes) or frees
 * it. Any thread. */
void arena_pool_give(ArenaPool *p, void *chunk, size_t size);

/* The pool the arenas that this thread makes next take (arena_new), or
 * NULL: a compile through a context binds its pool for the compile's
 * duration, so every arena it makes, in any pass, uses the pool without
 * the pool being passed down. Returns the pool bound before. */
ArenaPool *arena_pool_bind(ArenaPool *p);
ArenaPool *arena_pool_bound(void);

#endif
