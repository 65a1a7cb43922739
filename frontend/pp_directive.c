/* pp_directive.c: the directives (C11 6.10.1-6.10.6) but #define and
 * #undef (pp_macro.c): #include, conditional groups, #line, #error,
 * #warning and #pragma. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pp_internal.h"
#include "pp_builtin_headers.h"

/* ---- #include ------------------------------------------------------------ */

FileEntry *pp_file_entry(PP *pp, const char *path, int create)
{
    if (create && (pp->files_count + 1) * 2 > pp->files_cap) {
        size_t ncap = pp->files_cap ? pp->files_cap * 2 : 64;
        FileEntry *n = calloc(ncap, sizeof *n);
        if (!n)
            abort();
        for (size_t i = 0; i < pp->files_cap; i++) {
            if (!pp->files[i].path)
                continue;
            size_t j = pp_ptr_hash(pp->files[i].path) & (ncap - 1);
            while (n[j].path)
                j = (j + 1) & (ncap - 1);
            n[j] = pp->files[i];
        }
        free(pp->files);
        pp->files = n;
        pp->files_cap = ncap;
    }
    if (!pp->files_cap)
        return NULL;
    size_t mask = pp->files_cap - 1;
    for (size_t i = pp_ptr_hash(path) & mask;; i = (i + 1) & mask) {
        FileEntry *e = &pp->files[i];
        if (e->path == path)
            return e;
        if (!e->path) {
            if (!create)
                return NULL;
            e->path = path;
            pp->files_count++;
            return e;
        }
    }
}

static char *read_fs(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return NULL;
    char *buf = NULL;
    size_t n = 0, cap = 0;
    for (;;) {
        pp_grow((void **)&buf, &cap, n + 65536, 1);
        size_t got = fread(buf + n, 1, cap - n, fp);
        n += got;
        if (got == 0)
            break;
    }
    int bad = ferror(fp);
    fclose(fp);
    if (bad) {
        free(buf);
        return NULL;
    }
    *len = n;
    return buf;
}

/* The file at path as a Ctx file, read once per compilation; NULL if none. */
static FileEntry *load_file(PP *pp, const char *path_text)
{
    const char *path = intern_cstr(pp->c->strs, path_text);
    FileEntry *e = pp_file_entry(pp, path, 0);
    if (e)
        return e;
    const PrismOptions *o = pp->c->opts;
    size_t len = 0;
    char *text = o && o->read_file ? o->read_file(o->read_file_user, path, &len) : read_fs(path, &len);
    if (!text)
        return NULL;
    uint32_t file = ctx_add_file(pp->c, path, path, text, len);
    pp->c->files.data[file].included = true;
    free(text);
    e = pp_file_entry(pp, path, 1);
    e->file = file;
    return e;
}

static const char *join_path(PP *pp, const char *dir, size_t dir_len, const char *name)
{
    if (name[0] == '/' || dir_len == 0)
        return name;
    return arena_printf(pp->c->scratch, "%.*s%s%s", (int)dir_len, dir,
                        dir[dir_len - 1] == '/' ? "" : "/", name);
}

/* One of the headers Prism carries (pp_builtin_headers.h), as a file named
 * "<prism>/NAME" in diagnostics; NULL if name is none of them. */
static FileEntry *builtin_header(PP *pp, const char *name)
{
    for (const PpBuiltinHeader *h = pp_builtin_headers; h->name; h++) {
        if (strcmp(h->name, name) != 0)
            continue;
        const char *path = intern_cstr(pp->c->strs, arena_printf(pp->c->scratch, "<prism>/%s", name));
        FileEntry *e = pp_file_entry(pp, path, 0);
        if (e)
            return e;
        uint32_t file = ctx_add_file(pp->c, path, path, h->text, strlen(h->text));
        e = pp_file_entry(pp, path, 1);
        e->file = file;
        return e;
    }
    return NULL;
}

/* "name" is looked for next to the including file, then in the -I folders;
 * <name> only in the -I folders; either then among the headers Prism
 * carries (<vk/spirv.h>). */
static FileEntry *find_include(PP *pp, const char *name, int angled)
{
    if (!angled) {
        const char *from = pp->c->files.data[pp_top(pp)->file].path;
        const char *slash = strrchr(from, '/');
        const char *bslash = strrchr(from, '\\');
        if (bslash > slash)
            slash = bslash;
        FileEntry *e = load_file(pp, join_path(pp, from, slash ? (size_t)(slash - from + 1) : 0, name));
        if (e)
            return e;
    }
    const PrismOptions *o = pp->c->opts;
    for (int i = 0; o && i < o->num_include_dirs; i++) {
        const char *dir = o->include_dirs[i];
        FileEntry *e = load_file(pp, join_path(pp, dir, strlen(dir), name));
        if (e)
            return e;
    }
    return builtin_header(pp, name);
}

/* The text between the quotes of a whole "..." token (or <...>), or NULL
 * (an unterminated literal has no closing quote). */
static const char *quoted_text(Arena *a, const Token *t)
{
    char close = t->kind == TK_HEADER_NAME ? '>' : '"';
    if ((t->kind != TK_STRING_LIT && t->kind != TK_HEADER_NAME) || t->len < 2 || t->text[t->len - 1] != close)
        return NULL;
    return arena_strndup(a, t->text + 1, t->len - 2);
}

/* #include MACRO: the line expanded must give "name" or <name>. */
static const char *computed_include(PP *pp, const Token *first, int *angled)
{
    TokBuf *line = pp_buf(pp);
    pp_push(line, first);
    Token t;
    while (pp_line_token(pp, &t))
        pp_push(line, &t);
    TokBuf *x = pp_expand_list(pp, line->data, line->len, first->loc);
    const char *name = NULL;
    if (x->len == 1 && x->data[0].kind == TK_STRING_LIT) {
        name = quoted_text(pp->c->scratch, &x->data[0]);
    } else if (x->len >= 2 && x->data[0].kind == TK_LT && x->data[x->len - 1].kind == TK_GT) {
        const char *s = pp_spell(pp, x->data + 1, x->len - 2, 0);
        name = s;
        *angled = 1;
    }
    pp_buf_put(pp, x);
    pp_buf_put(pp, line);
    return name;
}

static void do_include(PP *pp, const Token *dir)
{
    Frame *f = pp_top(pp);
    Token t;
    f->lx.header_name_ok = !f->has_peek;
    int has = pp_line_token(pp, &t);
    f->lx.header_name_ok = 0;
    if (!has) {
        diag(pp->c, dir->loc, D_PP_INCLUDE_SYNTAX);
        return;
    }
    int angled = 0;
    const char *name = NULL;
    if (t.kind == TK_STRING_LIT || t.kind == TK_HEADER_NAME) {
        angled = t.kind == TK_HEADER_NAME;
        name = quoted_text(pp->c->scratch, &t);
        pp_end_directive(pp, dir);
    } else {
        name = computed_include(pp, &t, &angled);
    }
    if (!name || !*name) {
        diag(pp->c, t.loc, D_PP_INCLUDE_SYNTAX);
        return;
    }
    if (pp->nframes > PP_MAX_INCLUDE_DEPTH) {
        pp_stop(pp, dir->loc, D_PP_INCLUDE_DEPTH, PP_MAX_INCLUDE_DEPTH);
        return;
    }
    FileEntry *e = find_include(pp, name, angled);
    if (!e) {
        diag(pp->c, t.loc, D_PP_INCLUDE_NOT_FOUND, name);
        return;
    }
    if (!e->once)
        pp_push_frame(pp, e->file);
}

/* ---- conditional groups (C11 6.10.1) ------------------------------------ */

/* Skips the lines of a group not taken, nested groups and all, up to the
 * #elif, #else or #endif that ends it; returns that directive's name
 * (TK_EOF at the end of the file). */
static Token skip_group(PP *pp)
{
    Frame *f = pp_top(pp);
    int depth = 0;
    Token t;
    f->lx.quiet = 1;
    for (;;) {
        pp_frame_lex(f, &t);
        if (t.kind == TK_EOF) {
            f->peek = t;
            f->has_peek = 1;
            break;
        }
        if (t.kind != TK_HASH || !(t.flags & TOKF_BOL) || !pp_line_token(pp, &t) || t.kind != TK_IDENT)
            continue;
        Directive d = pp_word_directive(pp, t.text);
        if (d == DIR_IF || d == DIR_IFDEF || d == DIR_IFNDEF)
            depth++;
        else if (d == DIR_ENDIF && depth > 0)
            depth--;
        else if ((d == DIR_ENDIF || d == DIR_ELIF || d == DIR_ELSE) && depth == 0)
            break;
    }
    f->lx.quiet = 0;
    return t;
}

static Directive directive_of(PP *pp, const Token *t)
{
    return t->kind == TK_IDENT ? pp_word_directive(pp, t->text) : DIR_NONE;
}

/* #elif/#else/#endif need an #if of the same file. */
static Cond *current_cond(PP *pp, const Token *dir)
{
    if (pp->nconds <= pp_top(pp)->cond_base) {
        diag(pp->c, dir->loc, D_PP_ELSE_WITHOUT_IF, dir->text);
        pp_skip_line(pp);
        return NULL;
    }
    return &pp->conds[pp->nconds - 1];
}

/* Skips groups until one is taken or the #endif: dir is the #elif or #else
 * that ended a group, or NULL when the #if itself was false. */
static void skip_groups(PP *pp, Token dir)
{
    for (;;) {
        Cond *cd = &pp->conds[pp->nconds - 1];
        Directive d = directive_of(pp, &dir);
        if (d == DIR_ENDIF) {
            pp_end_directive(pp, &dir);
            pp->nconds--;
            return;
        }
        if (d == DIR_ELSE || d == DIR_ELIF) {
            if (cd->saw_else)
                diag(pp->c, dir.loc, D_PP_ELSE_AFTER_ELSE, dir.text);
            if (d == DIR_ELSE) {
                cd->saw_else = 1;
                pp_end_directive(pp, &dir);
                if (!cd->taken) {
                    cd->taken = 1;
                    return;
                }
            } else if (!cd->taken && !cd->saw_else && pp_eval_if(pp, &dir)) {
                cd->taken = 1;
                return;
            } else {
                pp_skip_line(pp);
            }
        }
        dir = skip_group(pp);
        if (dir.kind == TK_EOF || pp->stopped)
            return;
    }
}

static void do_if(PP *pp, const Token *dir, Directive d)
{
    if (pp->nconds >= PP_MAX_IF_DEPTH) {
        pp_stop(pp, dir->loc, D_PP_IF_NESTING, PP_MAX_IF_DEPTH);
        return;
    }
    int taken;
    if (d == DIR_IF) {
        taken = pp_eval_if(pp, dir);
    } else {
        Token name;
        if (!pp_line_token(pp, &name) || name.kind != TK_IDENT) {
            diag(pp->c, dir->loc, D_PP_MACRO_NAME, dir->text);
            pp_skip_line(pp);
            taken = 0;
        } else {
            NameInfo *n = pp_name(pp, name.text, 0);
            taken = (n && n->macro) == (d == DIR_IFDEF);
            pp_end_directive(pp, dir);
        }
    }
    Cond cd = {dir->loc, dir->text, (uint8_t)taken, 0};
    pp->conds[pp->nconds++] = cd;
    if (!taken) {
        Token next = skip_group(pp);
        if (next.kind != TK_EOF)
            skip_groups(pp, next);
    }
}

/* #elif or #else met while a group was being read: that group was taken,
 * so everything up to the #endif is skipped. */
static void do_else(PP *pp, const Token *dir, Directive d)
{
    Cond *cd = current_cond(pp, dir);
    if (!cd)
        return;
    if (cd->saw_else)
        diag(pp->c, dir->loc, D_PP_ELSE_AFTER_ELSE, dir->text);
    cd->taken = 1;
    if (d == DIR_ELSE) {
        cd->saw_else = 1;
        pp_end_directive(pp, dir);
    } else {
        pp_skip_line(pp); /* C11 6.10.1p6: not evaluated */
    }
    Token next = skip_group(pp);
    if (next.kind != TK_EOF)
        skip_groups(pp, next);
}

static void do_endif(PP *pp, const Token *dir)
{
    if (!current_cond(pp, dir))
        return;
    pp_end_directive(pp, dir);
    pp->nconds--;
}

/* ---- the other directives ----------------------------------------------- */

/* #line N "file" (C11 6.10.4), and the GNU form "# N "file"". */
static void do_line(PP *pp, const Token *dir, const Token *first)
{
    TokBuf *line = pp_buf(pp);
    Token t;
    if (first)
        pp_push(line, first);
    while (pp_line_token(pp, &t))
        pp_push(line, &t);
    TokBuf *x = pp_expand_list(pp, line->data, line->len, dir->loc);
    unsigned long long n = 0;
    int ok = x->len >= 1 && x->data[0].kind == TK_INT_LIT;
    for (uint32_t i = 0; ok && i < x->data[0].len; i++) {
        char ch = x->data[0].text[i];
        ok = ch >= '0' && ch <= '9' && (n = n * 10 + (unsigned)(ch - '0')) <= 2147483647u;
    }
    const char *name = ok && x->len == 2 ? quoted_text(pp->c->arena, &x->data[1]) : NULL;
    ok = ok && n >= 1 && (x->len == 1 || name);
    if (!ok) {
        diag(pp->c, dir->loc, D_PP_BAD_LINE);
    } else {
        Frame *f = pp_top(pp);
        /* The line after the directive is line n. */
        int32_t old_delta = f->line_delta;
        uint32_t phys = line->data[line->len - 1].loc.line - (uint32_t)old_delta;
        f->line_delta = (int32_t)n - (int32_t)(phys + 1);
        if (name) {
            const SourceFile *real = &pp->c->files.data[f->file];
            SourceFile named = {name, real->path, "", 0, false};
            vec_push(pp->c->arena, &pp->c->files, named);
            f->loc_file = (uint32_t)(pp->c->files.len - 1);
        }
        if (f->has_peek) { /* the next line's first token was read under the old numbering */
            f->peek.loc.line = (uint32_t)((int32_t)f->peek.loc.line - old_delta + f->line_delta);
            f->peek.loc.file = f->loc_file;
        }
    }
    pp_buf_put(pp, x);
    pp_buf_put(pp, line);
}

/* The rest of the line as text, for #error and #warning. It is prose, so
 * an apostrophe in it is no unterminated character literal. */
static const char *rest_of_line(PP *pp)
{
    TokBuf *line = pp_buf(pp);
    Token t;
    Lexer *lx = &pp_top(pp)->lx;
    lx->quiet = 1;
    while (pp_line_token(pp, &t))
        pp_push(line, &t);
    lx->quiet = 0;
    const char *s = pp_spell(pp, line->data, line->len, 0);
    pp_buf_put(pp, line);
    return s;
}

/* #pragma pack_matrix(row_major | column_major) (DXC's, after FXC's): the
 * default matrix layout of the declarations after it. The parser gets it as
 * one word no source can spell (PP_PRAGMA_ROW_MAJOR / _COLUMN_MAJOR). */
static void pack_matrix(PP *pp, const Token *name)
{
    Token open, arg, close;
    bool ok = pp_line_token(pp, &open) && open.kind == TK_LPAREN && pp_line_token(pp, &arg) &&
              arg.kind == TK_IDENT && pp_line_token(pp, &close) && close.kind == TK_RPAREN;
    bool row = ok && strcmp(arg.text, "row_major") == 0;
    if (!ok || (!row && strcmp(arg.text, "column_major") != 0)) {
        diag(pp->c, name->loc, D_PP_PACK_MATRIX);
        return;
    }
    pp->pragma_tok = *name;
    pp->pragma_tok.kind = TK_IDENT;
    pp->pragma_tok.flags = TOKF_NOEXPAND | TOKF_BOL;
    pp->pragma_tok.text = intern_cstr(pp->c->strs, row ? PP_PRAGMA_ROW_MAJOR : PP_PRAGMA_COLUMN_MAJOR);
    pp->pragma_tok.len = (uint32_t)strlen(pp->pragma_tok.text); /* -P prints it whole */
    pp->has_pragma_tok = 1;
}

static void do_pragma(PP *pp, const Token *dir)
{
    Token t;
    bool any = pp_line_token(pp, &t);
    if (any && t.text == pp->w_once) {
        FileEntry *e = pp_file_entry(pp, intern_cstr(pp->c->strs, pp->c->files.data[pp_top(pp)->file].path), 0);
        if (e)
            e->once = 1;
    } else if (any && t.kind == TK_IDENT && strcmp(t.text, "pack_matrix") == 0) {
        pack_matrix(pp, &t);
    }
    pp_skip_line(pp); /* other pragmas are not the preprocessor's */
}

void pp_directive(PP *pp, const Token *hash)
{
    Token name;
    if (!pp_line_token(pp, &name))
        return; /* the null directive */
    if (name.kind == TK_INT_LIT) {
        do_line(pp, hash, &name);
        return;
    }
    Directive d = directive_of(pp, &name);
    switch (d) {
    case DIR_DEFINE: pp_define(pp, &name); break;
    case DIR_UNDEF: pp_undef(pp, &name); break;
    case DIR_INCLUDE: do_include(pp, &name); break;
    case DIR_IF:
    case DIR_IFDEF:
    case DIR_IFNDEF: do_if(pp, &name, d); break;
    case DIR_ELIF:
    case DIR_ELSE: do_else(pp, &name, d); break;
    case DIR_ENDIF: do_endif(pp, &name); break;
    case DIR_LINE: do_line(pp, &name, NULL); break;
    case DIR_ERROR: diag(pp->c, name.loc, D_PP_ERROR, rest_of_line(pp)); break;
    case DIR_WARNING: diag(pp->c, name.loc, D_PP_WARNING, rest_of_line(pp)); break;
    case DIR_PRAGMA: do_pragma(pp, &name); break;
    case DIR_NONE:
        diag(pp->c, name.loc, D_PP_BAD_DIRECTIVE, name.text);
        pp_skip_line(pp);
        break;
    }
}

