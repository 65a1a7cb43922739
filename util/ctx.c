#include "ctx.h"
#include <stdlib.h>
#include "../frontend/builtin_words.h"

Ctx *ctx_new(const PrismOptions *opts)
{
    Arena *a = arena_new();
    Ctx *c = ARENA_NEW(a, Ctx);
    c->arena = a;
    c->scratch = arena_new();
    c->strs = interner_new_over(a, builtin_words()); /* the built-in names: once a process */
    c->opts = opts;
    SourceFile none = {"<none>", "", "", 0, false};
    vec_push(a, &c->files, none);
    return c;
}

void ctx_free(Ctx *c)
{
    if (!c)
        return;
    interner_free(c->strs);
    arena_free(c->scratch);
    arena_free(c->ast_arena);
    arena_free(c->sema_arena);
    arena_free(c->lower_arena);
    arena_free(c->arena); /* c itself lives in the arena */
}

uint32_t ctx_add_file(Ctx *c, const char *name, const char *path, const char *text, size_t len)
{
    SourceFile f = {arena_strdup(c->arena, name), arena_strdup(c->arena, path ? path : name),
                    arena_strndup(c->arena, text, len), len, false};
    vec_push(c->arena, &c->files, f);
    return (uint32_t)(c->files.len - 1);
}

void ctx_bail(Ctx *c)
{
    if (c->bail)
        longjmp(*c->bail, 1);
    abort(); /* no unwinding point: a bug in the caller, not reachable from the API */
}
