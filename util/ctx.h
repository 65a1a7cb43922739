/* The state of one compilation. Everything hangs off it; nothing is global. */
#ifndef PRISM_CTX_H
#define PRISM_CTX_H
#include <setjmp.h>
#include <stdbool.h>
#include "../include/prism.h"
#include "arena.h"
#include "diag.h"
#include "intern.h"
#include "vec.h"

typedef struct SourceFile {
    const char *name; /* as the user or the #include spelled it */
    const char *path; /* resolved path, for #pragma once and relative includes */
    const char *text; /* NUL-terminated */
    size_t len;
    bool included;    /* read by #include: a dependency of the output (-MD) */
} SourceFile;

typedef struct Ctx {
    Arena *arena;   /* lives as long as the compilation */
    Arena *scratch; /* reset between passes */
    Arena *ast_arena; /* the tokens and the AST's nodes when not NULL (else arena): prism_compile
                         frees it once the AST is lowered, which nothing reads after */
    Arena *sema_arena; /* sema's scopes while sema runs (freed when it ends, or by ctx_free on a bail) */
    Arena *lower_arena; /* lowering's own state and tables while it runs (likewise) */
    Interner *strs;
    const PrismOptions *opts;
    VEC(SourceFile) files; /* index 0 is a placeholder: SrcLoc.file 0 means "no position" */
    VEC(Diag) diags;
    int errors, warnings;
    struct TypeTable *types; /* the front end's HLSL types (frontend/types.h) */
    jmp_buf *bail; /* where diag_fatal and ice unwind to (the API entry point) */
} Ctx;

Ctx *ctx_new(const PrismOptions *opts);
void ctx_free(Ctx *c);
/* Adds a source file (text copied into the arena) and returns its index. */
uint32_t ctx_add_file(Ctx *c, const char *name, const char *path, const char *text, size_t len);
_Noreturn void ctx_bail(Ctx *c);

#endif
