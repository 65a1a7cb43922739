#include "nameset.h"
#include <string.h>

static uint32_t hash_str(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

static NameEntry *find(const NameSet *s, const char *key)
{
    if (!s->cap)
        return NULL;
    for (uint32_t i = hash_str(key) & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
        NameEntry *e = &s->slots[i];
        if (!e->key || strcmp(e->key, key) == 0)
            return e;
    }
}

/* The entry of key, made (untaken, counter 0) when missing. */
static NameEntry *entry(Arena *a, NameSet *s, const char *key)
{
    NameEntry *e = find(s, key);
    if (e && e->key)
        return e;
    if ((s->len + 1) * 2 > s->cap) { /* grown: key's empty slot is elsewhere now */
        NameSet old = *s;
        s->cap = old.cap ? old.cap * 2 : 64;
        s->len = 0;
        s->slots = ARENA_ARRAY(a, NameEntry, s->cap);
        for (uint32_t i = 0; i < old.cap; i++)
            if (old.slots[i].key) {
                *find(s, old.slots[i].key) = old.slots[i];
                s->len++;
            }
        e = find(s, key);
    }
    e->key = key;
    s->len++;
    return e;
}

bool nameset_has(const NameSet *s, const char *name)
{
    const NameEntry *e = find(s, name);
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
