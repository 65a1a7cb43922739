/* Tokens, from the lexer through the preprocessor to the parser.
 *
 * The lexer (lexer.re) produces preprocessing tokens: every word is TK_IDENT.
 * After macro expansion the preprocessor turns words that are keywords into
 * their TK_KW_* kind (token_keyword). Type names (float4, StructuredBuffer,
 * typedef and struct names) stay TK_IDENT: the parser's token feeder tells them
 * apart with its table of type names (the "lexer hack"). */
#ifndef PRISM_TOKEN_H
#define PRISM_TOKEN_H
#include <stdint.h>
#include "../util/ctx.h"

/*      kind            spelling */
#define TOKEN_LIST(P, K)            \
    P(TK_EOF, "end of file")        \
    P(TK_IDENT, "identifier")       \
    P(TK_INT_LIT, "integer literal")  \
    P(TK_FLOAT_LIT, "floating-point literal") \
    P(TK_STRING_LIT, "string literal") \
    P(TK_CHAR_LIT, "character literal") \
    P(TK_HEADER_NAME, "header name") /* <file> after #include only */ \
    P(TK_OTHER, "stray character")  \
    P(TK_LPAREN, "(")  P(TK_RPAREN, ")")  P(TK_LBRACKET, "[")  P(TK_RBRACKET, "]") \
    P(TK_LBRACE, "{")  P(TK_RBRACE, "}")  P(TK_SEMI, ";")  P(TK_COMMA, ",") \
    P(TK_COLON, ":")  P(TK_COLONCOLON, "::")  P(TK_QUESTION, "?")  P(TK_DOT, ".") \
    P(TK_PLUS, "+")  P(TK_MINUS, "-")  P(TK_STAR, "*")  P(TK_SLASH, "/")  P(TK_PERCENT, "%") \
    P(TK_AMP, "&")  P(TK_PIPE, "|")  P(TK_CARET, "^")  P(TK_TILDE, "~")  P(TK_BANG, "!") \
    P(TK_LT, "<")  P(TK_GT, ">")  P(TK_LE, "<=")  P(TK_GE, ">=")  P(TK_EQEQ, "==")  P(TK_NE, "!=") \
    P(TK_AMPAMP, "&&")  P(TK_PIPEPIPE, "||")  P(TK_SHL, "<<")  P(TK_SHR, ">>") \
    P(TK_PLUSPLUS, "++")  P(TK_MINUSMINUS, "--") \
    P(TK_ASSIGN, "=")  P(TK_PLUS_ASSIGN, "+=")  P(TK_MINUS_ASSIGN, "-=")  P(TK_STAR_ASSIGN, "*=") \
    P(TK_SLASH_ASSIGN, "/=")  P(TK_PERCENT_ASSIGN, "%=")  P(TK_AMP_ASSIGN, "&=")  P(TK_PIPE_ASSIGN, "|=") \
    P(TK_CARET_ASSIGN, "^=")  P(TK_SHL_ASSIGN, "<<=")  P(TK_SHR_ASSIGN, ">>=") \
    P(TK_HASH, "#")  P(TK_HASHHASH, "##")  P(TK_ELLIPSIS, "...") \
    K(TK_KW_IF, "if")  K(TK_KW_ELSE, "else")  K(TK_KW_FOR, "for")  K(TK_KW_WHILE, "while") \
    K(TK_KW_DO, "do")  K(TK_KW_SWITCH, "switch")  K(TK_KW_CASE, "case")  K(TK_KW_DEFAULT, "default") \
    K(TK_KW_BREAK, "break")  K(TK_KW_CONTINUE, "continue")  K(TK_KW_RETURN, "return") \
    K(TK_KW_DISCARD, "discard")  K(TK_KW_STRUCT, "struct")  K(TK_KW_CLASS, "class") \
    K(TK_KW_INTERFACE, "interface")  K(TK_KW_CBUFFER, "cbuffer")  K(TK_KW_TBUFFER, "tbuffer") \
    K(TK_KW_TYPEDEF, "typedef")  K(TK_KW_ENUM, "enum")  K(TK_KW_NAMESPACE, "namespace") \
    K(TK_KW_TEMPLATE, "template")  K(TK_KW_TYPENAME, "typename")  K(TK_KW_USING, "using") \
    K(TK_KW_STATIC, "static")  K(TK_KW_CONST, "const")  K(TK_KW_UNIFORM, "uniform") \
    K(TK_KW_EXTERN, "extern")  K(TK_KW_VOLATILE, "volatile")  K(TK_KW_INLINE, "inline") \
    K(TK_KW_EXPORT, "export")  K(TK_KW_PRECISE, "precise")  K(TK_KW_SHARED, "shared") \
    K(TK_KW_GROUPSHARED, "groupshared")  K(TK_KW_GLOBALLYCOHERENT, "globallycoherent") \
    K(TK_KW_IN, "in")  K(TK_KW_OUT, "out")  K(TK_KW_INOUT, "inout") \
    K(TK_KW_ROW_MAJOR, "row_major")  K(TK_KW_COLUMN_MAJOR, "column_major") \
    K(TK_KW_NOINTERPOLATION, "nointerpolation")  K(TK_KW_LINEAR, "linear") \
    K(TK_KW_CENTROID, "centroid")  K(TK_KW_NOPERSPECTIVE, "noperspective")  K(TK_KW_SAMPLE, "sample") \
    K(TK_KW_SNORM, "snorm")  K(TK_KW_UNORM, "unorm")  K(TK_KW_UNSIGNED, "unsigned") \
    K(TK_KW_REGISTER, "register")  K(TK_KW_PACKOFFSET, "packoffset") \
    K(TK_KW_TRUE, "true")  K(TK_KW_FALSE, "false")  K(TK_KW_SIZEOF, "sizeof") \
    K(TK_KW_THIS, "this")  K(TK_KW_OPERATOR, "operator")  K(TK_KW_DECLTYPE, "__decltype")

typedef enum TokKind {
#define TOK_ENUM_(k, s) k,
    TOKEN_LIST(TOK_ENUM_, TOK_ENUM_)
#undef TOK_ENUM_
    TK_COUNT
} TokKind;

enum {
    TOKF_BOL = 1 << 0,   /* first token on its line (for # directives) */
    TOKF_SPACE = 1 << 1, /* whitespace before it (for -P output and # stringizing) */
    TOKF_NOEXPAND = 1 << 2, /* an identifier the preprocessor must not expand again */
};

typedef struct Token {
    TokKind kind;
    uint8_t flags;
    uint32_t len;
    const char *text; /* interned spelling (for literals, as written) */
    SrcLoc loc;       /* where the user wrote it; for macro output, where the macro was used */
    uint32_t pp;      /* the preprocessor's own bookkeeping (hide set index); 0 elsewhere */
} Token;

typedef VEC(Token) TokenVec;

/* #pragma pack_matrix as the preprocessor hands it to the parser: one TK_IDENT
 * word that no source can spell (pp_directive.c, parse.c) */
#define PP_PRAGMA_ROW_MAJOR "#pragma pack_matrix(row_major)"
#define PP_PRAGMA_COLUMN_MAJOR "#pragma pack_matrix(column_major)"

extern const char *const token_spelling[TK_COUNT];
/* The keyword kind for an interned word, or TK_IDENT. */
TokKind token_keyword(const char *word, uint32_t len);

/* lexer.re: raw preprocessing tokens of one file. */
typedef struct Lexer {
    Ctx *c;
    uint32_t file;
    const char *cur, *lim, *line_start, *tok;
    uint32_t line;
    int bol;                /* the next token is the first on its line */
    int header_name_ok;     /* after "#include": lex <...> as TK_HEADER_NAME */
    int quiet;              /* 1: in a skipped #if group, only unterminated comments are
                               reported; 2: no diagnostics at all (## re-lexing) */
    const char *base;       /* the text lexed: the file's, or a copy with line splices removed */
    const uint32_t *splices; /* offsets in base where a spliced physical line begins */
    uint32_t nsplices, next_splice;
    const char **spellings; /* optional, TK_COUNT entries: interned punctuators, filled as met */
} Lexer;

void lexer_init(Lexer *lx, Ctx *c, uint32_t file);
/* Lexes a NUL-terminated buffer that is no file's text (the result of ##),
 * with positions in file and no diagnostics. */
void lexer_init_text(Lexer *lx, Ctx *c, uint32_t file, const char *text, size_t len);
/* Next raw token; TK_EOF at the end (again and again). Reports unterminated
 * comments and strings as diagnostics (PRISM2xxx) and goes on. A stray
 * character is a TK_OTHER token: # may stringize it, so the preprocessor
 * reports it (PRISM2003) only if it reaches the output. */
void lexer_next(Lexer *lx, Token *t);

/* pp.c: preprocesses a file (already added with ctx_add_file) into the
 * parser's tokens, keywords classified, ending with one TK_EOF. Applies the
 * -D/-U of c->opts. Returns false if it reported errors. */
int preprocess(Ctx *c, uint32_t file, TokenVec *out);
/* The -P form: tokens as text, with #line markers where files change. */
void preprocess_print(Ctx *c, const TokenVec *toks, StrBuf *out);

#endif
