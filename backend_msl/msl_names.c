/* Names: every identifier the MSL file declares is unique in the file (so
 * no local ever shadows a function, a struct or another local), and none is
 * a C++14 keyword, an MSL keyword or type name, or a metal_stdlib name a
 * user identifier would hide (a local called `max` makes `max(a, b)` fail
 * to compile in its scope: C++14 [basic.scope.hiding]). A clashing name
 * gets a suffix: `main` becomes `main0` (a C++ function named main must
 * return int: C++14 [basic.start.main]), `kernel` becomes `kernel0`. */
#include <stdarg.h>
#include <string.h>
#include "../util/threads.h"
#include "msl_internal.h"

/* Sorted (strcmp order), for the binary search. C++14 keywords ([lex.key]), alternative tokens
 * ([lex.digraph]), MSL's own keywords and attribute-like words (MSL 2.4
 * spec 1.4, 4 "Address spaces", 5.1 "Function qualifiers"), metal_stdlib
 * types (2 "Data types") and functions (6 "Metal standard library"), and
 * the names the prelude itself uses. Vector and matrix type names
 * (float4, half2x3, packed_uint3 ...) are matched by shape, below. */
static const char *const reserved[] = {
    "abs", "absdiff", "access", "acos", "acosh", "addr", "alignas", "alignof", "all", "and", "and_eq", "any",
    "array", "array_ref", "as_type", "asin", "asinh", "asm", "assert", "atan", "atan2", "atanh", "atomic",
    "atomic_bool", "atomic_compare_exchange_weak_explicit", "atomic_exchange_explicit",
    "atomic_fetch_add_explicit", "atomic_fetch_and_explicit", "atomic_fetch_max_explicit",
    "atomic_fetch_min_explicit", "atomic_fetch_or_explicit", "atomic_fetch_sub_explicit",
    "atomic_fetch_xor_explicit", "atomic_float", "atomic_int", "atomic_load_explicit", "atomic_store_explicit",
    "atomic_thread_fence", "atomic_uint", "auto", "bfloat", "bitand", "bitor", "bool", "break", "buffer",
    "case", "catch", "ceil", "char", "char16_t", "char32_t", "clamp", "class", "clz", "compl", "const",
    "const_cast", "constant", "constexpr", "continue", "copysign", "cos", "cosh", "cospi", "cross", "ctz",
    "decltype", "default", "degrees", "delete", "depth2d", "depth2d_array", "depthcube", "determinant",
    "device", "discard_fragment", "distance", "divide", "do", "dot", "double", "dynamic_cast", "else", "enum",
    "exp", "exp10", "exp2", "explicit", "export", "extern", "extract_bits", "fabs", "faceforward", "false",
    "fast", "fdim", "float", "floor", "fma", "fmax", "fmax3", "fmin", "fmin3", "fmod", "for", "fract",
    "fragment", "frexp", "friend", "goto", "half", "if", "ilogb", "inline", "insert_bits", "int", "int16_t",
    "int32_t", "int64_t", "int8_t", "isfinite", "isinf", "isnan", "isnormal", "kernel", "ldexp", "length",
    "length_squared", "log", "log10", "log2", "long", "madd", "main", "max", "max3", "median3", "mem_flags",
    "memory_order", "memory_order_relaxed", "metal", "min", "min3", "mix", "modf", "mulhi", "mutable",
    "namespace", "new", "noexcept", "normalize", "not", "not_eq", "nullptr", "operator", "or", "or_eq",
    "popcount", "pow", "powr", "precise", "private", "protected", "ptrdiff_t", "public", "quad_all", "quad_any",
    "quad_broadcast", "quad_shuffle", "quad_shuffle_xor", "radians", "rand", "ray_data", "reflect", "refract",
    "register", "reinterpret_cast", "return", "reverse_bits", "rint", "rotate", "round", "rsqrt", "sampler",
    "saturate", "select", "short", "sign", "signed", "simd_all", "simd_and", "simd_any", "simd_ballot",
    "simd_broadcast", "simd_broadcast_first", "simd_is_first", "simd_max", "simd_min", "simd_or",
    "simd_prefix_exclusive_product", "simd_prefix_exclusive_sum", "simd_product", "simd_shuffle",
    "simd_shuffle_xor", "simd_sum", "simd_vote", "simd_xor", "simdgroup_barrier", "sin", "sincos", "sinh",
    "sinpi", "size_t", "sizeof", "smoothstep", "sqrt", "static", "static_assert", "static_cast", "step",
    "struct", "switch", "tan", "tanh", "tanpi", "template", "texture1d", "texture2d", "texture2d_array",
    "texture3d", "texture_buffer", "texturecube", "this", "thread", "thread_local", "threadgroup",
    "threadgroup_barrier", "threadgroup_imageblock", "throw", "transpose", "true", "trunc", "try", "typedef",
    "typeid", "typename", "uchar", "uint", "uint16_t", "uint32_t", "uint64_t", "uint8_t", "ulong", "union",
    "unsigned", "ushort", "using", "vec", "vertex", "virtual", "visible", "void", "volatile", "wchar_t",
    "while", "xor", "xor_eq",
};

/* strcmp, inlined: the words are short and most differ at the first letter. */
static int cmp_word(const char *a, const char *b)
{
    while (*a && *a == *b)
        a++, b++;
    return (unsigned char)*a - (unsigned char)*b;
}

/* bool2 ... double4x4, packed_float3 ...: MSL 2.4 spec 2.2 and 2.3. n is
 * strlen(s); every such name ends in a digit 1-4, which rules out nearly
 * every identifier at once. */
static bool is_vector_type_name(const char *s, size_t n)
{
    static const char *const scalars[] = {"bool", "char", "uchar", "short", "ushort", "int", "uint", "long",
                                          "ulong", "half", "float", "double", "bfloat"};
    static const unsigned char lens[] = {4, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 6, 6};
    if (n < 4 || s[n - 1] < '1' || s[n - 1] > '4')
        return false;
    if (strncmp(s, "packed_", 7) == 0)
        s += 7;
    for (size_t k = 0; k < sizeof scalars / sizeof *scalars; k++) {
        if (s[0] != scalars[k][0] || strncmp(s, scalars[k], lens[k]) != 0)
            continue;
        const char *r = s + lens[k];
        if (r[0] >= '1' && r[0] <= '4' && (r[1] == 0 || (r[1] == 'x' && r[2] >= '1' && r[2] <= '4' && !r[3])))
            return true;
    }
    return false;
}

/* Where the reserved words starting with 'a' + k begin: the same for
 * every file, so made once per process (a scan of the whole list cost
 * about as much as the rest of a small shader's naming). */
static uint16_t reserved_at[27];
static pthread_once_t reserved_at_once = PTHREAD_ONCE_INIT;

static void fill_reserved_at(void)
{
    size_t n = sizeof reserved / sizeof *reserved, k = 0;
    for (int c = 0; c < 27; c++) {
        while (k < n && reserved[k][0] < 'a' + c)
            k++;
        reserved_at[c] = (uint16_t)k;
    }
}

void msl_names_init(MslWriter *w)
{
    (void)w;
    pthread_once(&reserved_at_once, fill_reserved_at);
}

bool msl_is_reserved(const MslWriter *w, const char *s)
{
    /* Names with a double underscore, or an underscore and a capital, are
     * the implementation's (C++14 [lex.name]p3); prism_ is the prelude's. */
    size_t n = 0;
    for (; s[n]; n++)
        if (s[n] == '_' && s[n + 1] == '_')
            return true;
    if (s[0] == '_' && s[1] >= 'A' && s[1] <= 'Z')
        return true;
    if (s[0] < 'a' || s[0] > 'z') /* every word below starts with a lowercase letter */
        return false;
    if (strncmp(s, "prism_", 6) == 0 || is_vector_type_name(s, n))
        return true;
    size_t lo = reserved_at[s[0] - 'a'], hi = reserved_at[s[0] - 'a' + 1]; /* its first letter's words */
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = cmp_word(s, reserved[mid]);
        if (c == 0)
            return true;
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return false;
}

/* An identifier from any IR name: [A-Za-z0-9_], not starting with a
 * digit; other characters (`::` of methods, `$` of $Globals) and runs of
 * underscores become one underscore, and a leading `_X` or `prism_` gets a
 * `u` in front, so that msl_is_reserved only ever objects to words.
 * A base that is such an identifier already is returned as it is (every
 * caller's base outlives the writer: IR names, literals, arena text). */
static const char *sanitize(Arena *a, const char *base)
{
    if (!base || !*base)
        base = "v";
    size_t n = 0;
    bool clean = !(base[0] >= '0' && base[0] <= '9') && !(base[0] == '_' && base[1] >= 'A' && base[1] <= 'Z');
    for (; base[n]; n++) {
        char ch = base[n];
        clean &= (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
                 (ch == '_' && base[n + 1] != '_');
    }
    if (clean && strncmp(base, "prism_", 6) != 0)
        return base;
    char *s = arena_alloc_raw(a, n + 3); /* every byte read is written first */
    size_t k = 1; /* s[0] is room for the `u` */
    for (size_t i = 0; i < n; i++) {
        char ch = base[i];
        bool ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
        if (!ok && k > 1 && s[k - 1] == '_')
            continue;
        s[k++] = ok ? ch : '_';
    }
    s[k] = 0;
    char *r = s + 1;
    if ((r[0] >= '0' && r[0] <= '9') || (r[0] == '_' && r[1] >= 'A' && r[1] <= 'Z') || strncmp(r, "prism_", 6) == 0) {
        s[0] = 'u';
        r = s;
    }
    return r;
}

const char *msl_member_name(MslWriter *w, const char *base)
{
    const char *s = sanitize(w->a, base);
    return msl_is_reserved(w, s) ? arena_printf(w->a, "%s0", s) : s;
}

/* Most values are unnamed, "_<id>": their names are kept out of the local
 * name set (at 100k lines it held a slot and a half per value), marked in
 * w->anon instead, and another name "_<digits>" is checked against that. */
static bool anon_taken(const MslWriter *w, const char *t)
{
    if (!w->anon || t[0] != '_' || t[1] < '0' || t[1] > '9' || (t[1] == '0' && t[2]))
        return false;
    uint64_t n = 0;
    for (const char *p = t + 1; *p; p++) {
        if (*p < '0' || *p > '9' || n >= w->nvals)
            return false;
        n = n * 10 + (uint64_t)(*p - '0');
    }
    return n < w->nvals && w->anon[n];
}

const char *msl_unique_anon(MslWriter *w, uint32_t id)
{
    char num[16], *p = num + sizeof num;
    *--p = 0;
    uint32_t k = id;
    do
        *--p = (char)('0' + k % 10);
    while (k /= 10);
    *--p = '_';
    const char *t = arena_strndup(w->a, p, (size_t)(num + sizeof num - 1 - p));
    /* "_<id>" is never reserved, and no other unnamed value's name; a set
     * without any name of that shape is not searched (the local set of a
     * large function is far larger than the cache) */
    if ((w->names.has_underscore_digit && nameset_has(&w->names.set, t)) ||
        (w->local.has_underscore_digit && nameset_has(&w->local.set, t)))
        return msl_unique(w, t);
    w->anon[id] = 1;
    return t;
}

const char *msl_unique(MslWriter *w, const char *base)
{
    /* a file-scope name outlives the function it may be made in */
    Arena *a = w->fn ? w->a : w->ma;
    const char *s = sanitize(a, base);
    MslNameSet *into = w->fn ? &w->local : &w->names;
    const char *t = s;
    size_t n = strlen(s);
    bool digit_end = s[n - 1] >= '0' && s[n - 1] <= '9';
    /* The suffix counter makes the thousandth clash of one base as cheap as
     * the first. */
    uint32_t *counter = NULL;
    while (msl_is_reserved(w, t) || nameset_has(&w->names.set, t) || nameset_has(&w->local.set, t) || anon_taken(w, t)) {
        if (!counter)
            counter = nameset_counter(a, &into->set, s);
        t = arena_printf(a, digit_end ? "%s_%u" : "%s%u", s, (unsigned)(*counter)++);
    }
    nameset_add(a, &into->set, t);
    if (t[0] == '_' && t[1] >= '0' && t[1] <= '9')
        into->has_underscore_digit = true;
    return t;
}

const char *msl_cat(MslWriter *w, ...)
{
    va_list ap;
    size_t n = 0;
    va_start(ap, w);
    for (const char *p; (p = va_arg(ap, const char *));)
        n += strlen(p);
    va_end(ap);
    char *r = arena_alloc_raw(w->a, n + 1), *q = r;
    va_start(ap, w);
    for (const char *p; (p = va_arg(ap, const char *));) {
        size_t k = strlen(p);
        memcpy(q, p, k);
        q += k;
    }
    va_end(ap);
    *q = 0;
    return r;
}

const char *msl_uint_text(MslWriter *w, uint32_t k)
{
    static const char *const small[] = {"0", "1", "2", "3", "4", "5", "6", "7"};
    if (k < 8)
        return small[k];
    char num[16], *p = num + sizeof num;
    *--p = 0;
    do
        *--p = (char)('0' + k % 10);
    while (k /= 10);
    return arena_strndup(w->a, p, (size_t)(num + sizeof num - 1 - p));
}
