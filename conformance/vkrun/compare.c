/* The Results rules: BufferExact, BufferFloatULP, BufferFloatEpsilon (the
 * suite's), and BufferUnordered (ours: the same elements in any order, for
 * outputs whose order depends on scheduling, like stream compaction). A
 * mismatch prints the first differing elements. */
#include "vkrun.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { SHOW = 8 }; /* differing elements printed per result */

static double half_to_double(uint16_t h)
{
    int e = (h >> 10) & 0x1f, m = h & 0x3ff;
    double v = e == 0    ? ldexp(m, -24)
               : e == 31 ? (m ? NAN : INFINITY)
                         : ldexp(m | 0x400, e - 25);
    return (h & 0x8000) ? -v : v;
}

static double as_double(enum vr_format f, const unsigned char *p)
{
    if (f == VR_F_Float16) {
        uint16_t h;
        memcpy(&h, p, 2);
        return half_to_double(h);
    }
    if (vr_formats[f].bytes == 4) {
        float x;
        memcpy(&x, p, 4);
        return x;
    }
    double x;
    memcpy(&x, p, 8);
    return x;
}

static void print_value(enum vr_format f, const unsigned char *p)
{
    const struct vr_format_info *fi = &vr_formats[f];
    uint64_t u = 0;
    memcpy(&u, p, fi->bytes);
    if (fi->kind == VR_K_FLOAT)
        printf("%.9g", as_double(f, p));
    else if (fi->kind == VR_K_HEX)
        printf("0x%llX", (unsigned long long)u);
    else if (fi->kind == VR_K_UINT)
        printf("%llu", (unsigned long long)u);
    else {
        int shift = 64 - 8 * (int)fi->bytes; /* sign-extend */
        printf("%lld", (long long)((int64_t)(u << shift) >> shift));
    }
}

static int64_t ordered_bits(enum vr_format f, const unsigned char *p)
{
    unsigned bytes = vr_formats[f].bytes;
    int64_t v = 0;
    memcpy(&v, p, bytes);
    int64_t sign = (int64_t)1 << (8 * bytes - 1);
    if (bytes < 8)
        v &= (sign << 1) - 1;
    /* map sign-magnitude to a monotonic integer line */
    return (v & sign) ? -(v & (sign - 1)) : v;
}

static int equal_ulp(const struct vr_result *r, const unsigned char *a,
                     const unsigned char *e)
{
    enum vr_format f = r->expected->format;
    double x = as_double(f, a), y = as_double(f, e);
    if (x == y || (isnan(x) && isnan(y)))
        return 1;
    if (isnan(x) || isnan(y))
        return 0;
    /* DenormMode Any: a flushed denormal (sign kept) is fine; 16-bit floats
     * must keep their denormals (Check.cpp's compareFloat16ULP) */
    if (!r->denorm_strict && f != VR_F_Float16 && y != 0 && fabs(y) < (f == VR_F_Float16 ? 6.103515625e-05
                             : vr_formats[f].bytes == 4 ? 1.17549435e-38
                                                        : 2.2250738585072014e-308) &&
        x == 0 && signbit(x) == signbit(y))
        return 1;
    /* ZeroTolerance: near zero, ULPs mean nothing; an absolute bound does */
    if (r->zero_tolerance > 0 && (fabs(x) <= r->zero_tolerance || fabs(y) <= r->zero_tolerance))
        return fabs(x - y) <= r->zero_tolerance;
    int64_t d = ordered_bits(f, a) - ordered_bits(f, e);
    return (uint64_t)(d < 0 ? -d : d) <= r->ulpt;
}

static int equal_element(const struct vr_result *r, const unsigned char *a,
                         const unsigned char *e, unsigned bytes)
{
    switch (r->rule) {
    case VR_RULE_ULP:
        return equal_ulp(r, a, e);
    case VR_RULE_EPSILON: {
        /* Check.cpp's compareFloatEpsilon: equal, both NaN, a flushed
         * denormal under DenormMode Any, else strictly within epsilon */
        enum vr_format f = r->expected->format;
        double x = as_double(f, a), y = as_double(f, e);
        if (x == y || (isnan(x) && isnan(y)))
            return 1;
        if (!r->denorm_strict && f != VR_F_Float16 && y != 0 && x == 0 && signbit(x) == signbit(y) &&
            fabs(y) < (f == VR_F_Float16 ? 6.103515625e-05
                       : vr_formats[f].bytes == 4 ? 1.17549435e-38 : 2.2250738585072014e-308))
            return 1;
        return fabs(x - y) < r->epsilon;
    }
    default:
        return memcmp(a, e, bytes) == 0;
    }
}

static void show(const struct vr_result *r, size_t index, const unsigned char *a,
                 const unsigned char *e, const char *what)
{
    printf("  %s[%zu]: expected ", what, index);
    print_value(r->expected->format, e);
    printf(", got ");
    print_value(r->expected->format, a);
    printf("\n");
}

/* what: the name to print differences under; NULL prints nothing */
static int compare_blobs(const struct vr_result *r, const unsigned char *a,
                         const unsigned char *e, size_t size, const char *what)
{
    unsigned bytes = vr_formats[r->expected->format].bytes;
    int bad = 0;
    for (size_t i = 0; i + bytes <= size; i += bytes)
        if (!equal_element(r, a + i, e + i, bytes) && bad++ < SHOW && what)
            show(r, i / bytes, a + i, e + i, what);
    if (bad > SHOW && what)
        printf("  ... %d differing elements in all\n", bad);
    return bad == 0;
}

/* Shell sort of n records of `size` bytes by memcmp: qsort has no way to
 * pass the record size without a global. */
static void sort_records(unsigned char *p, size_t n, size_t size, unsigned char *tmp)
{
    for (size_t gap = n / 2; gap > 0; gap /= 2)
        for (size_t i = gap; i < n; i++) {
            memcpy(tmp, p + i * size, size);
            size_t j = i;
            for (; j >= gap && memcmp(p + (j - gap) * size, tmp, size) > 0; j -= gap)
                memcpy(p + j * size, p + (j - gap) * size, size);
            memcpy(p + j * size, tmp, size);
        }
}

static int compare_unordered(const struct vr_result *r, const unsigned char *a,
                             const unsigned char *e, size_t size, const char *what)
{
    const struct vr_buffer *b = r->expected;
    size_t rec = b->stride > 0 ? (size_t)b->stride
                               : vr_formats[b->format].bytes * (size_t)b->channels;
    size_t n = size / rec;
    unsigned char *sa = malloc(size + 1), *se = malloc(size + 1), *tmp = malloc(rec);
    if (!sa || !se || !tmp) {
        free(sa), free(se), free(tmp);
        printf("  out of memory\n");
        return 0;
    }
    memcpy(sa, a, size);
    memcpy(se, e, size);
    sort_records(sa, n, rec, tmp);
    sort_records(se, n, rec, tmp);
    int ok = compare_blobs(r, sa, se, n * rec, what);
    free(sa), free(se), free(tmp);
    return ok;
}

int vr_compare(const struct vr_result *r)
{
    const struct vr_buffer *a = r->actual, *e = r->expected;
    if (a->size != e->size || a->array_size != e->array_size) {
        printf("result %s: %s has %zu bytes x %u, %s has %zu bytes x %u\n", r->name,
               a->name, a->size, a->array_size, e->name, e->size, e->array_size);
        return 0;
    }
    int ok = 1;
    for (uint32_t k = 0; k < a->array_size; k++) {
        const unsigned char *x = a->data[k], *y = e->data[k];
        int unordered = r->rule == VR_RULE_UNORDERED;
        if (unordered ? compare_unordered(r, x, y, a->size, NULL)
                      : compare_blobs(r, x, y, a->size, NULL))
            continue;
        ok = 0;
        printf("result %s (%s vs %s%s):\n", r->name, a->name, e->name,
               unordered ? ", sorted: in any order" : "");
        if (unordered)
            compare_unordered(r, x, y, a->size, "sorted");
        else
            compare_blobs(r, x, y, a->size, a->name);
    }
    return ok;
}

/* vr_compare without printing (the offloader mode prints its own). */
int vr_compare_quiet(const struct vr_result *r)
{
    const struct vr_buffer *a = r->actual, *e = r->expected;
    if (a->size != e->size || a->array_size != e->array_size)
        return 0;
    for (uint32_t k = 0; k < a->array_size; k++)
        if (!(r->rule == VR_RULE_UNORDERED
                  ? compare_unordered(r, a->data[k], e->data[k], a->size, NULL)
                  : compare_blobs(r, a->data[k], e->data[k], a->size, NULL)))
            return 0;
    return 1;
}
