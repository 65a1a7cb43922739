/* util/arena_pool.c: chunks kept and handed out again, the byte limit,
 * chunks too big to keep, arenas drawing on a pool (arena_use_pool and the
 * thread's binding), and many threads at once. */
#include <pthread.h>
#include <stdint.h>
#include "../../util/arena.h"
#include "../../util/arena_pool.h"
#include "unit.h"

#if defined(__SANITIZE_ADDRESS__)
#define POOLED_ARENAS 0 /* arena.c: no pool under AddressSanitizer */
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define POOLED_ARENAS 0
#endif
#endif
#ifndef POOLED_ARENAS
#define POOLED_ARENAS 1
#endif

enum { KIB = 1024 };

static void a_chunk_given_back_is_taken_again(void)
{
    ArenaPool *p = arena_pool_new();
    size_t size = 0;
    CHECK(arena_pool_take(p, 64 * KIB, &size) == NULL); /* empty */
    void *c = malloc(128 * KIB);
    arena_pool_give(p, c, 128 * KIB);
    CHECK(arena_pool_bytes(p) == 128 * KIB);
    CHECK(arena_pool_take(p, 256 * KIB, &size) == NULL); /* too small for that */
    CHECK(arena_pool_take(p, 100 * KIB, &size) == c && size == 128 * KIB);
    CHECK(arena_pool_bytes(p) == 0);
    CHECK(arena_pool_take(p, 64 * KIB, &size) == NULL);
    arena_pool_give(p, c, 128 * KIB);
    arena_pool_free(p); /* frees what it keeps (LeakSanitizer checks) */
}

/* The smallest class that fits first: a small request does not take the
 * big chunk a later big one needs. */
static void a_small_request_takes_a_small_chunk(void)
{
    ArenaPool *p = arena_pool_new();
    void *big = malloc(1024 * KIB), *small = malloc(64 * KIB);
    arena_pool_give(p, big, 1024 * KIB);
    arena_pool_give(p, small, 64 * KIB);
    size_t size = 0;
    CHECK(arena_pool_take(p, 64 * KIB, &size) == small && size == 64 * KIB);
    CHECK(arena_pool_take(p, 64 * KIB, &size) == big && size == 1024 * KIB);
    free(small), free(big);
    arena_pool_free(p);
}

static void the_limit_bounds_what_is_kept(void)
{
    ArenaPool *p = arena_pool_new();
    arena_pool_set_limit(p, 256 * KIB);
    for (int i = 0; i < 8; i++)
        arena_pool_give(p, malloc(64 * KIB), 64 * KIB); /* four kept, four freed */
    CHECK(arena_pool_bytes(p) == 256 * KIB);
    arena_pool_set_limit(p, 100 * KIB); /* drops down to the new limit now */
    CHECK(arena_pool_bytes(p) <= 100 * KIB && arena_pool_bytes(p) == 64 * KIB);
    arena_pool_give(p, malloc(ARENA_POOL_CHUNK_MAX + 1), ARENA_POOL_CHUNK_MAX + 1); /* too big: freed */
    CHECK(arena_pool_bytes(p) == 64 * KIB);
    arena_pool_set_limit(p, 0);
    CHECK(arena_pool_bytes(p) == 0);
    arena_pool_give(p, malloc(64 * KIB), 64 * KIB);
    CHECK(arena_pool_bytes(p) == 0);
    arena_pool_set_limit(p, (size_t)64 << 20);
    arena_pool_give(p, malloc(ARENA_POOL_CHUNK_MAX), ARENA_POOL_CHUNK_MAX); /* the largest kept */
    CHECK(arena_pool_bytes(p) == ARENA_POOL_CHUNK_MAX);
    arena_pool_give(p, malloc(32 * KIB), 32 * KIB); /* below the smallest class: freed */
    CHECK(arena_pool_bytes(p) == ARENA_POOL_CHUNK_MAX);
    arena_pool_free(p);
}

/* An arena freed gives its chunks to its pool; the next arena takes them. */
static void arenas_reuse_each_others_chunks(void)
{
    ArenaPool *p = arena_pool_new();
    Arena *a = arena_new();
    arena_use_pool(a, p);
    unsigned char *big = arena_alloc(a, 300 * KIB);
    memset(big, 0xCD, 300 * KIB);
    arena_free(a);
    CHECK(arena_pool_bytes(p) == (POOLED_ARENAS ? 64 * KIB + 300 * KIB : 0));
    Arena *b = arena_new();
    arena_use_pool(b, p);
    unsigned char *again = arena_alloc(b, 300 * KIB);
    CHECK(again[0] == 0 && again[300 * KIB - 1] == 0); /* zeroed, as ever */
    if (POOLED_ARENAS)
        CHECK(again == big);
    arena_rewind(b);
    arena_reset(b);
    arena_free(b);
    arena_pool_free(p);
}

/* arena_new takes the thread's bound pool; binding returns the one before. */
static void arena_new_takes_the_bound_pool(void)
{
    ArenaPool *p = arena_pool_new();
    CHECK(arena_pool_bind(p) == NULL && arena_pool_bound() == p);
    Arena *a = arena_new();
    CHECK(a->pool == (POOLED_ARENAS ? p : NULL));
    CHECK(arena_pool_bind(NULL) == p);
    Arena *b = arena_new();
    CHECK(b->pool == NULL);
    arena_free(b);
    arena_free(a); /* still gives back to p */
    CHECK(arena_pool_bytes(p) == (POOLED_ARENAS ? 64 * KIB : 0));
    arena_pool_free(p);
}

enum { THREADS = 8, ROUNDS = 200 };

typedef struct Worker {
    ArenaPool *p;
    int id;
    int bad;
} Worker;

/* Each thread fills its arenas with its own byte and checks it is still
 * there before freeing: two threads given one chunk would overwrite each
 * other's. */
static void *work(void *arg)
{
    Worker *w = arg;
    arena_pool_bind(w->p);
    for (int r = 0; r < ROUNDS; r++) {
        Arena *a = arena_new();
        size_t n = (size_t)(r % 5 + 1) * 40 * KIB;
        unsigned char *x = arena_alloc(a, n), *y = arena_alloc(a, 8 * KIB);
        memset(x, w->id, n);
        memset(y, w->id, 8 * KIB);
        for (size_t i = 0; i < n; i += 4096)
            w->bad |= x[i] != (unsigned char)w->id;
        w->bad |= x[n - 1] != (unsigned char)w->id || y[8 * KIB - 1] != (unsigned char)w->id;
        arena_free(a);
    }
    arena_pool_bind(NULL);
    return NULL;
}

static void threads_share_one_pool(void)
{
    ArenaPool *p = arena_pool_new();
    pthread_t t[THREADS];
    Worker w[THREADS];
    for (int i = 0; i < THREADS; i++) {
        w[i] = (Worker){p, i + 1, 0};
        CHECK(pthread_create(&t[i], NULL, work, &w[i]) == 0);
    }
    for (int i = 0; i < THREADS; i++) {
        pthread_join(t[i], NULL);
        CHECK(!w[i].bad);
    }
    CHECK(arena_pool_bytes(p) <= ARENA_POOL_DEFAULT_LIMIT);
    if (POOLED_ARENAS)
        CHECK(arena_pool_bytes(p) > 0);
    arena_pool_free(p);
}

int main(void)
{
    RUN(a_chunk_given_back_is_taken_again);
    RUN(a_small_request_takes_a_small_chunk);
    RUN(the_limit_bounds_what_is_kept);
    RUN(arenas_reuse_each_others_chunks);
    RUN(arena_new_takes_the_bound_pool);
    RUN(threads_share_one_pool);
    return UNIT_END();
}
