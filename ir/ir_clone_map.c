/* IdMap and AddrMap (ir_clone_map.h). */
#include "ir_clone_map.h"
#include <stdlib.h>

static void *zeroed(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (!p)
        abort();
    return p;
}

void id_map_init(IdMap *m, uint32_t len, bool with_from)
{
    m->len = len;
    m->to = zeroed(len, sizeof *m->to);
    m->from = with_from ? zeroed(len, sizeof *m->from) : NULL;
}

void id_map_free(IdMap *m)
{
    free(m->to);
    free(m->from);
    *m = (IdMap){0};
}

bool id_map_put(IdMap *m, uint32_t id, const void *from, void *to)
{
    if (id >= m->len || m->to[id])
        return false;
    m->to[id] = to;
    if (m->from)
        m->from[id] = from;
    return true;
}

static size_t slot_of(const AddrMap *m, const void *p)
{
    uintptr_t h = (uintptr_t)p;
    h ^= h >> 29;
    h *= 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 17) & (m->cap - 1);
}

static void new_slots(AddrMap *m, size_t cap, bool with_details)
{
    m->cap = cap;
    m->slots = zeroed(cap, sizeof *m->slots);
    m->details = with_details ? zeroed(cap, sizeof *m->details) : NULL;
}

enum { FIRST_CAP_MIN = 16, FIRST_CAP_MAX = 64 };

void addr_map_init(AddrMap *m, size_t n, bool with_details)
{
    size_t cap = FIRST_CAP_MIN;
    while (cap < 2 * n && cap < FIRST_CAP_MAX)
        cap *= 2;
    *m = (AddrMap){.first_cap = cap, .with_details = with_details};
}

void addr_map_free(AddrMap *m)
{
    free(m->slots);
    free(m->details);
    *m = (AddrMap){0};
}

static size_t free_slot(const AddrMap *m, const void *p)
{
    size_t j = slot_of(m, p);
    while (m->slots[j].from)
        j = (j + 1) & (m->cap - 1);
    return j;
}

static void grow(AddrMap *m)
{
    AddrMap old = *m;
    new_slots(m, old.cap ? old.cap * 2 : old.first_cap, old.with_details);
    for (size_t i = 0; i < old.cap; i++)
        if (old.slots[i].from) {
            size_t j = free_slot(m, old.slots[i].from);
            m->slots[j] = old.slots[i];
            if (old.details)
                m->details[j] = old.details[i];
        }
    free(old.slots);
    free(old.details);
}

AddrEntry *addr_map_find(const AddrMap *m, const void *p)
{
    if (!m->slots || !p)
        return NULL;
    for (size_t j = slot_of(m, p);; j = (j + 1) & (m->cap - 1)) {
        if (!m->slots[j].from)
            return NULL;
        if (m->slots[j].from == p)
            return &m->slots[j];
    }
}

bool addr_map_put(AddrMap *m, const void *from, void *to, size_t size, const char *what)
{
    if (addr_map_find(m, from))
        return false;
    if ((m->len + 1) * 2 > m->cap)
        grow(m);
    size_t j = free_slot(m, from);
    m->slots[j] = (AddrEntry){from, to};
    if (m->details)
        m->details[j] = (AddrDetail){size, what};
    m->len++;
    return true;
}
