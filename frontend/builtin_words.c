/* The built-in words (builtin_words.h): a table made at build time
 * (tools/gen_builtin_words.c from builtin_words_list.h), read-only, so
 * every thread shares it and a process has nothing to set up. */
#include "builtin_words.h"
#include "builtin_words.inc"

static const InternBase base = {words_text, words_text + sizeof words_text - 1, words_slots, WORDS_CAP};

const InternBase *builtin_words(void)
{
    return &base;
}

size_t builtin_type_count(void)
{
    return WORDS_NTYPE;
}

const char *builtin_type_name(size_t i)
{
    return words_text + words_types[i];
}
