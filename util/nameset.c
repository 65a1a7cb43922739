#include "nameset.h"
#include <string.h>

/* FNV-1a, cut to the 31 bits a slot keeps. */
static uint32_t hash_str(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h & 0x7fffffffu;
}

/* key's slot, or the empty slot where it would go (NULL: no table yet). */
static NameEntry *find(const NameSet *s, const char *key, uint32_t h)
{
    if (!s->cap)
        return NULL;
    for (uint32_t i = h & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
        NameEntry *e = &s->slots[i];
        if (!e->key || (e->hash == h && strcmp(e->key, key) == 0))
            return e;
    }
}

/* The entry of key, made (untaken, counter 0) when missing. */
static NameEntry *entry(Arena *a, NameSet *s, const char *key)
{
    uint32_t h = hash_str(key);
    NameEntry *e = find(s, key, h);
    if (e && e->key)
        return e;
    if ((s->len + 1) * 2 > s->cap) { /* grown: key's empty slot is elsewhere now */
        NameSet old = *s;
        s->cap = old.cap ? old.cap * 2 : 64;
        s->slots = ARENA_ARRAY(a, NameEntry, s->cap);
        for (uint32_t k = 0; k < old.cap; k++) {
            const NameEntry *o = &old.slots[k];
            if (!o->key)
                continue;
            uint32_t i = o->hash & (s->cap - 1); /* every key differs: the first empty slot */
            while (s->slots[i].key)
                i = (i + 1) & (s->cap - 1);
            s->slots[i] = *o;
        }
        e = find(s, key, h);
    }
    e->key = key;
    e->hash = h;
    s->len++;
    return e;
}

bool nameset_has(const NameSet *s, const char *name)
{
    if (!s->len)
        return false;
    const NameEntry *e = find(s, name, hash_str(name));
    return e && e->key && e->taken;
}

void nameset_add(Arena *a, NameSet *s, const char *name) { entry(a, s, name)->taken = true; }

uint32_t *nameset_counter(Arena *a, NameSet *s, const char *base) { return &entry(a, s, base)->next; }

void nameset_clear(NameSet *s)
{
    if (s->cap)
        memset(s->slots, 0, sizeof(*s->slots) * s->cap);
    s->len = 0;
}

void nameset_reserve(Arena *a, NameSet *s, uint32_t n)
{
    if (s->len || n > (1u << 30))
        return;
    uint32_t cap = 64;
    while ((n + 1) * 2 > cap) /* entry()'s load: it then never grows for n names */
        cap *= 2;
    if (cap <= s->cap)
        return;
    s->cap = cap;
    s->slots = ARENA_ARRAY(a, NameEntry, cap);
}
