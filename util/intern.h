/* Interned strings: equal text gives the same pointer, so identifiers compare
 * with ==. One table per compilation; the strings are in its arena.
 *
 * A table may sit over a base: a read-only set of words shared by every
 * compile of the process (the built-in names, frontend/builtin_words.c),
 * each with a tag. Its words intern to the base's pointers, so a compile
 * need not intern or classify them again; nothing ever writes the base
 * after intern_base_new, so threads share it without locks. */
#ifndef PRISM_INTERN_H
#define PRISM_INTERN_H
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include "arena.h"

typedef struct Interner Interner;
/* The words in one block, each a record of its hash, length and tag (4
 * bytes each) then its text and NUL, padded to 4: a pointer inside
 * [text, end) is a base word, and its tag is just before it. The table
 * holds offsets, at most half full. frontend/builtin_words.c's is made at
 * build time (tools/gen_builtin_words.c through intern_base_new), so a
 * process starts with it ready. */
typedef struct InternBase {
    const char *text, *end;
    const uint32_t *slots; /* a record's text offset + 1; 0: empty */
    size_t cap;            /* a power of 2 */
} InternBase;

typedef struct InternWord {
    const char *text;
    uint32_t tag; /* a word given twice gets its tags or'ed */
} InternWord;

/* Copies the words into one malloc'd block (never freed: it lives as long
 * as the process); out, when not NULL, gets each word's base pointer. */
InternBase *intern_base_new(const InternWord *words, size_t n, const char **out);
/* The tag of a string interned through a table over b, or 0 for a string
 * that is not one of b's words. Inline: the parser and preprocessor ask it
 * of every word. Pointers into other objects compare as integers: the
 * block's bounds are all that is asked. */
static inline uint32_t intern_base_tag(const InternBase *b, const char *s)
{
    uint32_t tag = 0;
    if (b && (uintptr_t)s >= (uintptr_t)b->text && (uintptr_t)s < (uintptr_t)b->end)
        memcpy(&tag, s - 4, 4);
    return tag;
}

Interner *interner_new(Arena *a);
/* An Interner over base (NULL: none). */
Interner *interner_new_over(Arena *a, const InternBase *base);
const InternBase *interner_base(const Interner *in);
/* Frees the table (the strings stay in the arena given to interner_new). */
void interner_free(Interner *in);
const char *intern(Interner *in, const char *s, size_t len);
const char *intern_cstr(Interner *in, const char *s);
/* Makes every string of src one of dst's, by the same pointer (src's
 * arena must outlive dst's users): a compile that takes another one's
 * tokens (lib/context.c). False if dst already held one of them at
 * another address, or the two sit over different bases (nothing is then
 * guaranteed: do not use the tokens). */
bool interner_adopt(Interner *dst, const Interner *src);

#endif
