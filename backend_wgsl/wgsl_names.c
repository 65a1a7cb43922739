/* Names: WGSL's keywords and reserved words, the predeclared names this
 * backend spells (types, builtin functions, enumerants, builtin values: a
 * user declaration of the same name would shadow them, WGSL 5.x "Declaration
 * and Scope"), and the namer that gives every declaration a unique, valid
 * identifier. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "../util/fmt.h"
#include "wgsl_internal.h"

/* WGSL 15.2 "Keywords" and 15.3 "Reserved Words" (keyword summary of the
 * W3C WGSL spec), then the predeclared names we emit. Sorted: looked up by
 * binary search. */
static const char *const reserved[] = {
    "CompileShader", "ComputeShader", "DomainShader", "GeometryShader", "Hullshader", "NULL", "Self",
    "abs", "abstract", "acos", "acosh", "active", "alias", "alignas", "alignof", "all", "any", "array",
    "arrayLength", "as", "asin", "asinh", "asm", "asm_fragment", "async", "atan", "atan2", "atanh",
    "atomic", "atomicAdd", "atomicAnd", "atomicCompareExchangeWeak", "atomicExchange", "atomicLoad",
    "atomicMax", "atomicMin", "atomicOr", "atomicStore", "atomicSub", "atomicXor", "attribute", "auto",
    "await", "become", "binding_array", "bitcast", "bool", "break", "case", "cast", "catch", "ceil",
    "clamp", "class", "co_await", "co_return", "co_yield", "coherent", "column_major", "common",
    "compile", "compile_fragment", "concept", "const", "const_assert", "const_cast", "consteval",
    "constexpr", "constinit", "continue", "continuing", "cos", "cosh", "countLeadingZeros",
    "countOneBits", "countTrailingZeros", "crate", "cross", "debugger", "decltype", "default",
    "degrees", "delete", "demote", "demote_to_helper", "determinant", "diagnostic", "discard",
    "distance", "do", "dot", "dynamic_cast", "else", "enable", "enum", "exp", "exp2", "explicit",
    "export", "extends", "extern", "external", "extractBits", "f16", "f32", "faceForward",
    "fallthrough", "false", "filter", "final", "finally", "firstLeadingBit", "firstTrailingBit",
    "floor", "fma", "fn", "for", "fract", "frexp", "friend", "from", "function", "fxgroup", "get",
    "global_invocation_id", "goto", "groupshared", "handle", "highp", "i32", "i64", "if", "impl",
    "implements", "import", "inline", "insertBits", "instanceof", "interface", "inverseSqrt",
    "layout", "ldexp", "length", "let", "local_invocation_id", "local_invocation_index", "log",
    "log2", "loop", "lowp", "macro", "macro_rules", "mat2x2", "mat2x3", "mat2x4", "mat3x2",
    "mat3x3", "mat3x4", "mat4x2", "mat4x3", "mat4x4", "match", "max", "mediump", "meta", "min",
    "mix", "mod", "modf", "module", "move", "mut", "mutable", "namespace", "new", "nil", "noexcept",
    "noinline", "nointerpolation", "noperspective", "normalize", "null", "nullptr", "num_workgroups",
    "of", "operator", "override", "pack2x16float", "package", "packoffset", "partition", "pass",
    "patch", "pixelfragment", "pow", "precise", "precision", "premerge", "priv", "private",
    "protected", "ptr", "pub", "public", "quadBroadcast", "quadSwapDiagonal", "quadSwapX",
    "quadSwapY", "radians", "read", "read_write", "readonly", "ref", "reflect", "refract",
    "regardless", "register", "reinterpret_cast", "requires", "resource", "restrict", "return",
    "reverseBits", "round", "saturate", "select", "self", "set", "shared", "sign", "signed", "sin",
    "sinh", "sizeof", "smooth", "smoothstep", "snorm", "sqrt", "static", "static_assert",
    "static_cast", "std", "step", "storage", "storageBarrier", "struct", "subgroupAdd",
    "subgroupAll", "subgroupAnd", "subgroupAny", "subgroupBallot", "subgroupBroadcast",
    "subgroupBroadcastFirst", "subgroupElect", "subgroupExclusiveAdd", "subgroupExclusiveMul",
    "subgroupInclusiveAdd", "subgroupInclusiveMul", "subgroupMax", "subgroupMin", "subgroupMul",
    "subgroupOr", "subgroupShuffle", "subgroupShuffleXor", "subgroupXor", "subgroup_invocation_id",
    "subgroup_size", "subroutine", "super", "switch", "tan", "tanh", "target", "template", "this",
    "thread_local", "throw", "trait", "transpose", "true", "trunc", "try", "type", "typedef",
    "typeid", "typename", "typeof", "u32", "u64", "uniform", "union", "unless", "unorm",
    "unpack2x16float", "unsafe", "unsized", "use", "using", "var", "varying", "vec2", "vec3",
    "vec4", "virtual", "volatile", "wgsl", "where", "while", "with", "workgroup",
    "workgroupBarrier", "workgroup_id", "writeonly", "yield",
};

/* strcmp, its first two characters compared here: most steps of the
 * search differ there. */
static int name_cmp(const char *r, const char *s)
{
    if (r[0] != s[0])
        return (unsigned char)r[0] - (unsigned char)s[0];
    if (r[1] != s[1] || !r[1])
        return (unsigned char)r[1] - (unsigned char)s[1];
    return strcmp(r + 2, s + 2);
}

bool wgsl_is_reserved(const char *s)
{
    if (s[0] == 'v' && s[1] >= '0' && s[1] <= '9') { /* the namer's vN: no word is v and digits */
        const char *p = s + 2;
        while (*p >= '0' && *p <= '9')
            p++;
        if (!*p)
            return false;
    }
    size_t lo = 0, hi = sizeof reserved / sizeof reserved[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = name_cmp(reserved[mid], s);
        if (c == 0)
            return true;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    /* Predeclared aliases: vec3f, vec4i, mat2x2h ... (WGSL 6.2.x). */
    size_t n = strlen(s);
    if ((strncmp(s, "vec", 3) == 0 && n == 5) || (strncmp(s, "mat", 3) == 0 && n == 7))
        return strchr("fiuh", s[n - 1]) != NULL;
    return false;
}

static void wb_putn(WBuf *b, const char *s, size_t n);

void wb_reserve(WBuf *b, size_t n)
{
    if (b->len + n + 1 > b->cap && b->out) {
        b->out->len = b->len;
        sb_reserve(b->out, n);
        b->data = b->out->data;
        b->cap = b->out->cap;
    } else if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 64;
        while (cap < b->len + n + 1)
            cap *= 2;
        b->data = arena_realloc_raw(b->a, b->data, b->cap, cap); /* written before read */
        b->cap = cap;
    }
}

void wb_puts(WBuf *b, const char *s) { wb_putn(b, s, strlen(s)); }
void wb_putc(WBuf *b, char c) { wb_putn(b, &c, 1); }
void wb_append(WBuf *out, const WBuf *src) { wb_putn(out, src->data ? src->data : "", src->len); }

/* src's text inserted at byte at of b (what follows moves up). */
void wb_insert(WBuf *b, size_t at, const WBuf *src)
{
    size_t n = src->len, tail = b->len - at;
    if (!n)
        return;
    wb_putn(b, src->data, n); /* the room */
    memmove(b->data + at + n, b->data + at, tail);
    memcpy(b->data + at, src->data, n);
    if (b->log)
        indent_log_shift(b->log, at, n);
}

void wb_indent(WBuf *b, int levels)
{
    if (b->log && indent_log_add(b->log, b->len, 4 * (size_t)levels))
        return;
    static const char spaces[] = "                                                                ";
    for (; levels > 16; levels -= 16)
        wb_putn(b, spaces, 64);
    wb_putn(b, spaces, 4 * (size_t)levels);
}

/* n bytes at the end of b, not NUL-terminated. Short texts, most of a
 * line's pieces, are copied as two fixed-size moves that overlap (the
 * first and the last 8 or 4 bytes; each compiles to one load and one
 * store) rather than byte by byte or through a memcpy call. */
static inline void put_raw(WBuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap)
        wb_reserve(b, n);
    char *d = b->data + b->len;
    b->len += n;
    if (n > 16) {
        memcpy(d, s, n);
    } else if (n >= 8) {
        uint64_t head, tail;
        memcpy(&head, s, 8);
        memcpy(&tail, s + n - 8, 8);
        memcpy(d, &head, 8);
        memcpy(d + n - 8, &tail, 8);
    } else if (n >= 4) {
        uint32_t head, tail;
        memcpy(&head, s, 4);
        memcpy(&tail, s + n - 4, 4);
        memcpy(d, &head, 4);
        memcpy(d + n - 4, &tail, 4);
    } else {
        while (n--)
            *d++ = *s++;
    }
}

static void wb_putn(WBuf *b, const char *s, size_t n)
{
    put_raw(b, s, n);
    b->data[b->len] = 0;
}

static void put_sink(void *sink, const char *s, size_t n) { put_raw(sink, s, n); }

/* fmt written straight into b when it has only the conversions fmt_fast
 * knows (fmt_each): one pass, no bound on the length, no copy. False, b as
 * it was, at any other conversion. */
static bool wb_fast(WBuf *b, const char *fmt, va_list ap)
{
    size_t len0 = b->len;
    bool done = fmt_each(fmt, ap, put_sink, b);
    if (!done)
        b->len = len0;
    if (b->data)
        b->data[b->len] = 0;
    return done;
}

void wb_vprintf(WBuf *b, const char *fmt, va_list ap)
{
    va_list cp;
    va_copy(cp, ap);
    bool done = wb_fast(b, fmt, cp);
    va_end(cp);
    if (done)
        return;
    char tmp[256];
    va_copy(cp, ap);
    int n = vsnprintf(tmp, sizeof tmp, fmt, cp);
    va_end(cp);
    if (n < 0)
        return;
    if ((size_t)n < sizeof tmp) {
        wb_putn(b, tmp, (size_t)n);
        return;
    }
    char *big = arena_alloc_raw(b->a, (size_t)n + 1);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    wb_putn(b, big, (size_t)n);
}

void wb_printf(WBuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    wb_vprintf(b, fmt, ap);
    va_end(ap);
}

/* Formatted in one pass into a buffer kept for the purpose, then copied
 * to a block of its exact size in arena a. */
static const char *fmt_in(WgslWriter *w, Arena *a, const char *fmt, va_list ap)
{
    WBuf *b = &w->scratch;
    b->a = w->a;
    b->len = 0;
    wb_vprintf(b, fmt, ap);
    char *s = arena_alloc_raw(a, b->len + 1);
    memcpy(s, b->data ? b->data : "", b->len + 1);
    return s;
}

const char *wgsl_fmt(WgslWriter *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const char *s = fmt_in(w, w->a, fmt, ap);
    va_end(ap);
    return s;
}

const char *wgsl_tmp(WgslWriter *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    const char *s = fmt_in(w, w->fa, fmt, ap);
    va_end(ap);
    return s;
}

/* ---------------------------------------------------------------- name sets */

/* A function's names in a table of its own in fa, freed with the rest of
 * the function: a table one large function grew is then neither kept nor
 * cleared for every function after it. The set is only looked up, so its
 * size changes no output. */
void wgsl_local_names_reset(WgslWriter *w)
{
    w->local_names = (NameSet){0}; /* grows as names are added */
}

/* Whether s is v<id> of a value named so by wgsl_value_name. */
static bool auto_taken(const WgslWriter *w, const char *s)
{
    if (!w->auto_named || s[0] != 'v' || s[1] < '0' || s[1] > '9' || (s[1] == '0' && s[2]))
        return false;
    uint32_t id = 0;
    const char *p = s + 1;
    for (; *p >= '0' && *p <= '9'; p++) {
        id = id * 10 + (uint32_t)(*p - '0');
        if (id >= w->num_values)
            return false;
    }
    return !*p && w->auto_named[id];
}

static bool local_taken(const WgslWriter *w, const char *s)
{
    return nameset_has(&w->local_names, s) || auto_taken(w, s);
}

/* "v<id>", without the formatter. */
static size_t value_name(char vn[16], uint32_t id)
{
    char d[12], *p = d + sizeof d;
    do
        *--p = (char)('0' + id % 10);
    while (id /= 10);
    size_t n = (size_t)(d + sizeof d - p);
    vn[0] = 'v';
    memcpy(vn + 1, p, n);
    vn[1 + n] = 0;
    return n + 1;
}

const char *wgsl_value_name(WgslWriter *w, uint32_t id)
{
    char vn[16];
    size_t n = value_name(vn, id);
    if (id >= w->num_values || nameset_has(&w->module_names, vn) || local_taken(w, vn))
        return wgsl_name(w, vn, true); /* taken: the suffix, as for any name */
    char *s = arena_alloc_raw(w->fa, n + 1);
    memcpy(s, vn, n + 1);
    w->auto_named[id] = true;
    return s;
}

/* WGSL 15.1 "Identifiers": [A-Za-z_][A-Za-z0-9_]*, not a single `_`, not
 * starting with `__`, not a keyword or reserved word. Source names are
 * ASCII here (HLSL identifiers are); anything else becomes `_`. A name that
 * is taken gets `_1`, `_2`... */
const char *wgsl_name(WgslWriter *w, const char *want, bool local)
{
    if (!want || !*want)
        want = "v";
    size_t n = strlen(want);
    Arena *a = local ? w->fa : w->a; /* a local name lives as long as its function */
    char *s = arena_alloc_raw(a, n + 1);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        char ch = want[i];
        s[k++] = (isalnum((unsigned char)ch) || ch == '_') ? ch : '_';
    }
    s[k] = 0;
    /* `__x` is reserved; `_` alone is the phony name; digits cannot lead. */
    const char *base = s;
    while (base[0] == '_' && base[1] == '_')
        base++;
    if (!base[0] || (base[0] == '_' && !base[1]) || isdigit((unsigned char)base[0]))
        base = local ? wgsl_tmp(w, "v%s", base) : wgsl_fmt(w, "v%s", base);
    const char *name = base;
    WNames *into = local ? &w->local_names : &w->module_names;
    /* Module names are checked against the current function's locals too:
     * a struct named while a body is emitted must not be shadowed there.
     * The suffix counter makes the thousandth clash of one base as cheap as
     * the first. */
    uint32_t *next = NULL;
    while (nameset_has(&w->module_names, name) || local_taken(w, name) ||
           (!next && wgsl_is_reserved(name))) { /* no reserved word ends in `_` and digits */
        if (!next) {
            next = nameset_counter(a, into, base);
            if (!*next)
                *next = 1;
        }
        name = local ? wgsl_tmp(w, "%s_%u", base, (*next)++) : wgsl_fmt(w, "%s_%u", base, (*next)++);
    }
    nameset_add(a, into, name);
    return name;
}
