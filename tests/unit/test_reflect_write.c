/* Reflection's JSON writers (lib/reflect_write.h): escapes as JSON needs
 * them, integers as printf's %lld and %llu print them (negative ones, the
 * extremes), and pieces that cross the buffer's growth land whole. */
#include <limits.h>
#include "../../lib/reflect_write.h"
#include "unit.h"

static void escapes(void)
{
    StrBuf sb = {0};
    rw_str(&sb, "plain");
    rw_char(&sb, ' ');
    rw_str(&sb, "a\"b\\c");
    rw_char(&sb, ' ');
    rw_str(&sb, "tab\there\nnl\x01\x1f");
    rw_char(&sb, ' ');
    rw_str(&sb, "\"");
    rw_str(&sb, "");
    rw_str(&sb, NULL);
    rw_str(&sb, "caf\xc3\xa9"); /* UTF-8 bytes stay as they are */
    CHECK_STR(sb.data, "\"plain\" \"a\\\"b\\\\c\" \"tab\\u0009here\\u000anl\\u0001\\u001f\" \"\\\"\"\"\"\"\"\"caf\xc3\xa9\"");
    sb_free(&sb);
}

static void integers(void)
{
    StrBuf sb = {0};
    char want[512];
    long long ints[] = {0, 7, -1, -42, 1000000, LLONG_MAX, LLONG_MIN, INT_MIN};
    unsigned long long uints[] = {0, 9, 10, 4294967295ull, 4294967296ull, ULLONG_MAX};
    size_t n = 0;
    for (size_t i = 0; i < sizeof ints / sizeof *ints; i++) {
        rw_int(&sb, ints[i]);
        rw_char(&sb, ',');
        n += (size_t)snprintf(want + n, sizeof want - n, "%lld,", ints[i]);
    }
    for (size_t i = 0; i < sizeof uints / sizeof *uints; i++) {
        rw_uint(&sb, uints[i]);
        rw_char(&sb, ',');
        n += (size_t)snprintf(want + n, sizeof want - n, "%llu,", uints[i]);
    }
    CHECK_STR(sb.data, want);
    CHECK(sb.len == n);
    sb_free(&sb);
}

static void keys_lists_and_growth(void)
{
    StrBuf sb = {0};
    rw_lit(&sb, "{");
    rw_key(&sb, "name");
    rw_quoted(&sb, "CSMain");
    rw_lit(&sb, ", ");
    rw_key(&sb, "ids");
    rw_char(&sb, '[');
    for (int i = 0; i < 3; i++) {
        rw_sep(&sb, i);
        rw_int(&sb, i - 1);
    }
    rw_lit(&sb, "]}");
    CHECK_STR(sb.data, "{\"name\": \"CSMain\", \"ids\": [-1, 0, 1]}");
    /* many pieces: the buffer grows under them and keeps what it had */
    StrBuf big = {0};
    char want[8192];
    size_t n = 0;
    for (int i = 0; i < 700; i++) {
        rw_puts(&big, "ab");
        rw_uint(&big, (unsigned)i);
        n += (size_t)snprintf(want + n, sizeof want - n, "ab%d", i);
    }
    CHECK(big.len == n && big.data[n] == 0);
    CHECK_STR(big.data, want);
    sb_free(&sb);
    sb_free(&big);
}

int main(void)
{
    RUN(escapes);
    RUN(integers);
    RUN(keys_lists_and_growth);
    printf("%d passed, %d failed\n", unit_passed, unit_failed);
    return unit_failed != 0;
}
