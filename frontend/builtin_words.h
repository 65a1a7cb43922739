/* The words every compile knows, interned once per process into a
 * read-only base (util/intern.h) that every compile's interner sits over:
 * HLSL's built-in type names, the keywords, the preprocessor's directive
 * names, C++'s words that HLSL reserves. A compile then classifies a word by its tag (no table of its own
 * to fill per compile). Made at build time (builtin_words.c), never
 * written. */
#ifndef PRISM_BUILTIN_WORDS_H
#define PRISM_BUILTIN_WORDS_H
#include <stddef.h>
#include "../util/intern.h"
#include "token.h"

enum {
    WORD_KEYWORD_MASK = 0xff,     /* the TokKind of a keyword */
    WORD_DIRECTIVE_SHIFT = 8,     /* the Directive (pp_internal.h) of a directive name */
    WORD_DIRECTIVE_MASK = 0xf00,
    WORD_IS_KEYWORD = 1u << 16,
    WORD_IS_TYPE = 1u << 17,      /* a built-in type name (the parser's lexer hack) */
    WORD_IS_RESERVED = 1u << 18,  /* a C++ word HLSL reserves (parse.c's skip_reserved_word) */
    WORD_PREDEFINED_SHIFT = 19,   /* the PredefinedId (pp_internal.h) of a predefined macro's name */
    WORD_PREDEFINED_MASK = 0x1fu << 19,
};

const InternBase *builtin_words(void);
/* The built-in type names, as the base's pointers (suggestions). */
size_t builtin_type_count(void);
const char *builtin_type_name(size_t i);

/* The keyword a word interned over builtin_words() is, or TK_IDENT. */
static inline TokKind builtin_keyword(const InternBase *b, const char *word)
{
    uint32_t tag = intern_base_tag(b, word);
    return tag & WORD_IS_KEYWORD ? (TokKind)(tag & WORD_KEYWORD_MASK) : TK_IDENT;
}

static inline bool builtin_is_type(const InternBase *b, const char *word)
{
    return (intern_base_tag(b, word) & WORD_IS_TYPE) != 0;
}

#endif
