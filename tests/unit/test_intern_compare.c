/* Interning compares words 8 and 4 bytes at a time (util/intern.c's
 * same_bytes): for every length up to 24, a word that differs from another
 * in any one byte, first or last included, is another word, and the same
 * text from another buffer is the same word. */
#include "../../util/intern.h"
#include "unit.h"

static void each_byte_counts(void)
{
    Arena *a = arena_new();
    Interner *in = interner_new(a);
    char word[32], copy[32];
    for (size_t len = 1; len <= 24; len++) {
        for (size_t k = 0; k < len; k++)
            word[k] = (char)('a' + (k * 7 + len) % 26);
        const char *w = intern(in, word, len);
        memcpy(copy, word, len);
        CHECK(intern(in, copy, len) == w);
        for (size_t k = 0; k < len; k++) {
            copy[k] = 'Z'; /* no word above has a capital */
            CHECK(intern(in, copy, len) != w);
            copy[k] = word[k];
        }
        CHECK(intern(in, word, len - 1) != w); /* a prefix is another word */
    }
    interner_free(in);
    arena_free(a);
}

int main(void)
{
    RUN(each_byte_counts);
    printf("%d passed, %d failed\n", unit_passed, unit_failed);
    return unit_failed != 0;
}
