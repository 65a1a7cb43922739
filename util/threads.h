/* The locks of lib/context.c and frontend/sema_call.c, and the once of frontend/builtin_words.c:
 * POSIX threads, or, with PRISM_NO_THREADS (the WebAssembly build:
 * wasi-libc has no threads), stand-ins for a process of one thread. There
 * a lock is never contended and no compile ever waits on another's
 * preprocessing: a pending one is always the caller's own
 * (context_preprocess), so a wait cannot be reached. */
#ifndef PRISM_THREADS_H
#define PRISM_THREADS_H
#ifndef PRISM_NO_THREADS
#include <pthread.h>
#else
#include <stdlib.h>
typedef struct { int unused; } pthread_mutex_t;
#define PTHREAD_MUTEX_INITIALIZER {0}
typedef struct { int unused; } pthread_cond_t;
static inline int pthread_mutex_init(pthread_mutex_t *m, const void *attr) { (void)m, (void)attr; return 0; }
static inline int pthread_mutex_destroy(pthread_mutex_t *m) { (void)m; return 0; }
static inline int pthread_mutex_lock(pthread_mutex_t *m) { (void)m; return 0; }
static inline int pthread_mutex_unlock(pthread_mutex_t *m) { (void)m; return 0; }
static inline int pthread_cond_init(pthread_cond_t *c, const void *attr) { (void)c, (void)attr; return 0; }
static inline int pthread_cond_destroy(pthread_cond_t *c) { (void)c; return 0; }
static inline int pthread_cond_broadcast(pthread_cond_t *c) { (void)c; return 0; }
static inline int pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m) { (void)c, (void)m; abort(); }
typedef int pthread_once_t;
#define PTHREAD_ONCE_INIT 0
static inline int pthread_once(pthread_once_t *o, void (*f)(void)) { if (!*o) *o = 1, f(); return 0; }
#endif
#endif
