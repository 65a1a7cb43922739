/* Interned strings: equal text gives the same pointer, so identifiers compare
 * with ==. One table per compilation; the strings are in its arena. */
#ifndef PRISM_INTERN_H
#define PRISM_INTERN_H
#include <stdbool.h>
#include "arena.h"

typedef struct Interner Interner;

Interner *interner_new(Arena *a);
/* Frees the table (the strings stay in the arena given to interner_new). */
void interner_free(Interner *in);
const char *intern(Interner *in, const char *s, size_t len);
const char *intern_cstr(Interner *in, const char *s);
/* Makes every string of src one of dst's, by the same pointer (src's
 * arena must outlive dst's users): a compile that takes another one's
 * tokens (lib/context.c). False if dst already held one of them at
 * another address (nothing is then guaranteed: do not use the tokens). */
bool interner_adopt(Interner *dst, const Interner *src);

#endif
