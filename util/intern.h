/* Interned strings: equal text gives the same pointer, so identifiers compare
 * with ==. One table per compilation, allocated in its arena. */
#ifndef PRISM_INTERN_H
#define PRISM_INTERN_H
#include "arena.h"

typedef struct Interner Interner;

Interner *interner_new(Arena *a);
const char *intern(Interner *in, const char *s, size_t len);
const char *intern_cstr(Interner *in, const char *s);

#endif
