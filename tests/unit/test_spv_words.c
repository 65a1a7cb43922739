/* The SPIR-V word writers (backend_spirv/spv_internal.h, spv_module.c):
 * spv_str packs a string four bytes a word, little-endian, with its NUL
 * and zero padding; spv_begin/spv_end patch the word count; the buffer
 * grows past its first block without losing words. */
#include "../../backend_spirv/spv_internal.h"
#include "unit.h"

static SpvWriter writer(Arena *a)
{
    SpvWriter w;
    memset(&w, 0, sizeof w);
    w.a = a;
    return w;
}

/* The words of s as SPIR-V 2.2.1 spells a literal string. */
static int expect_words(const char *s, uint32_t *out)
{
    size_t n = strlen(s) + 1, words = (n + 3) / 4;
    memset(out, 0, words * 4);
    for (size_t i = 0; i < n; i++)
        out[i / 4] |= (uint32_t)(unsigned char)s[i] << (8 * (i % 4));
    return (int)words;
}

static void strings_pack_four_bytes_a_word(void)
{
    static const char *const cases[] = {"", "a", "ab", "abc", "abcd", "abcde", "main", "CSMain", "gl_GlobalInvocationID",
                                        "\xc3\xa9t\xc3\xa9"};
    Arena *a = arena_new();
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        SpvWriter w = writer(a);
        SpvWords b = {0};
        spv_str(&w, &b, cases[k]);
        uint32_t want[16];
        int n = expect_words(cases[k], want);
        CHECK(b.len == n);
        CHECK(b.len == n && memcmp(b.data, want, (size_t)n * 4) == 0);
    }
    arena_free(a);
}

static void word_count_is_patched(void)
{
    Arena *a = arena_new();
    SpvWriter w = writer(a);
    SpvWords b = {0};
    spv_w(&w, &b, 7); /* something before: start is not 0 */
    size_t s = spv_begin(&w, &b, SpvOpName);
    spv_w(&w, &b, 42);
    spv_str(&w, &b, "abcd");
    spv_end(&w, &b, s);
    CHECK(b.len == 5);
    CHECK(b.data[1] == ((4u << 16) | SpvOpName));
    CHECK(b.data[2] == 42);
    CHECK(b.data[4] == 0); /* the NUL word after four bytes */
    arena_free(a);
}

static void buffer_grows_keeping_words(void)
{
    Arena *a = arena_new();
    SpvWriter w = writer(a);
    SpvWords b = {0};
    for (uint32_t i = 0; i < 1000; i++)
        spv_w(&w, &b, i * 3);
    bool same = b.len == 1000;
    for (uint32_t i = 0; same && i < 1000; i++)
        same = b.data[i] == i * 3;
    CHECK(same);
    arena_free(a);
}

int main(void)
{
    RUN(strings_pack_four_bytes_a_word);
    RUN(word_count_is_patched);
    RUN(buffer_grows_keeping_words);
    printf("%d passed, %d failed\n", unit_passed, unit_failed);
    return unit_failed != 0;
}
