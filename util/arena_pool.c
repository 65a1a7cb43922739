/* util/arena_pool.h. Chunks are kept in lists by size class (a power of two
 * from 64 KiB to 4 MiB), each chunk in the class of the largest power of
 * two not above its size: every chunk of a class above a request's holds
 * it, and one of its own class may. */
#include "arena_pool.h"
#include <stdbool.h>
#include <stdlib.h>
#include "threads.h"

enum { CLASS_MIN_LOG2 = 16, CLASS_MAX_LOG2 = 22, NUM_CLASSES = CLASS_MAX_LOG2 - CLASS_MIN_LOG2 + 1 };

/* A kept chunk's first bytes link it to the next: the chunk is idle. */
typedef struct Kept {
    struct Kept *next;
    size_t size;
} Kept;

struct ArenaPool {
    pthread_mutex_t lock;
    Kept *classes[NUM_CLASSES];
    size_t bytes, limit;
};

/* Without threads (the WebAssembly build) one binding for the process. */
#ifdef PRISM_NO_THREADS
static ArenaPool *bound;
#else
static _Thread_local ArenaPool *bound;
#endif

ArenaPool *arena_pool_bind(ArenaPool *p)
{
    ArenaPool *before = bound;
    bound = p;
    return before;
}

ArenaPool *arena_pool_bound(void) { return bound; }

ArenaPool *arena_pool_new(void)
{
    ArenaPool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    pthread_mutex_init(&p->lock, NULL);
    p->limit = ARENA_POOL_DEFAULT_LIMIT;
    return p;
}

/* The class a chunk of size bytes is kept in (-1: below the smallest). */
static int class_of(size_t size)
{
    int k = -1;
    while (k + 1 < NUM_CLASSES && size >= (size_t)1 << (CLASS_MIN_LOG2 + k + 1))
        k++;
    return k;
}

/* Frees kept chunks, largest classes first, until the pool holds at most
 * keep bytes. Under the lock. */
static void drop_to(ArenaPool *p, size_t keep)
{
    for (int k = NUM_CLASSES - 1; k >= 0 && p->bytes > keep; k--)
        while (p->classes[k] && p->bytes > keep) {
            Kept *c = p->classes[k];
            p->classes[k] = c->next;
            p->bytes -= c->size;
            free(c);
        }
}

void arena_pool_free(ArenaPool *p)
{
    if (!p)
        return;
    drop_to(p, 0);
    pthread_mutex_destroy(&p->lock);
    free(p);
}

void arena_pool_set_limit(ArenaPool *p, size_t bytes)
{
    pthread_mutex_lock(&p->lock);
    p->limit = bytes;
    drop_to(p, bytes);
    pthread_mutex_unlock(&p->lock);
}

size_t arena_pool_bytes(ArenaPool *p)
{
    pthread_mutex_lock(&p->lock);
    size_t n = p->bytes;
    pthread_mutex_unlock(&p->lock);
    return n;
}

/* Unlinks the first chunk of at least need bytes in class k. Under the lock. */
static Kept *unlink_fit(ArenaPool *p, int k, size_t need)
{
    for (Kept **link = &p->classes[k]; *link; link = &(*link)->next)
        if ((*link)->size >= need) {
            Kept *c = *link;
            *link = c->next;
            p->bytes -= c->size;
            return c;
        }
    return NULL;
}

void *arena_pool_take(ArenaPool *p, size_t need, size_t *size)
{
    Kept *c = NULL;
    int first = class_of(need);
    pthread_mutex_lock(&p->lock);
    /* need's own class first (a chunk there may be smaller than need),
     * then the larger ones, whose every chunk fits: a larger chunk taken
     * for a small arena leaves the next large one to malloc */
    for (int k = first < 0 ? 0 : first; k < NUM_CLASSES && !c; k++)
        c = unlink_fit(p, k, need);
    pthread_mutex_unlock(&p->lock);
    if (c)
        *size = c->size;
    return c;
}

void arena_pool_give(ArenaPool *p, void *chunk, size_t size)
{
    int k = class_of(size);
    if (!chunk)
        return;
    pthread_mutex_lock(&p->lock);
    bool keep = k >= 0 && size <= ARENA_POOL_CHUNK_MAX && p->bytes + size <= p->limit;
    if (keep) {
        Kept *c = chunk;
        c->next = p->classes[k];
        c->size = size;
        p->classes[k] = c;
        p->bytes += size;
    }
    pthread_mutex_unlock(&p->lock);
    if (!keep)
        free(chunk);
}
