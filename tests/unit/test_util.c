/* The support library: arena, interning, string buffers, diagnostics, and the
 * intrinsic table's own consistency. */
#include "../../intrinsics/intrinsics.h"
#include "../../util/ctx.h"
#include "../../util/fmt.h"
#include <limits.h>
#include <stdarg.h>
#include "unit.h"

static void arena_allocations_are_zeroed_and_aligned(void)
{
    Arena *a = arena_new();
    for (int i = 0; i < 1000; i++) {
        unsigned char *p = arena_alloc(a, (size_t)(i % 100) + 1);
        CHECK(((uintptr_t)p & 7) == 0);
        CHECK(p[0] == 0);
        p[0] = 0xAB;
    }
    void *big = arena_alloc(a, 1 << 20); /* larger than a chunk */
    CHECK(big != NULL);
    arena_reset(a);
    CHECK(arena_used(a) == 0);
    arena_free(a);
}

/* A rewound arena fills the chunks it kept before making new ones: the
 * same big block comes back, zeroed again (outside AddressSanitizer, where
 * every block is its own and nothing is kept). */
static void arena_rewind_reuses_its_chunks(void)
{
    Arena *a = arena_new();
    unsigned char *first_big = NULL;
    for (int round = 0; round < 3; round++) {
        unsigned char *small = arena_alloc(a, 100);
        unsigned char *big = arena_alloc(a, 1 << 20);
        CHECK(small[99] == 0 && big[0] == 0 && big[(1 << 20) - 1] == 0);
        memset(big, 0xCD, 1 << 20);
        if (round == 0)
            first_big = big;
#if !defined(__SANITIZE_ADDRESS__)
        else
            CHECK(big == first_big);
#else
        (void)first_big;
#endif
        CHECK(arena_used(a) >= (1 << 20));
        arena_rewind(a);
        CHECK(arena_used(a) == 0);
    }
    arena_reset(a); /* frees what rewinding kept */
    CHECK(arena_alloc(a, 1 << 20) != NULL);
    arena_free(a);
}

static void interning_gives_one_pointer_per_text(void)
{
    Arena *a = arena_new();
    Interner *in = interner_new(a);
    const char *x = intern_cstr(in, "float4");
    CHECK(x == intern(in, "float4x4", 6));
    CHECK(x != intern_cstr(in, "float3"));
    char buf[16];
    for (int i = 0; i < 5000; i++) { /* forces the table to grow */
        snprintf(buf, sizeof buf, "n%d", i);
        intern_cstr(in, buf);
    }
    CHECK(x == intern_cstr(in, "float4"));
    CHECK(intern_cstr(in, "n4999") == intern_cstr(in, "n4999"));
    interner_free(in);
    arena_free(a);
}

static void strbuf_formats_and_takes(void)
{
    StrBuf sb = {0};
    sb_printf(&sb, "%s=%d", "x", 42);
    sb_indent(&sb, 1);
    sb_putc(&sb, '!');
    size_t n;
    char *s = sb_take(&sb, &n);
    CHECK_STR(s, "x=42    !");
    CHECK(n == 9);
    CHECK(sb.data == NULL);
    free(s);
}

static int vsn(char *out, size_t cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = fmt_vsnprintf(out, cap, fmt, ap);
    va_end(ap);
    return n;
}

/* The fast path of arena_printf and sb_printf (util/fmt.c) gives
 * vsnprintf's text: every conversion it takes, at the edges of each type,
 * short and past the 256-byte stack buffer and the buffer's first room. */
static void fast_printf_matches_vsnprintf(void)
{
    CHECK(fmt_is_simple("a%sb%dc%uc%xd%ce%%f%ld%lu%lld%llu%zu%zd%i"));
    CHECK(!fmt_is_simple("%5d") && !fmt_is_simple("%.*s") && !fmt_is_simple("%g"));
    CHECK(!fmt_is_simple("%ls") && !fmt_is_simple("%lc") && !fmt_is_simple("%") && !fmt_is_simple("%-s"));
    char want[1024], big[600];
    memset(big, 'q', sizeof big - 1);
    big[sizeof big - 1] = 0;
    const int ints[] = {0, 1, -1, 9, 10, -10, 123456789, INT_MAX, INT_MIN};
    const long long longs[] = {0, -1, LLONG_MAX, LLONG_MIN, 4294967296LL};
    Arena *a = arena_new();
    for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++)
        for (size_t j = 0; j < sizeof longs / sizeof longs[0]; j++) {
            int d = ints[i];
            long long l = longs[j];
            snprintf(want, sizeof want, "v%d_%u %x%c%%%ld %lu;%lld %llu %zu %s%i", d, (unsigned)d, (unsigned)d, 'A' + (int)j,
                     (long)l, (unsigned long)l, l, (unsigned long long)l, (size_t)l, i == 3 ? big : "s", d);
            CHECK_STR(arena_printf(a, "v%d_%u %x%c%%%ld %lu;%lld %llu %zu %s%i", d, (unsigned)d, (unsigned)d, 'A' + (int)j,
                                   (long)l, (unsigned long)l, l, (unsigned long long)l, (size_t)l, i == 3 ? big : "s", d),
                      want);
            StrBuf sb = {0};
            sb_puts(&sb, "<");
            sb_printf(&sb, "v%d_%u %x%c%%%ld %lu;%lld %llu %zu %s%i", d, (unsigned)d, (unsigned)d, 'A' + (int)j,
                      (long)l, (unsigned long)l, l, (unsigned long long)l, (size_t)l, i == 3 ? big : "s", d);
            sb_printf(&sb, "%.3s|%5d", "abcdef", d); /* the vsnprintf path after it */
            char tail[64];
            snprintf(tail, sizeof tail, "%.3s|%5d", "abcdef", d);
            CHECK(sb.len == 1 + strlen(want) + strlen(tail));
            CHECK(sb.data && sb.data[0] == '<' && strncmp(sb.data + 1, want, strlen(want)) == 0);
            CHECK(sb.data && strcmp(sb.data + 1 + strlen(want), tail) == 0);
            sb_free(&sb);
        }
    char small[8];
    CHECK(vsn(small, sizeof small, "%s=%u", "ab", 42u) == 5 && strcmp(small, "ab=42") == 0);
    CHECK(vsn(small, sizeof small, "%s=%u", "abcdef", 42u) == 9 && strcmp(small, "abcdef=") == 0); /* vsnprintf's truncation */
    CHECK(vsn(small, sizeof small, "%3d", 7) == 3 && strcmp(small, "  7") == 0);
    CHECK_STR(arena_printf(a, "%s", ""), "");
    CHECK_STR(arena_printf(a, "plain"), "plain");
    CHECK_STR(arena_printf(a, "%08.3f", 3.14159), "0003.142");
    arena_free(a);
}

static void diagnostics_print_in_dxc_form_with_caret(void)
{
    PrismOptions o = {0};
    Ctx *c = ctx_new(&o);
    uint32_t f = ctx_add_file(c, "a.hlsl", NULL, "int x;\n  foo bar;\n", 17);
    SrcLoc loc = {f, 2, 3};
    diag(c, loc, D_DRV_NO_ENTRY, "main");
    CHECK(c->errors == 1);
    StrBuf sb = {0};
    diag_format(c, &c->diags.data[0], 1, &sb);
    CHECK_STR(sb.data, "a.hlsl(2,3): error PRISM6000: no entry point: no function is named 'main'\n"
                       "  foo bar;\n"
                       "  ^\n");
    sb_free(&sb);
    ctx_free(c);
}

static void too_many_errors_unwinds(void)
{
    PrismOptions o = {0};
    o.max_errors = 3;
    Ctx *c = ctx_new(&o);
    jmp_buf jb;
    c->bail = &jb;
    int reached = 0;
    if (setjmp(jb) == 0) {
        SrcLoc none = {0, 0, 0};
        for (int i = 0; i < 10; i++, reached++)
            diag(c, none, D_DRV_NO_ENTRY, "x");
    }
    CHECK(reached == 2);
    CHECK(c->diags.data[c->diags.len - 1].id == D_TOO_MANY_ERRORS);
    ctx_free(c);
}

static void diagnostic_codes_are_unique(void)
{
    for (int i = 0; i < DIAG_COUNT; i++)
        for (int j = i + 1; j < DIAG_COUNT; j++)
            if (diag_info[i].code == diag_info[j].code) {
                printf("  %s and %s share PRISM%04d\n", diag_info[i].name, diag_info[j].name, diag_info[i].code);
                CHECK(0);
            }
}

static void intrinsic_overloads_are_consecutive(void)
{
    /* intrinsic_lookup relies on rows of one name (and object) being adjacent. */
    for (int i = 0; i < INTR_COUNT; i++) {
        const IntrinsicInfo *r = &intrinsic_info[i];
        if (!r->hlsl || !r->signature)
            continue;
        /* each object kind of the row (textures share rows) finds it among its overloads */
        unsigned objs = r->object;
        do {
            unsigned bit = objs & -objs;
            int count;
            IntrinsicId first = intrinsic_lookup(r->hlsl, bit, &count);
            CHECK(first != INTR_COUNT);
            if (first != INTR_COUNT && !(i >= (int)first && i < (int)first + count)) {
                printf("  row %d (%s, object 0x%x) is not next to its overloads\n", i, r->hlsl, bit);
                CHECK(0);
            }
            objs &= objs - 1;
        } while (objs);
    }
    int n;
    CHECK(intrinsic_lookup("WaveActiveSum", 0, &n) == INTR_WAVE_ACTIVE_SUM && n == 1);
    CHECK(intrinsic_lookup("Load", OBJ_BYTEADDRESS, &n) == INTR_BAB_LOAD && n == 2);
    CHECK(intrinsic_lookup("GetDimensions", OBJ_STRUCTURED, &n) == INTR_SB_GET_DIMENSIONS && n == 1);
    CHECK(intrinsic_lookup("NoSuchThing", 0, &n) == INTR_COUNT && n == 0);
}

int main(void)
{
    RUN(arena_allocations_are_zeroed_and_aligned);
    RUN(arena_rewind_reuses_its_chunks);
    RUN(interning_gives_one_pointer_per_text);
    RUN(strbuf_formats_and_takes);
    RUN(fast_printf_matches_vsnprintf);
    RUN(diagnostics_print_in_dxc_form_with_caret);
    RUN(too_many_errors_unwinds);
    RUN(diagnostic_codes_are_unique);
    RUN(intrinsic_overloads_are_consecutive);
    return UNIT_END();
}
