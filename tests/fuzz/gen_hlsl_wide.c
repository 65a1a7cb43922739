/* gen_hlsl's second part: what the core's int/uint/float/bool scalars and
 * vectors do not reach (issue 11).
 *
 *   - every free function of the intrinsic table (read from
 *     intrinsics/intrinsics.def itself, so a new row is generated the day it
 *     is added) with the types its row takes, at the widths the shader
 *     allows: 32 bits (and min16 types); 16 bits too (-enable-16bit-types);
 *     64 bits too (int64_t, uint64_t, double); scalars, vectors and matrices
 *     of every shape from 1x1 to 4x4;
 *   - matrices of every shape, built, indexed with constants and thread
 *     values, written through an index and a swizzle, transposed, multiplied;
 *   - structs with base structs, nested in arrays of another struct, read and
 *     written through every kind of buffer and layout: RWStructuredBuffer and
 *     StructuredBuffer (std430), ConstantBuffer<T> and a cbuffer member
 *     (std140), and byte-address Load<T>/Store<T>;
 *   - early returns only some threads take, before the top-level barriers
 *     and inside loops of barriers (barrier_loop).
 * A shader with 16-bit integers cannot go to WGSL, one with 64-bit types
 * not to MSL either: the TARGETS header line says where it must compile
 * (tests/fuzz/gen-check.sh and fuzz_compile read it). */
#include <string.h>
#include "../../intrinsics/intrinsics.h"
#include "gen_hlsl.h"

/* ---- the intrinsic table ---------------------------------------------------- */

typedef struct Row {
    const char *name, *sig;
    unsigned obj, tc, ts, stages, flags;
} Row;

static const Row rows[] = {
#define INTRINSIC(id, hlsl, obj, sig, tc, ts, stages, flags, lower, ir_op, imm, spv, msl, wgsl) \
    {hlsl, sig, obj, tc, ts, stages, flags},
#include "../../intrinsics/intrinsics.def"
#undef INTRINSIC
};
enum { NROWS = sizeof rows / sizeof rows[0] };

/* ---- types of every width and shape ----------------------------------------- */

typedef struct Scalar {
    const char *name;
    unsigned tc;  /* the row's class bits it needs */
    int width;    /* 0: 32 bits (or min16, relaxed), 1: 16, 2: 64 */
    char core;    /* the core's kind it converts from: 'i', 'u', 'f', 'b' */
} Scalar;

static const Scalar scalars[] = {
    {"int", TC_SINT, 0, 'i'},          {"uint", TC_UINT, 0, 'u'},           {"float", TC_FLOAT, 0, 'f'},
    {"bool", TC_BOOL, 0, 'b'},         {"min16float", TC_FLOAT, 0, 'f'},    {"min16int", TC_SINT, 0, 'i'},
    {"min16uint", TC_UINT, 0, 'u'},    {"half", TC_FLOAT, 1, 'f'},          {"int16_t", TC_SINT, 1, 'i'},
    {"uint16_t", TC_UINT, 1, 'u'},     {"double", TC_DOUBLE, 2, 'f'},       {"int64_t", TC_SINT | TC_INT64, 2, 'i'},
    {"uint64_t", TC_UINT | TC_INT64, 2, 'u'},
};
enum { NSCALARS = sizeof scalars / sizeof scalars[0] };

typedef struct WTy {
    const Scalar *s;
    int r, c; /* r == 0: a scalar (c == 0) or a vector of c; else an r x c matrix */
} WTy;

static const char *wname(WTy t, char *buf)
{
    if (t.r)
        snprintf(buf, 32, "%s%dx%d", t.s->name, t.r, t.c);
    else if (t.c)
        snprintf(buf, 32, "%s%d", t.s->name, t.c);
    else
        snprintf(buf, 32, "%s", t.s->name);
    return buf;
}
#define WN(t) wname((t), (char[32]){0})

static const Scalar *scalar_named(const char *n)
{
    for (int i = 0; i < NSCALARS; i++)
        if (strcmp(scalars[i].name, n) == 0)
            return &scalars[i];
    return NULL;
}

/* min16 types are 16-bit under -enable-16bit-types: the width decides. */
static int width_of(Gen *g, const Scalar *s)
{
    return strncmp(s->name, "min16", 5) == 0 && g->wide ? 1 : s->width;
}

static int allowed(Gen *g, const Scalar *s)
{
    return width_of(g, s) <= g->wide;
}

/* A value of t that depends on the thread: a core expression converted. */
static void value(Gen *g, WTy t)
{
    enum Kind k = t.s->core == 'f' ? K_FLOAT : t.s->core == 'i' ? K_INT : K_UINT;
    out(g, "(%s)(", WN(t));
    if (t.s->core == 'b') {
        condition(g, 1);
    } else {
        int n = !t.r && t.c ? t.c : 1;
        expr(g, (Ty){k, n}, 1);
        if (k != K_FLOAT)
            out(g, " %% %du", 7 + below(g, 50)); /* small: 16-bit conversions keep it */
    }
    out(g, ")");
}

/* acc += a 32-bit uint from v of type t (its first element). */
static void fold(Gen *g, const char *v, WTy t)
{
    line(g);
    const char *part = t.r ? "[0][0]" : t.c ? ".x" : "";
    if (strcmp(t.s->name, "bool") == 0)
        out(g, "acc += %s%s ? 1u : 0u;\n", v, part);
    else
        out(g, "acc += (uint)(%s%s);\n", v, part);
}

/* ---- header and declarations ----------------------------------------------- */

void wide_header(Gen *g)
{
    static const char *const envs[] = {"", " -fspv-target-env=vulkan1.1", " -fspv-target-env=vulkan1.3"};
    int r = below(g, 10);
    g->wide = r < 5 ? 0 : r < 8 ? 1 : 2;
    out(g, "// ARGS: -T %s_6_7%s%s\n", g->pixel ? "ps" : "cs", g->wide ? " -enable-16bit-types" : "", envs[below(g, 3)]);
    /* WGSL has no 16-bit integers (PRISM5201), neither it nor Metal has doubles */
    out(g, "// TARGETS: %s\n", g->wide == 0 ? "spirv msl wgsl" : g->wide == 1 ? "spirv msl" : "spirv");
}

/* Structs for the buffers: a base, a struct deriving from it, and one that
 * holds an array of those; members of 32-bit kinds (and 64-bit ones where
 * allowed: byte-address buffers take no 16-bit access yet). */
typedef struct Member {
    const char *type; /* an HLSL type */
    int scalar;       /* a scalar member: it is folded into acc */
} Member;

static const Member members32[] = {
    {"float", 1}, {"uint", 1}, {"int", 1}, {"float2", 0}, {"float3", 0}, {"uint4", 0}, {"int2", 0},
    {"float2x2", 0}, {"float4x4", 0}, {"float3", 0}, {"uint", 1},
};
static const Member members64[] = {{"double", 1}, {"uint64_t", 1}, {"int64_t2", 0}};

typedef struct StructDesc {
    Member base[3], derived[3], outer[3];
    int nbase, nderived, nouter, len; /* the outer struct holds derived d[len] after its members */
} StructDesc;

enum { MAX_STRUCTS = 2 };
static StructDesc structs[MAX_STRUCTS];

static Member pick_member(Gen *g)
{
    if (g->wide == 2 && chance(g, 25))
        return members64[below(g, 3)];
    return members32[below(g, (int)(sizeof members32 / sizeof members32[0]))];
}

static void members(Gen *g, const char *prefix, Member *m, int n)
{
    for (int i = 0; i < n; i++)
        out(g, " %s %s%d;", m[i].type, prefix, i);
}

void wide_declarations(Gen *g)
{
    g->nstructs = below(g, MAX_STRUCTS + 1);
    for (int k = 0; k < g->nstructs; k++) {
        StructDesc *d = &structs[k];
        d->nbase = 1 + below(g, 3);
        d->nderived = 1 + below(g, 3);
        d->nouter = 1 + below(g, 3);
        d->len = 1 + below(g, 3);
        for (int i = 0; i < 3; i++) {
            d->base[i] = pick_member(g);
            d->derived[i] = pick_member(g);
            d->outer[i] = pick_member(g);
        }
        d->base[0].scalar = 1;
        d->base[0].type = "uint"; /* one known scalar to fold */
        out(g, "struct B%d {", k);
        members(g, "b", d->base, d->nbase);
        out(g, " };\nstruct D%d : B%d {", k, k);
        members(g, "e", d->derived, d->nderived);
        out(g, " };\nstruct N%d {", k);
        members(g, "o", d->outer, d->nouter);
        out(g, " D%d d[%d]; };\n", k, d->len);
        out(g, "RWStructuredBuffer<N%d> NRw%d : register(u%d);\n", k, k, 8 + 4 * k);
        out(g, "StructuredBuffer<N%d> NRo%d : register(t%d);\n", k, k, 9 + 4 * k);
        out(g, "ConstantBuffer<N%d> NCb%d : register(b%d);\n", k, k, 10 + 4 * k);
        out(g, "cbuffer NC%d : register(b%d) { N%d nc%d; };\n", k, 11 + 4 * k, k, k);
    }
}

/* ---- statements ------------------------------------------------------------- */

/* A struct through a buffer: read from one kind, changed through its base
 * and its array, written to another. */
static void struct_statement(Gen *g)
{
    int k = below(g, g->nstructs);
    StructDesc *d = &structs[k];
    line(g);
    out(g, "{\n");
    g->indent++;
    line(g);
    out(g, "N%d n = ", k);
    switch (below(g, 4)) {
    case 0: out(g, "NRo%d[dtid.x %% 16u];\n", k); break;
    case 1: out(g, "NCb%d;\n", k); break;
    case 2: out(g, "nc%d;\n", k); break;
    default: out(g, "Raw.Load<N%d>((dtid.x %% 16u) * 16u);\n", k); break;
    }
    int i = below(g, d->len);
    line(g);
    out(g, "n.d[%d].b0 += ", i);
    scalar_of(g, K_UINT, 1);
    out(g, ";\n");
    line(g);
    out(g, "n.d[");
    scalar_of(g, K_UINT, 1);
    out(g, " %% %du].b0 ^= dtid.x;\n", d->len);
    line(g);
    out(g, "B%d base = n.d[%d];\n", k, d->len - 1); /* a derived struct to its base */
    line(g);
    out(g, "acc += base.b0 + n.d[0].b0;\n");
    line(g);
    if (chance(g, 70))
        out(g, "NRw%d[dtid.x %% 32u] = n;\n", k);
    else
        out(g, "RawOut.Store<N%d>((dtid.x %% 8u) * 256u, n);\n", k);
    g->indent--;
    line(g);
    out(g, "}\n");
}

/* A scalar kind the shader allows, of the row's classes; NULL if none. */
static const Scalar *pick_scalar(Gen *g, unsigned tc)
{
    const Scalar *cand[NSCALARS];
    int n = 0;
    for (int i = 0; i < NSCALARS; i++) {
        const Scalar *s = &scalars[i];
        unsigned need = s->tc;
        if (allowed(g, s) && (tc & need) == need)
            cand[n++] = s;
    }
    return n ? cand[below(g, n)] : NULL;
}

/* A matrix workout: every shape, every element kind the shader allows. */
static void matrix_statement(Gen *g)
{
    const Scalar *s;
    do
        s = &scalars[below(g, NSCALARS)];
    while (!allowed(g, s));
    WTy m = {s, 1 + below(g, 4), 1 + below(g, 4)};
    WTy tr = {s, m.c, m.r}, row = {s, 0, m.c}, col = {s, 0, m.r}, el = {s, 0, 0};
    int num = strcmp(s->name, "bool") != 0;
    /* MSL multiplies float matrices only; SPIR-V-only shaders take them all */
    int mul = num && (s->core == 'f' || g->wide == 2);
    line(g);
    out(g, "{\n");
    g->indent++;
    line(g);
    out(g, "%s m = ", WN(m));
    value(g, el);
    out(g, ";\n");
    line(g);
    out(g, "m[dtid.x %% %du][gi %% %du] = ", m.r, m.c);
    value(g, el);
    out(g, ";\n");
    line(g);
    out(g, "m._m%d%d = m[%d][%d];\n", m.r - 1, m.c - 1, m.r / 2, m.c / 2);
    line(g);
    out(g, "%s r = m[dtid.y %% %du];\n", m.c > 1 ? WN(row) : WN(((WTy){s, 0, 1})), m.r);
    line(g);
    out(g, "%s t = transpose(m);\n", WN(tr));
    if (num) {
        line(g);
        out(g, "m = m * (%s)2 + (%s)t[0][0];\n", WN(m), WN(m));
    }
    if (mul) {
        WTy sq = {s, m.r, m.r};
        line(g);
        out(g, "%s p = mul(m, t);\n", WN(sq));
        line(g);
        out(g, "%s v = mul(m, (%s)(%s)r[0]);\n", m.r > 1 ? WN(col) : WN(((WTy){s, 0, 1})),
            m.c > 1 ? WN(row) : WN(((WTy){s, 0, 1})), s->name);
        fold(g, "p", sq);
        line(g);
        out(g, "acc += (uint)(v[0]);\n");
    }
    line(g);
    out(g, "bool%dx%d same = m == m;\n", m.r, m.c);
    fold(g, "m", m);
    fold(g, "t", tr);
    fold(g, "same", (WTy){scalar_named("bool"), m.r, m.c});
    line(g);
    out(g, "acc += (uint)(r[0]);\n");
    g->indent--;
    line(g);
    out(g, "}\n");
}

/* The parameter and result kinds of a signature ("T(T,out T)"): T, S, B U I
 * F D (T's shape, that element), E/@ (objects: not here), or a type. */
static int instantiate(Gen *g, const char *p, WTy T, WTy *out_t)
{
    if (strcmp(p, "T") == 0) {
        *out_t = T;
        return 1;
    }
    if (strcmp(p, "S") == 0) {
        *out_t = (WTy){T.s, 0, 0};
        return 1;
    }
    if (strlen(p) == 1 && strchr("BUIFD", p[0])) {
        const char *n = p[0] == 'B' ? "bool" : p[0] == 'U' ? "uint" : p[0] == 'I' ? "int" : p[0] == 'F' ? "float" : "double";
        const Scalar *s = scalar_named(n);
        if (!allowed(g, s))
            return 0;
        *out_t = (WTy){s, T.r, T.c};
        return 1;
    }
    /* a type written out: float3, uint4, bool, uint */
    char base[16];
    int n = 0;
    size_t len = strlen(p);
    if (len && p[len - 1] >= '1' && p[len - 1] <= '4' && len < sizeof base) {
        n = p[len - 1] - '0';
        memcpy(base, p, len - 1);
        base[len - 1] = 0;
    } else if (len < sizeof base) {
        memcpy(base, p, len + 1);
    }
    const Scalar *s = scalar_named(base);
    if (!s || !allowed(g, s))
        return 0;
    *out_t = (WTy){s, 0, n};
    return 1;
}

typedef struct Param {
    char mode;  /* 'i' in, 'o' out, 'x' inout, 'r' ref */
    char t[16]; /* as written, without out/inout/ref, ! and ? */
    int opt, exact_int;
} Param;

static int parse_sig(const char *sig, char *ret, Param *ps, int max)
{
    const char *lp = strchr(sig, '(');
    if (!lp || lp - sig >= 16)
        return -1;
    memcpy(ret, sig, (size_t)(lp - sig));
    ret[lp - sig] = 0;
    int n = 0;
    const char *p = lp + 1;
    while (*p && *p != ')' && n < max) {
        const char *e = p;
        while (*e && *e != ',' && *e != ')')
            e++;
        Param *q = &ps[n++];
        memset(q, 0, sizeof *q);
        q->mode = 'i';
        if (strncmp(p, "out ", 4) == 0) { q->mode = 'o'; p += 4; }
        else if (strncmp(p, "inout ", 6) == 0) { q->mode = 'x'; p += 6; }
        else if (strncmp(p, "ref ", 4) == 0) { q->mode = 'r'; p += 4; }
        int len = (int)(e - p);
        while (len && (p[len - 1] == '?' || p[len - 1] == '!')) {
            q->opt |= p[len - 1] == '?';
            q->exact_int |= p[len - 1] == '!';
            len--;
        }
        if (len >= (int)sizeof q->t)
            return -1;
        memcpy(q->t, p, (size_t)len);
        q->t[len] = 0;
        p = *e == ',' ? e + 1 : e;
    }
    return n;
}

/* A call of a table row the shader can take, or 0 (try another). */
static int table_call(Gen *g, const Row *row)
{
    /* barriers have statements of their own; derivatives need a pixel shader
     * (Metal's compute kernels and WGSL's compute shaders have none) */
    if (!row->name || row->obj || (row->flags & INF_UNIFORM_CF) || !(row->stages & (g->pixel ? ST_FRAGMENT : ST_COMPUTE)))
        return 0;
    if ((row->flags & INF_DERIVATIVE) && !g->pixel)
        return 0;
    if (strcmp(row->name, "discard") == 0)
        return 0; /* a statement: gen_hlsl_pixel.c writes it */
    if (g->pixel && g->wide == 0 && strcmp(row->name, "IsHelperLane") == 0)
        return 0; /* WGSL has no helper-invocation query in pixel shaders (PRISM5238) */
    if (strcmp(row->name, "mul") == 0)
        return 0; /* matrix_statement multiplies shapes that fit */
    if (strcmp(row->name, "noise") == 0)
        return 0; /* a row only to refuse it: tx_1_0 only (PRISM3830, as DXC) */
    if (strcmp(row->name, "dot2add") == 0 || strncmp(row->name, "asuint16", 8) == 0 ||
        strncmp(row->name, "asint16", 7) == 0 || strncmp(row->name, "asfloat16", 9) == 0)
        return 0; /* half2 only, and 16-bit reinterpretation (PRISM3831, 3835): not generated yet */
    if (strncmp(row->name, "GetRenderTargetSample", 21) == 0)
        return 0; /* MSL only: SPIR-V has DXC's error (PRISM5145), WGSL none (PRISM5205) */
    if (row->flags & INF_SM_6_10)
        return 0; /* GetGroupWaveIndex/Count: shader model 6.10, the shaders are cs_6_7 (PRISM3015) */
    if (strncmp(row->name, "vk::", 4) == 0)
        return 0; /* constant scopes and alignments, buffer addresses (sema_vk_intrinsics.c) */
    char ret[16];
    Param ps[6];
    int np = parse_sig(row->sig, ret, ps, 6);
    if (np < 0)
        return 0;
    int uses_t = strchr(ret, 'T') != NULL && strlen(ret) == 1;
    for (int i = 0; i < np; i++) {
        if (ps[i].mode == 'r' || strchr(ps[i].t, '@') || strcmp(ps[i].t, "E") == 0)
            return 0; /* atomics and object methods: the core writes those */
        uses_t |= strlen(ps[i].t) == 1 && strchr("TSBUIFD", ps[i].t[0]);
    }
    WTy T = {NULL, 0, 0};
    if (uses_t) {
        T.s = pick_scalar(g, row->tc);
        if (!T.s)
            return 0;
        int shapes[3], ns = 0;
        if (row->ts & TS_SCALAR) shapes[ns++] = 0;
        if (row->ts & TS_VECTOR) shapes[ns++] = 1;
        if (row->ts & TS_MATRIX) shapes[ns++] = 2;
        if (!ns)
            return 0;
        int sh = shapes[below(g, ns)];
        if (sh == 1)
            T.c = 2 + below(g, 3);
        if (sh == 2) {
            T.r = 1 + below(g, 4);
            T.c = (row->flags & INF_SQUARE) ? T.r : 1 + below(g, 4);
        }
    }
    WTy args[6], rt = {NULL, 0, 0};
    int nargs = 0;
    for (int i = 0; i < np; i++) {
        if (ps[i].opt && chance(g, 50))
            break;
        if (ps[i].exact_int) {
            args[nargs++] = (WTy){scalar_named("uint"), 0, 0};
            continue;
        }
        if (!instantiate(g, ps[i].t, T, &args[nargs]))
            return 0;
        nargs++;
    }
    int is_void = strcmp(ret, "void") == 0;
    if (!is_void && !instantiate(g, ret, T, &rt))
        return 0;
    if (strcmp(row->name, "transpose") == 0)
        rt = (WTy){T.s, T.c, T.r};
    line(g);
    out(g, "{\n");
    g->indent++;
    /* QuadReadLaneAt's lane is a literal in the call: SPIR-V before 1.5
     * takes no other, and at -O0 a local holding a constant is no constant. */
    int quad_lane = strcmp(row->name, "QuadReadLaneAt") == 0 ? (int)below(g, 4) : -1;
    for (int i = 0; i < nargs; i++) {
        if (ps[i].exact_int && quad_lane >= 0)
            continue;
        line(g);
        out(g, "%s x%d", WN(args[i]), i);
        if (ps[i].mode != 'o') {
            out(g, " = ");
            if (ps[i].exact_int && chance(g, 50))
                out(g, "%du", below(g, 4));
            else if (ps[i].exact_int)
                out(g, "(dtid.y & 3u)");
            else
                value(g, args[i]);
        }
        out(g, ";\n");
    }
    line(g);
    if (!is_void)
        out(g, "%s r = ", WN(rt));
    out(g, "%s(", row->name);
    for (int i = 0; i < nargs; i++)
        if (ps[i].exact_int && quad_lane >= 0)
            out(g, "%s%du", i ? ", " : "", quad_lane);
        else
            out(g, "%sx%d", i ? ", " : "", i);
    out(g, ");\n");
    if (!is_void)
        fold(g, "r", rt);
    for (int i = 0; i < nargs; i++)
        if (ps[i].mode != 'i') {
            char name[8];
            snprintf(name, sizeof name, "x%d", i);
            fold(g, name, args[i]);
        }
    g->indent--;
    line(g);
    out(g, "}\n");
    return 1;
}

void wide_statement(Gen *g)
{
    int r = below(g, 10);
    if (r < 2) {
        matrix_statement(g);
        return;
    }
    if (r < 4 && g->nstructs) {
        struct_statement(g);
        return;
    }
    for (int tries = 0; tries < 64; tries++)
        if (table_call(g, &rows[below(g, NROWS)]))
            return;
}

/* for (bt < count % 3 + 1) { work; barrier; work; barrier; }: a uniform trip
 * count (count is a cbuffer member), no break or continue out of it (so its
 * barriers stay in uniform control flow), returns allowed inside. */
void barrier_loop(Gen *g)
{
    if (g->pixel) {
        pixel_loop(g);
        return;
    }
    int id = g->next_id++;
    line(g);
    out(g, "for (uint bt%d = 0u; bt%d < count %% 3u + 1u; bt%d++) {\n", id, id, id);
    int saved = g->barrier_loop_depth;
    g->loop_depth++;
    g->barrier_loop_depth = g->loop_depth;
    block(g, 1 + below(g, 2));
    g->indent++;
    line(g);
    out(g, "gsData[(gi + %du) %% 64u] += (float)acc;\n", 1 + below(g, 63));
    line(g);
    out(g, "GroupMemoryBarrierWithGroupSync();\n");
    line(g);
    out(g, "acc += (uint)gsData[(gi + 1u) %% 64u];\n");
    g->indent--;
    block(g, 1);
    g->indent++;
    line(g);
    out(g, "AllMemoryBarrierWithGroupSync();\n");
    g->indent--;
    g->loop_depth--;
    g->barrier_loop_depth = saved;
    line(g);
    out(g, "}\n");
}
