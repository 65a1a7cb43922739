/* pp.c: the preprocessor's driver (C11 6.10): its state and scratch
 * buffers, reading tokens from the stack of files, the predefined macros and
 * -D/-U, the entry point and the -P text form. The directives are in
 * pp_directive.c, macro definition and expansion in pp_macro.c, #if
 * expressions in pp_expr.c.
 *
 * Temporary token arrays are malloc'd (not the arena: expansion makes and
 * drops many) and all freed when preprocess returns or a diagnostic unwinds
 * through it. Limits (include depth, #if nesting, expansion depth, tokens made
 * by expansion) report once and stop: every stream then ends at once. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pp_internal.h"
#include "../backend_spirv/spirv.h" /* spv_target_version */

/* ---- scratch buffers ---------------------------------------------------- */

void *pp_xrealloc(void *p, size_t size)
{
    void *q = realloc(p, size ? size : 1);
    if (!q) {
        fputs("prism: out of memory\n", stderr);
        abort();
    }
    return q;
}

/* Grows a malloc'd array of elem-sized items to hold need of them. */
void pp_grow(void **data, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return;
    size_t n = *cap ? *cap * 2 : 16;
    while (n < need)
        n *= 2;
    *data = pp_xrealloc(*data, n * elem);
    *cap = n;
}

void pp_grow_buf(TokBuf *b)
{
    pp_grow((void **)&b->data, &b->cap, b->len + 1, sizeof(Token));
}

TokBuf *pp_buf(PP *pp)
{
    if (pp->pool_len)
        return pp->pool[--pp->pool_len];
    TokBuf *b = pp_xrealloc(NULL, sizeof *b);
    memset(b, 0, sizeof *b);
    pp_grow((void **)&b->data, &b->cap, 16, sizeof(Token)); /* never NULL: raw->data + 0 is fine */
    pp_grow((void **)&pp->owned, &pp->owned_cap, pp->owned_len + 1, sizeof(TokBuf *));
    pp->owned[pp->owned_len++] = b;
    return b;
}

void pp_buf_put(PP *pp, TokBuf *b)
{
    b->len = 0;
    pp_grow((void **)&pp->pool, &pp->pool_cap, pp->pool_len + 1, sizeof(TokBuf *));
    pp->pool[pp->pool_len++] = b;
}

static void pp_free(PP *pp)
{
    for (size_t i = 0; i < pp->owned_len; i++) {
        free(pp->owned[i]->data);
        free(pp->owned[i]);
    }
    free(pp->owned);
    free(pp->pool);
    free(pp->names);
    free(pp->hide);
    free(pp->hide_index);
    free(pp->union_cache);
    free(pp->files);
    free(pp->slots);
    free(pp->text);
}

/* ---- the name table ----------------------------------------------------- */

size_t pp_ptr_hash(const void *p)
{
    uint64_t h = (uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 29);
}

static void make_predefined(PP *pp, PredefinedId id, const char *name);

NameInfo *pp_name(PP *pp, const char *name, int create)
{
    if (create && (pp->names_count + 1) * 2 > pp->names_cap) {
        size_t ncap = pp->names_cap ? pp->names_cap * 2 : 64; /* keywords are not in it */
        NameInfo *n = calloc(ncap, sizeof *n);
        if (!n)
            abort();
        for (size_t i = 0; i < pp->names_cap; i++) {
            if (!pp->names[i].name)
                continue;
            size_t j = pp_ptr_hash(pp->names[i].name) & (ncap - 1);
            while (n[j].name)
                j = (j + 1) & (ncap - 1);
            n[j] = pp->names[i];
        }
        free(pp->names);
        pp->names = n;
        pp->names_cap = ncap;
    }
    size_t mask = pp->names_cap - 1;
    for (size_t i = pp_ptr_hash(name) & mask;; i = (i + 1) & mask) {
        NameInfo *e = &pp->names[i];
        if (e->name == name)
            return e;
        if (!e->name) {
            uint32_t pre = (intern_base_tag(pp->words, name) & WORD_PREDEFINED_MASK) >> WORD_PREDEFINED_SHIFT;
            if (pre && (pp->predef_pending & (1u << pre))) { /* first look-up of a predefined macro */
                make_predefined(pp, (PredefinedId)pre, name);
                return pp_name(pp, name, create);
            }
            if (!create)
                return NULL;
            e->name = name;
            pp->names_count++;
            return e;
        }
    }
}

/* ---- reading the files -------------------------------------------------- */

void pp_push_frame(PP *pp, uint32_t file)
{
    Frame *f = &pp->frames[pp->nframes++];
    memset(f, 0, sizeof *f);
    lexer_init(&f->lx, pp->c, file);
    f->lx.spellings = pp->spellings;
    f->file = f->loc_file = file;
    f->cond_base = pp->nconds;
}

/* The next raw token of the current file, with #line applied. */
void pp_frame_lex(Frame *f, Token *t)
{
    if (f->has_peek) {
        *t = f->peek;
        f->has_peek = 0;
        return;
    }
    lexer_next(&f->lx, t);
    t->loc.file = f->loc_file;
    t->loc.line = (uint32_t)((int32_t)t->loc.line + f->line_delta);
}

/* The next token on the directive's line; 0 at the end of the line. */
int pp_line_token(PP *pp, Token *t)
{
    Frame *f = pp_top(pp);
    pp_frame_lex(f, t);
    if (t->kind == TK_EOF || (t->flags & TOKF_BOL)) {
        f->peek = *t;
        f->has_peek = 1;
        return 0;
    }
    return 1;
}

void pp_skip_line(PP *pp)
{
    Token t;
    while (pp_line_token(pp, &t))
        ;
}

/* Directives that take nothing more warn about what follows (as GCC does). */
void pp_end_directive(PP *pp, const Token *name)
{
    Token t;
    if (pp_line_token(pp, &t)) {
        diag(pp->c, t.loc, D_PP_EXTRA_TOKENS, name->text);
        pp_skip_line(pp);
    }
}

void pp_stop(PP *pp, SrcLoc loc, DiagId id, int limit)
{
    if (!pp->stopped)
        diag(pp->c, loc, id, limit);
    pp->stopped = 1;
}

/* At the end of a file, its #if groups still open are errors. */
static void close_file_conds(PP *pp, Frame *f)
{
    for (int i = f->cond_base; i < pp->nconds; i++)
        diag(pp->c, pp->conds[i].loc, D_PP_UNTERMINATED_IF, pp->conds[i].what);
    pp->nconds = f->cond_base;
}

/* The next token of the files after directives: TK_EOF only at the end of
 * the main file. */
static void file_next(PP *pp, Token *t)
{
    for (;;) {
        Frame *f = pp_top(pp);
        pp_frame_lex(f, t);
        if (t->kind == TK_EOF) {
            if (!f->ended)
                close_file_conds(pp, f);
            f->ended = 1;
            if (pp->nframes == 1 || pp->stopped)
                return;
            pp->nframes--;
            continue;
        }
        if (t->kind == TK_HASH && (t->flags & TOKF_BOL)) {
            pp_directive(pp, t);
            if (pp->stopped) {
                t->kind = TK_EOF;
                return;
            }
            if (pp->has_pragma_tok) {
                pp->has_pragma_tok = 0;
                *t = pp->pragma_tok;
                return;
            }
            continue;
        }
        return;
    }
}

int pp_stream_next(PP *pp, Stream *s, Token *t)
{
    if (pp->stopped)
        return 0;
    if (s->pending->len) {
        *t = s->pending->data[--s->pending->len];
        return 1;
    }
    if (!s->from_file)
        return 0;
    file_next(pp, t);
    return t->kind != TK_EOF;
}

/* ---- spelling tokens back as text --------------------------------------- */

static void text_reserve(PP *pp, size_t need)
{
    pp_grow((void **)&pp->text, &pp->text_cap, need, 1);
}

/* The tokens as text, a space where one was; with quote, as a string literal
 * (C11 6.10.3.2: '"' and '\' inside string and character literals escaped).
 * The result is interned. */
const char *pp_spell(PP *pp, const Token *t, size_t n, int quote)
{
    size_t len = 0;
    text_reserve(pp, 3);
    if (quote)
        pp->text[len++] = '"';
    for (size_t i = 0; i < n; i++) {
        int escape = quote && (t[i].kind == TK_STRING_LIT || t[i].kind == TK_CHAR_LIT);
        text_reserve(pp, len + 2 * t[i].len + 3);
        if (i > 0 && (t[i].flags & TOKF_SPACE))
            pp->text[len++] = ' ';
        for (uint32_t j = 0; j < t[i].len; j++) {
            char ch = t[i].text[j];
            if (escape && (ch == '"' || ch == '\\'))
                pp->text[len++] = '\\';
            pp->text[len++] = ch;
        }
    }
    if (quote)
        pp->text[len++] = '"';
    return intern(pp->c->strs, pp->text, len);
}

/* ---- predefined macros, -D and -U --------------------------------------- */

static int valid_macro_name(const char *s, size_t n)
{
    if (n == 0 || (s[0] >= '0' && s[0] <= '9'))
        return 0;
    for (size_t i = 0; i < n; i++) {
        char ch = s[i];
        if (!(ch == '_' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')))
            return 0;
    }
    return 1;
}

/* DXC's stage numbers (hlsl::DXIL::ShaderKind), by profile prefix. */
static int profile_stage(const char *profile)
{
    static const struct { const char *prefix; int stage; } stages[] = {
        {"ps_", 0}, {"vs_", 1}, {"gs_", 2}, {"hs_", 3}, {"ds_", 4},
        {"cs_", 5}, {"lib_", 6}, {"ms_", 13}, {"as_", 14},
    };
    for (size_t i = 0; profile && i < sizeof stages / sizeof stages[0]; i++)
        if (strncmp(profile, stages[i].prefix, strlen(stages[i].prefix)) == 0)
            return stages[i].stage;
    return 5; /* no profile: compute, the stage Prism builds first */
}


static void put_number(Predefined *d, PredefinedId id, const char *name, long long v)
{
    char digits[24], *p = digits + sizeof digits;
    unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    *--p = 0;
    do
        *--p = (char)('0' + u % 10);
    while (u /= 10);
    if (v < 0)
        *--p = '-';
    d->id = id;
    d->name = name;
    memcpy(d->value, p, (size_t)(digits + sizeof digits - p));
}

/* DXC's predefined macros for these options, in the order of the
 * <built-in> file's lines. */
static int predefined_list(const PrismOptions *o, Predefined *out)
{
    static const struct { PredefinedId id; const char *name, *value; } stage_names[] = {
        {PRE_STAGE_PIXEL, "__SHADER_STAGE_PIXEL", "0"}, {PRE_STAGE_VERTEX, "__SHADER_STAGE_VERTEX", "1"},
        {PRE_STAGE_GEOMETRY, "__SHADER_STAGE_GEOMETRY", "2"}, {PRE_STAGE_HULL, "__SHADER_STAGE_HULL", "3"},
        {PRE_STAGE_DOMAIN, "__SHADER_STAGE_DOMAIN", "4"}, {PRE_STAGE_COMPUTE, "__SHADER_STAGE_COMPUTE", "5"},
        {PRE_STAGE_LIBRARY, "__SHADER_STAGE_LIBRARY", "6"}, {PRE_STAGE_MESH, "__SHADER_STAGE_MESH", "13"},
        {PRE_STAGE_AMPLIFICATION, "__SHADER_STAGE_AMPLIFICATION", "14"}, {PRE_PRISM, "__PRISM__", "1"},
    };
    int major = 6, minor = 0, n = 0;
    const char *profile = o ? o->profile : NULL;
    const char *us = profile ? strchr(profile, '_') : NULL;
    if (us && us[1] >= '0' && us[1] <= '9' && us[2] == '_' && us[3] >= '0' && us[3] <= '9') {
        major = us[1] - '0';
        minor = atoi(us + 3);
    }
    put_number(&out[n++], PRE_HLSL_VERSION, "__HLSL_VERSION", o && o->hlsl_version ? o->hlsl_version : 2021);
    put_number(&out[n++], PRE_TARGET_MAJOR, "__SHADER_TARGET_MAJOR", major);
    put_number(&out[n++], PRE_TARGET_MINOR, "__SHADER_TARGET_MINOR", minor);
    for (size_t i = 0; i < sizeof stage_names / sizeof stage_names[0]; i++, n++) {
        out[n].id = stage_names[i].id;
        out[n].name = stage_names[i].name;
        strcpy(out[n].value, stage_names[i].value);
    }
    put_number(&out[n++], PRE_TARGET_STAGE, "__SHADER_TARGET_STAGE", profile_stage(profile));
    if (o && o->enable_16bit_types)
        put_number(&out[n++], PRE_ENABLE_16_BIT, "__HLSL_ENABLE_16_BIT", 1);
    /* DXC with -spirv: __spirv__ and the target environment's SPIR-V
     * version. Only when SPIR-V is the one target: one preprocessing
     * serves every target of a compile, and MSL and WGSL take no SPIR-V
     * (vk::) code. */
    uint32_t v = o ? spv_target_version(o->vulkan_version, o->spirv_version) : 0;
    if (o && o->targets == PRISM_TARGET_SPIRV && v) {
        put_number(&out[n++], PRE_SPIRV, "__spirv__", 1);
        put_number(&out[n++], PRE_SPIRV_MAJOR, "__SPIRV_MAJOR_VERSION__", v >> 16);
        put_number(&out[n++], PRE_SPIRV_MINOR, "__SPIRV_MINOR_VERSION__", (v >> 8) & 0xff);
    }
    return n;
}

/* The predefined macros are made directly, not lexed from #define lines
 * (that was a third of preprocessing a small shader), and only when their
 * name is first looked up (pp_name): most shaders use none. The
 * <built-in> file still holds those lines, so the files and their numbers
 * are as before, and each macro sits where its line would put it. */
static void add_predefined(PP *pp, StrBuf *sb)
{
    Predefined *defs = pp->predef;
    int n = predefined_list(pp->c->opts, defs);
    for (int i = 0; i < n; i++) {
        sb_puts(sb, "#define ");
        sb_puts(sb, defs[i].name);
        sb_putc(sb, ' ');
        sb_puts(sb, defs[i].value);
        sb_putc(sb, '\n');
        pp->predef_pending |= 1u << defs[i].id;
    }
    pp->npredef = n;
    pp->predef_file = ctx_add_file(pp->c, "<built-in>", "<built-in>", sb->data, sb->len);
    sb->len = 0;
}

/* Makes the predefined macro id, the word name: line i + 1 of <built-in>,
 * the name after "#define ". */
static void make_predefined(PP *pp, PredefinedId id, const char *name)
{
    pp->predef_pending &= ~(1u << id);
    for (int i = 0; i < pp->npredef; i++)
        if (pp->predef[i].id == id)
            pp_define_number(pp, name, pp->predef[i].value, (SrcLoc){pp->predef_file, (uint32_t)i + 1, 9});
}

/* -D NAME[=VALUE] then -U NAME, as directives of a "<command line>" file. */
static void add_option_text(PP *pp, StrBuf *sb)
{
    const PrismOptions *o = pp->c->opts;
    SrcLoc none = {0, 0, 0};
    for (int i = 0; o && i < o->num_defines; i++) {
        const char *d = o->defines[i], *eq = strchr(d, '=');
        size_t n = eq ? (size_t)(eq - d) : strlen(d);
        if (!valid_macro_name(d, n)) {
            diag(pp->c, none, D_PP_BAD_OPTION, 'D', d);
            continue;
        }
        sb_printf(sb, "#define %.*s ", (int)n, d);
        for (const char *v = eq ? eq + 1 : "1"; *v; v++)
            sb_putc(sb, *v == '\n' || *v == '\r' ? ' ' : *v);
        sb_putc(sb, '\n');
    }
    for (int i = 0; o && i < o->num_undefines; i++) {
        const char *u = o->undefines[i];
        if (!valid_macro_name(u, strlen(u)))
            diag(pp->c, none, D_PP_BAD_OPTION, 'U', u);
        else
            sb_printf(sb, "#undef %s\n", u);
    }
}

/* Runs the directives of a text that is no user file (it yields no tokens). */
static void run_directives(PP *pp, const char *name, StrBuf *sb)
{
    if (!sb->len)
        return;
    uint32_t file = ctx_add_file(pp->c, name, name, sb->data, sb->len);
    sb->len = 0;
    pp_push_frame(pp, file);
    Token t;
    do
        file_next(pp, &t);
    while (t.kind != TK_EOF);
    pp->nframes = 0;
}

static void predefine(PP *pp)
{
    pp_add_builtin(pp, "__LINE__", BUILTIN_LINE);
    pp_add_builtin(pp, "__FILE__", BUILTIN_FILE);
    StrBuf sb = {0};
    add_predefined(pp, &sb);
    add_option_text(pp, &sb);
    run_directives(pp, "<command line>", &sb);
    sb_free(&sb);
}

/* ---- the entry points ----------------------------------------------------- */

static PP *pp_new(Ctx *c)
{
    /* All zero but frames and conds (19 KiB), each written as it is
     * pushed: zeroing them was a tenth of preprocessing a small shader. */
    PP *pp = arena_alloc_raw(c->arena, sizeof *pp);
    memset(pp, 0, offsetof(PP, frames));
    pp->nframes = 0;
    memset(&pp->nconds, 0, sizeof *pp - offsetof(PP, nconds));
    _Static_assert(offsetof(PP, nframes) == offsetof(PP, frames) + sizeof pp->frames &&
                   offsetof(PP, conds) < offsetof(PP, nframes) + 16 &&
                   offsetof(PP, nconds) == offsetof(PP, conds) + sizeof pp->conds,
                   "pp_new zeroes all of PP but frames and conds");
    pp->c = c;
    pp->words = interner_base(c->strs);
    Interner *s = c->strs;
    pp->w_defined = intern_cstr(s, "defined");
    pp->w_va_args = intern_cstr(s, "__VA_ARGS__");
    pp->w_once = intern_cstr(s, "once");
    pp->w_true = intern_cstr(s, "true");
    pp->w_false = intern_cstr(s, "false");
    pp->w_one = intern_cstr(s, "1");
    pp->w_zero = intern_cstr(s, "0");
    return pp;
}

/* A character no token starts with, as the message shows it. */
static void report_stray(Ctx *c, const Token *t)
{
    unsigned char ch = (unsigned char)t->text[0];
    char shown[8];
    if (ch > 32 && ch < 127)
        snprintf(shown, sizeof shown, "%c", ch);
    else
        snprintf(shown, sizeof shown, "\\x%02x", ch);
    diag(c, t->loc, D_LEX_STRAY_CHAR, shown);
}

/* The expanded tokens, as the parser wants them: keywords classified, the
 * preprocessor's bookkeeping cleared, one TK_EOF at the end. */
static void emit(PP *pp, const TokBuf *b, TokenVec *out)
{
    Ctx *c = pp->c;
    Arena *a = c->ast_arena ? c->ast_arena : c->arena; /* parsing is all that reads them */
    int need = out->len + (int)b->len + 1;
    if (out->cap == 0) { /* the exact size: at 40 bytes a token, doubling costs */
        out->data = arena_alloc_raw(a, sizeof(Token) * (size_t)need); /* each written below */
        out->cap = need;
    }
    vec_reserve(a, out, need);
    for (size_t i = 0; i < b->len; i++) {
        Token t = b->data[i];
        if (t.kind == TK_IDENT) {
            t.kind = builtin_keyword(pp->words, t.text);
        } else if (t.kind == TK_OTHER) {
            report_stray(c, &t);
        }
        t.flags &= TOKF_BOL | TOKF_SPACE | TOKF_NOEXPAND;
        t.pp = 0;
        out->data[out->len++] = t;
    }
    Frame *f = pp->nframes ? &pp->frames[0] : NULL;
    Token eof = {TK_EOF, TOKF_BOL, 0, intern(c->strs, "", 0), {0, 0, 0}, 0};
    if (f)
        eof.loc = (SrcLoc){f->loc_file, f->lx.line + (uint32_t)f->line_delta, 1};
    out->data[out->len++] = eof;
}

static void run(PP *pp, uint32_t file, TokenVec *out)
{
    predefine(pp);
    pp_push_frame(pp, file);
    FileEntry *e = pp_file_entry(pp, intern_cstr(pp->c->strs, pp->c->files.data[file].path), 1);
    e->file = file;
    Stream files = {pp_buf(pp), 1, 0};
    TokBuf *result = pp_buf(pp);
    /* Room for a token every 2 bytes of the main file: pages not written to
     * are never touched, and growing a large buffer would copy it. */
    size_t guess = pp->c->files.data[file].len / 2 + 1024;
    result->data = pp_xrealloc(result->data, guess * sizeof(Token));
    result->cap = guess;
    pp_expand(pp, &files, result);
    emit(pp, result, out);
}

int preprocess(Ctx *c, uint32_t file, TokenVec *out)
{
    int errors = c->errors;
    PP *const pp = pp_new(c);
    jmp_buf *const outer = c->bail;
    jmp_buf here;
    c->bail = &here;
    if (setjmp(here)) {
        /* A diagnostic unwound (too many errors): free, then go on unwinding. */
        c->bail = outer;
        pp_free(pp);
        ctx_bail(c);
    }
    run(pp, file, out);
    c->bail = outer;
    pp_free(pp);
    return c->errors == errors;
}

/* ---- the -P form -------------------------------------------------------------- */

static void print_line_marker(Ctx *c, StrBuf *sb, SrcLoc loc)
{
    if (sb->len && sb->data[sb->len - 1] != '\n')
        sb_putc(sb, '\n');
    const char *name = loc.file < (uint32_t)c->files.len ? c->files.data[loc.file].name : "";
    sb_printf(sb, "#line %u \"", loc.line);
    for (; *name; name++) {
        if (*name == '"' || *name == '\\')
            sb_putc(sb, '\\');
        sb_putc(sb, *name);
    }
    sb_puts(sb, "\"\n");
}

/* Whether a and b, printed with nothing between, would lex as other tokens:
 * macro output such as __LINE__.x (6 then .x, not 6.x) or P+ with P a '+'.
 * The -P text must give the same tokens when it is compiled. */
static int would_merge(Ctx *c, const Token *a, const Token *b)
{
    StrBuf sb = {0};
    sb_putn(&sb, a->text, a->len);
    sb_putn(&sb, b->text, b->len);
    Lexer lx;
    Token t;
    lexer_init_text(&lx, c, a->loc.file, sb.data, sb.len);
    lexer_next(&lx, &t);
    int merge = t.kind == TK_EOF || t.len != a->len; /* keywords lex as TK_IDENT here */
    sb_free(&sb);
    return merge;
}

void preprocess_print(Ctx *c, const TokenVec *toks, StrBuf *out)
{
    uint32_t file = 0, line = 0;
    int first = 1;
    for (int i = 0; i < toks->len; i++) {
        const Token *t = &toks->data[i];
        if (t->kind == TK_EOF)
            break;
        /* A stray # that the user wrote mid-line must not start an output
         * line, where it would read back as a directive: it stays on the
         * line before (C11 6.10p2: only a # first on its line directs). */
        bool hash = (t->kind == TK_HASH || t->kind == TK_HASHHASH) && !first;
        if (hash && (t->loc.file != file || t->loc.line != line)) {
            sb_putc(out, ' ');
        } else if (first || t->loc.file != file || t->loc.line > line + 8) {
            print_line_marker(c, out, t->loc);
            file = t->loc.file;
            line = t->loc.line;
        } else if (t->loc.line > line) {
            for (; line < t->loc.line; line++)
                sb_putc(out, '\n');
        } else if ((t->flags & TOKF_SPACE) || (i > 0 && would_merge(c, &toks->data[i - 1], t))) {
            sb_putc(out, ' ');
        }
        first = 0;
        sb_putn(out, t->text, t->len);
    }
    if (out->len && out->data[out->len - 1] != '\n')
        sb_putc(out, '\n');
}
