/* The preprocessor's state, shared by pp.c (files, directives, #include),
 * pp_macro.c (definitions and expansion) and pp_expr.c (#if expressions). */
#ifndef PRISM_PP_INTERNAL_H
#define PRISM_PP_INTERNAL_H
#include <stddef.h>
#include "builtin_words.h"
#include "token.h"

enum {
    PP_MAX_INCLUDE_DEPTH = 64,
    PP_MAX_EXPANSION_DEPTH = 256,
    PP_MAX_IF_DEPTH = 256,
    PP_MAX_EXPANDED_TOKENS = 10000000,
};

/* Flags the preprocessor keeps on tokens in flight; cleared on output. */
enum { TOKF_PASTE_OP = 1 << 7 /* a ## of a macro body, not one from an argument */ };
/* The placemarker of C11 6.10.3.3: an empty argument next to ##. */
#define TK_PLACEMARKER ((TokKind)TK_COUNT)

/* A malloc'd token array: scratch that is reused through PP's pool and
 * freed when preprocessing ends (or unwinds), so nothing piles up. */
typedef struct TokBuf {
    Token *data;
    size_t len, cap;
} TokBuf;

typedef enum Builtin { BUILTIN_NONE, BUILTIN_LINE, BUILTIN_FILE } Builtin;

/* The predefined macros (pp.c), each made on the first look-up of its
 * name: their names are built-in words (builtin_words.h) whose tag holds
 * the id, so a look-up that misses asks one tag. */
#define PP_PREDEFINED_NAMES(X)                                                                       \
    X(PRE_HLSL_VERSION, "__HLSL_VERSION") X(PRE_TARGET_MAJOR, "__SHADER_TARGET_MAJOR")               \
    X(PRE_TARGET_MINOR, "__SHADER_TARGET_MINOR") X(PRE_STAGE_PIXEL, "__SHADER_STAGE_PIXEL")          \
    X(PRE_STAGE_VERTEX, "__SHADER_STAGE_VERTEX") X(PRE_STAGE_GEOMETRY, "__SHADER_STAGE_GEOMETRY")    \
    X(PRE_STAGE_HULL, "__SHADER_STAGE_HULL") X(PRE_STAGE_DOMAIN, "__SHADER_STAGE_DOMAIN")            \
    X(PRE_STAGE_COMPUTE, "__SHADER_STAGE_COMPUTE") X(PRE_STAGE_LIBRARY, "__SHADER_STAGE_LIBRARY")    \
    X(PRE_STAGE_MESH, "__SHADER_STAGE_MESH") X(PRE_STAGE_AMPLIFICATION, "__SHADER_STAGE_AMPLIFICATION") \
    X(PRE_PRISM, "__PRISM__") X(PRE_TARGET_STAGE, "__SHADER_TARGET_STAGE")                           \
    X(PRE_ENABLE_16_BIT, "__HLSL_ENABLE_16_BIT") X(PRE_SPIRV, "__spirv__")                           \
    X(PRE_SPIRV_MAJOR, "__SPIRV_MAJOR_VERSION__") X(PRE_SPIRV_MINOR, "__SPIRV_MINOR_VERSION__")

#define PP_PREDEFINED_ID(id, name) id,
typedef enum PredefinedId { PRE_NONE, PP_PREDEFINED_NAMES(PP_PREDEFINED_ID) PRE_COUNT } PredefinedId;
#undef PP_PREDEFINED_ID
_Static_assert(PRE_COUNT <= 32, "PP.predef_pending has a bit per PredefinedId");

/* A predefined macro: an object-like macro whose body is a decimal number
 * (negative only for an -HV the API was given out of range). */
typedef struct Predefined {
    PredefinedId id;
    const char *name;
    char value[24];
} Predefined;

enum { PP_MAX_PREDEFINED = 20 };

typedef struct Macro {
    const char *name;
    SrcLoc loc;
    Token *body;
    int16_t *param_of; /* per body token: the parameter it names, or -1 */
    int nbody;
    const char **params; /* a variadic macro's last one is __VA_ARGS__ */
    int nparams;
    uint8_t is_func, variadic, has_paste;
    Builtin builtin;
} Macro;

typedef enum Directive {
    DIR_NONE, DIR_DEFINE, DIR_UNDEF, DIR_INCLUDE, DIR_IF, DIR_IFDEF, DIR_IFNDEF, DIR_ELIF,
    DIR_ELSE, DIR_ENDIF, DIR_LINE, DIR_ERROR, DIR_WARNING, DIR_PRAGMA,
} Directive;

/* What the preprocessor knows about a word, keyed by its interned pointer
 * (whether it is a keyword or names a directive: its built-in tag). */
typedef struct NameInfo {
    const char *name;
    Macro *macro;        /* NULL: not defined now */
} NameInfo;

/* A hide set (C11 6.10.3.4, Prosser's algorithm) is a node of a tree: a
 * name plus the set it was added to. Node 0 is the empty set. Nodes are
 * hash-consed, so adding a name to a set gives the same index every time. */
typedef struct HideNode {
    const char *name;
    uint32_t parent;
    uint32_t size;
} HideNode;

/* Where the next tokens come from: pending (expansions pushed back to be
 * rescanned, top of the stack first), then, for the main stream, the files. */
typedef struct Stream {
    TokBuf *pending;
    int from_file;
    int in_if; /* an #if line: the operand of a 'defined' is not expanded */
} Stream;

typedef struct Frame {
    Lexer lx;
    uint32_t file;     /* the file read (Ctx.files) */
    uint32_t loc_file; /* the file positions name: differs after #line "name" */
    int32_t line_delta; /* added to physical line numbers, set by #line */
    int cond_base;     /* the conditionals open when this file began */
    int has_peek, ended;
    Token peek;        /* a token read ahead (the first of the next line) */
} Frame;

typedef struct Cond {
    SrcLoc loc;       /* of the #if, for "unterminated" */
    const char *what; /* "if", "ifdef" or "ifndef" */
    uint8_t taken, saw_else;
} Cond;

typedef struct FileEntry {
    const char *path; /* interned */
    uint32_t file;
    int once;
} FileEntry;

typedef struct ArgSlot {
    size_t start, end;      /* the argument's tokens in the invocation's raw buffer */
    TokBuf *expanded;       /* fully macro-expanded, made on first use */
} ArgSlot;

typedef struct PP {
    Ctx *c;
    const InternBase *words; /* the built-in words (keywords, directive names) */
    NameInfo *names;
    size_t names_cap, names_count;
    HideNode *hide;
    size_t hide_len, hide_cap;
    uint32_t *hide_index; /* open addressing over hide nodes by (parent, name) */
    size_t hide_index_cap;
    uint32_t (*union_cache)[3];
    Frame frames[PP_MAX_INCLUDE_DEPTH + 1];
    int nframes;
    Cond conds[PP_MAX_IF_DEPTH];
    int nconds;
    FileEntry *files;
    size_t files_cap, files_count;
    TokBuf **pool;   /* free scratch buffers */
    size_t pool_len, pool_cap;
    TokBuf **owned;  /* every scratch buffer made, to free at the end */
    size_t owned_len, owned_cap;
    ArgSlot *slots;  /* arguments of the invocations being expanded, a stack */
    size_t slots_len, slots_cap;
    char *text;      /* scratch for ## and # spelling */
    size_t text_cap;
    size_t produced; /* tokens made by expansion so far */
    int depth;       /* nesting of argument pre-expansion */
    int stopped;     /* a limit was hit: every stream now ends */
    /* #pragma pack_matrix(row_major|column_major): a word no source can spell,
     * handed to the parser after the directive (parse.c sets the default) */
    Token pragma_tok;
    int has_pragma_tok;
    const char *w_defined, *w_va_args, *w_once, *w_true, *w_false, *w_one, *w_zero;
    const char *spellings[TK_COUNT]; /* the lexers' interned punctuators */
    /* The predefined macros of these options, in <built-in>'s line order;
     * those in predef_pending (bit PredefinedId) are not made yet. */
    Predefined predef[PP_MAX_PREDEFINED];
    int npredef;
    uint32_t predef_pending;
    uint32_t predef_file;
} PP;

/* The directive a word names, or DIR_NONE. */
static inline Directive pp_word_directive(const PP *pp, const char *word)
{
    return (Directive)((intern_base_tag(pp->words, word) & WORD_DIRECTIVE_MASK) >> WORD_DIRECTIVE_SHIFT);
}

/* pp.c */
static inline Frame *pp_top(PP *pp) { return &pp->frames[pp->nframes - 1]; }
void pp_push_frame(PP *pp, uint32_t file);
/* The next raw token of a file, with #line applied (or the one read ahead). */
void pp_frame_lex(Frame *f, Token *t);
/* Grows a malloc'd array of elem-sized items to hold need of them. */
void pp_grow(void **data, size_t *cap, size_t need, size_t elem);
size_t pp_ptr_hash(const void *p);
TokBuf *pp_buf(PP *pp);
void pp_buf_put(PP *pp, TokBuf *b);
void pp_grow_buf(TokBuf *b);
static inline void pp_push(TokBuf *b, const Token *t)
{
    if (b->len == b->cap)
        pp_grow_buf(b);
    b->data[b->len++] = *t;
}
void *pp_xrealloc(void *p, size_t size);
NameInfo *pp_name(PP *pp, const char *name, int create);
int pp_stream_next(PP *pp, Stream *s, Token *t);
int pp_line_token(PP *pp, Token *t);
void pp_skip_line(PP *pp);
/* Ends a directive that takes nothing more: extra tokens are a warning. */
void pp_end_directive(PP *pp, const Token *name);
void pp_stop(PP *pp, SrcLoc loc, DiagId id, int limit);
const char *pp_spell(PP *pp, const Token *t, size_t n, int quote);

/* pp_directive.c: a directive whose '#' is hash; reads the rest of its line. */
void pp_directive(PP *pp, const Token *hash);
/* What is known about a file by its interned path (read once, #pragma once). */
FileEntry *pp_file_entry(PP *pp, const char *path, int create);

/* pp_macro.c */
void pp_define(PP *pp, const Token *directive);
void pp_undef(PP *pp, const Token *directive);
void pp_add_builtin(PP *pp, const char *name, Builtin b);
/* What "#define name value" at loc (the name's position) defines, for a
 * decimal value, without lexing the line: the predefined macros (name
 * interned). */
void pp_define_number(PP *pp, const char *name, const char *value, SrcLoc loc);
void pp_expand(PP *pp, Stream *s, TokBuf *out);
TokBuf *pp_expand_list(PP *pp, const Token *toks, size_t n, SrcLoc where);
/* The same for the line of an #if, where 'defined X' may come out of a macro. */
TokBuf *pp_expand_if_line(PP *pp, const Token *toks, size_t n, SrcLoc where);

/* pp_expr.c: evaluates the rest of an #if/#elif line. */
int pp_eval_if(PP *pp, const Token *directive);

#endif
