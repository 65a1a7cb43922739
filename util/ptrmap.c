#include "ptrmap.h"

static uint32_t hash_ptr(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return (uint32_t)x;
}

void *ptrmap_get(const PtrMap *m, const void *key)
{
    if (!m->cap)
        return NULL;
    for (uint32_t i = hash_ptr(key) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        if (m->keys[i] == key)
            return m->vals[i];
        if (!m->keys[i])
            return NULL;
    }
}

static void insert(PtrMap *m, const void *key, void *val)
{
    uint32_t i = hash_ptr(key) & (m->cap - 1);
    while (m->keys[i] && m->keys[i] != key)
        i = (i + 1) & (m->cap - 1);
    if (!m->keys[i])
        m->len++;
    m->keys[i] = key;
    m->vals[i] = val;
}

void ptrmap_put(Arena *a, PtrMap *m, const void *key, void *val)
{
    if ((m->len + 1) * 2 > m->cap) {
        PtrMap old = *m;
        m->cap = old.cap ? old.cap * 2 : 64;
        m->len = 0;
        m->keys = ARENA_ARRAY(a, const void *, m->cap);
        m->vals = ARENA_ARRAY(a, void *, m->cap);
        for (uint32_t i = 0; i < old.cap; i++)
            if (old.keys[i])
                insert(m, old.keys[i], old.vals[i]);
    }
    insert(m, key, val);
}
