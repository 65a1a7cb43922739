/* WGSL's text buffer (backend_wgsl/wgsl_names.c): every length of piece
 * lands whole (short pieces go through the overlapping fixed-size copies),
 * growth keeps the text, and wb_printf's text is printf's. */
#include <stdarg.h>
#include "../../backend_wgsl/wgsl_internal.h"
#include "unit.h"

static void every_short_length_lands_whole(void)
{
    static const char src[] = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ";
    Arena *a = arena_new();
    WBuf b = {a, NULL, 0, 0, NULL, NULL};
    char want[2048];
    size_t n = 0;
    for (size_t len = 0; len < 40; len++) { /* 0..39 bytes: each branch of the copy, at shifting offsets */
        char piece[64];
        memcpy(piece, src + len % 7, len);
        piece[len] = 0;
        wb_puts(&b, piece);
        wb_putc(&b, '|');
        memcpy(want + n, piece, len);
        n += len;
        want[n++] = '|';
    }
    want[n] = 0;
    CHECK(b.len == n);
    CHECK_STR(b.data, want);
    arena_free(a);
}

static void growth_keeps_the_text(void)
{
    Arena *a = arena_new();
    WBuf b = {a, NULL, 0, 0, NULL, NULL};
    for (int k = 0; k < 500; k++)
        wb_puts(&b, "let v = 1;\n"); /* 11 bytes: the 8-byte path, across many growths */
    bool same = b.len == 500 * 11;
    for (int k = 0; same && k < 500; k++)
        same = memcmp(b.data + 11 * k, "let v = 1;\n", 11) == 0;
    CHECK(same);
    CHECK(b.data[b.len] == 0);
    arena_free(a);
}

static void printf_text_is_printfs(void)
{
    Arena *a = arena_new();
    WBuf b = {a, NULL, 0, 0, NULL, NULL};
    wb_printf(&b, "@group(%d) @binding(%d) ", 0, 12);
    wb_printf(&b, "var<storage, %s> %s: %s;\n", "read_write", "Kept", "array<f32>");
    wb_printf(&b, "%u %x %c %% %5.2f", 4000000000u, 255u, 'q', 1.5);
    char want[256];
    snprintf(want, sizeof want, "@group(%d) @binding(%d) var<storage, %s> %s: %s;\n%u %x %c %% %5.2f", 0, 12,
             "read_write", "Kept", "array<f32>", 4000000000u, 255u, 'q', 1.5);
    CHECK_STR(b.data, want);
    arena_free(a);
}

int main(void)
{
    RUN(every_short_length_lands_whole);
    RUN(growth_keeps_the_text);
    RUN(printf_text_is_printfs);
    printf("%d passed, %d failed\n", unit_passed, unit_failed);
    return unit_failed != 0;
}
