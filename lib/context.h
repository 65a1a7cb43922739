/* The compile context's side that the pipeline (compile.c) calls: the
 * preprocessing of a compile taken from the context's cache. */
#ifndef PRISM_CONTEXT_H
#define PRISM_CONTEXT_H
#include "../frontend/token.h"

typedef struct SharedPP SharedPP;

/* Fills c (a fresh compilation: no file, no string yet) and toks exactly as
 * ctx_add_file(source) and preprocess() would: the same files table, the
 * same interned strings (by pointer), the same warnings, the same tokens.
 * The preprocessing runs once per key (context.c, "What a preprocessing
 * depends on") and is shared by every compile with that key. Returns the
 * entry, held until context_release, or NULL when the compile must
 * preprocess itself (the shared run had errors, or c was not fresh). */
SharedPP *context_preprocess(PrismContext *x, Ctx *c, const char *source, size_t length, const char *filename,
                             TokenVec *toks);
void context_release(PrismContext *x, SharedPP *e);

/* prism_context_compile's compile: prism_compile with a context (NULL: none). */
PrismResult *compile_in_context(PrismContext *x, const char *source, size_t length, const char *filename,
                                const PrismOptions *options);

#endif
