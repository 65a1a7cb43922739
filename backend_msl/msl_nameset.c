/* The MSL namer's name sets (msl_names.c): util/nameset.h's open-addressed
 * table of names and per-base suffix counters, with each key's hash kept
 * in its slot. The largest function's set holds a name for most of its
 * values (130,000 at 100k lines of nested loops), far more than the
 * cache: comparing the stored hash first means a probe past another key,
 * and the rehash when the table grows, read no key text, so a lookup
 * costs about one cache miss instead of three or four. The set is only
 * looked up, so its layout changes no output. */
#include <string.h>
#include "msl_internal.h"

static uint32_t hash_str(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* key's slot, or the empty slot where it would go (NULL: no table yet). */
static MslNameEntry *find(const MslNameSet *s, const char *key, uint32_t h)
{
    if (!s->cap)
        return NULL;
    for (uint32_t i = h & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
        MslNameEntry *e = &s->slots[i];
        if (!e->key || (e->hash == h && strcmp(e->key, key) == 0))
            return e;
    }
}

/* The slot of key with hash h, made (untaken, counter 0) when missing. */
static MslNameEntry *entry(Arena *a, MslNameSet *s, const char *key, uint32_t h)
{
    MslNameEntry *e = find(s, key, h);
    if (e && e->key)
        return e;
    if ((s->len + 1) * 2 > s->cap) { /* grown: key's empty slot is elsewhere now */
        MslNameSet old = *s;
        s->cap = old.cap ? old.cap * 2 : 64;
        s->slots = ARENA_ARRAY(a, MslNameEntry, s->cap);
        for (uint32_t k = 0; k < old.cap; k++) {
            const MslNameEntry *o = &old.slots[k];
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

bool msl_nameset_has(const MslNameSet *s, const char *name)
{
    if (!s->len)
        return false;
    const MslNameEntry *e = find(s, name, hash_str(name));
    return e && e->key && e->taken;
}

void msl_nameset_add(Arena *a, MslNameSet *s, const char *name)
{
    entry(a, s, name, hash_str(name))->taken = true;
}

MslNameEntry *msl_nameset_base(Arena *a, MslNameSet *s, const char *base)
{
    return entry(a, s, base, hash_str(base));
}
