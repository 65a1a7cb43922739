#include "token.h"
#include <string.h>

const char *const token_spelling[TK_COUNT] = {
#define TOK_SPELL_(k, s) [k] = s,
    TOKEN_LIST(TOK_SPELL_, TOK_SPELL_)
#undef TOK_SPELL_
};

TokKind token_keyword(const char *word, uint32_t len)
{
    /* Keywords are few; a linear scan of the table is fast enough next to the
     * interning the word has already been through. */
#define TOK_NONE_(k, s)
#define TOK_KW_(k, s) if (len == sizeof(s) - 1 && memcmp(word, s, len) == 0) return k;
    TOKEN_LIST(TOK_NONE_, TOK_KW_)
#undef TOK_NONE_
#undef TOK_KW_
    return TK_IDENT;
}
