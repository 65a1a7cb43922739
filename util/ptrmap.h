/* A pointer-keyed map (open addressing), allocated in an arena. Only looked
 * up, never iterated, so pointer values never decide the order of anything
 * in an output. */
#ifndef PRISM_PTRMAP_H
#define PRISM_PTRMAP_H
#include <stdint.h>
#include "arena.h"

typedef struct PtrMap {
    const void **keys;
    void **vals;
    uint32_t cap, len;
} PtrMap;

void *ptrmap_get(const PtrMap *m, const void *key); /* NULL when absent */
void ptrmap_put(Arena *a, PtrMap *m, const void *key, void *val);

#endif
