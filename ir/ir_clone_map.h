/* The cloner's two kinds of map from an original object to its copy
 * (ir_clone_map.c). IdMap, by the object's dense id, serves the objects
 * that have one (types, constants, globals, functions, and a function's
 * values and nodes): an array lookup, no hashing, no probing. AddrMap, by
 * address, serves what has no id (arrays a type or constant may share,
 * inline SPIR-V records) and, for ir_clone_check, every copy. */
#ifndef PRISM_IR_CLONE_MAP_H
#define PRISM_IR_CLONE_MAP_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Copies by id. With `from` (module-level objects, few), a lookup also
 * confirms the object is the one recorded under its id; without it (a
 * function's values and nodes, the many), the ids are trusted, as the
 * verifier's [S5] has them: dense and unique in their function. */
typedef struct IdMap {
    const void **from; /* NULL: copies only */
    void **to;
    uint32_t len;
} IdMap;

/* len slots, all empty; with_from: keep the originals too. */
void id_map_init(IdMap *m, uint32_t len, bool with_from);
void id_map_free(IdMap *m);
/* Records copy `to` of `from` under id; false when id is out of range or
 * taken (the caller records it by address instead). */
bool id_map_put(IdMap *m, uint32_t id, const void *from, void *to);

static inline void *id_map_get(const IdMap *m, uint32_t id, const void *from)
{
    if (id >= m->len || (m->from && m->from[id] != from))
        return NULL;
    return m->to[id];
}

/* What ir_clone_check's scan needs of each copy. */
typedef struct AddrDetail {
    size_t size;      /* bytes of the copy (0: an embedded region, its owner's) */
    const char *what; /* its kind, as ir_clone_fields.c names it */
} AddrDetail;

typedef struct AddrEntry {
    const void *from;
    void *to;
} AddrEntry;

/* Open addressing by the original's address, at most half full. */
typedef struct AddrMap {
    AddrEntry *slots;    /* NULL (cap 0) until the first put */
    AddrDetail *details; /* slots' details (with_details), else NULL */
    size_t cap, len;
    size_t first_cap;    /* the slots the first put makes */
    bool with_details;
} AddrMap;

/* An empty map for about n entries; n is a bound, not an estimate (the
 * cloner's is 264 for compact.hlsl's 4 entries), so the slots start at
 * most 64 and grow, and only when the first entry comes (a function's
 * local map stays empty on most shaders): no table to zero for nothing. */
void addr_map_init(AddrMap *m, size_t n, bool with_details);
void addr_map_free(AddrMap *m);
/* false when `from` is there already (left as it was). */
bool addr_map_put(AddrMap *m, const void *from, void *to, size_t size, const char *what);
/* The entry of `from`, or NULL. */
AddrEntry *addr_map_find(const AddrMap *m, const void *from);

#endif
