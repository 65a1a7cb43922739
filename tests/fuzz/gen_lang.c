/* gen_lang (gen_lang.h): declarations that use HLSL 2021's language, with
 * constants, operators and shapes drawn from the seed, and wrappers that
 * use them. Everything it writes must compile: no division, no constant
 * index out of range, every field written before it is read. */
#include <stdarg.h>
#include <string.h>
#include "gen_lang.h"

enum {
    LF_NS = 1 << 0,    /* namespaces: nested, reopened, an alias, a type alias inside */
    LF_TADD = 1 << 1,  /* template<typename T> T tadd(T, T) */
    LF_TMUL = 1 << 2,  /* template<int K = c> int tmul(int) */
    LF_TSUM = 1 << 3,  /* template<typename T, uint N> T tsum(T a[N]) */
    LF_RING = 1 << 4,  /* template<typename T, uint N> struct Ring, partial specialisation N = 1 */
    LF_OP = 1 << 5,    /* struct Op with + * unary- == [] () */
    LF_INH = 1 << 6,   /* Base, Mid : Base, Leaf : Mid */
    LF_ENUM = 1 << 7,  /* enum class Ec : uint, enum Ep */
    LF_BITS = 1 << 8,  /* struct Bf with bit-fields */
    LF_TMIX = 1 << 9,  /* template<typename T> T tmix(T a, T b): a + b, also of Op */
    LF_RES = 1 << 10,  /* resources as values: in structs (with a base, a template), parameters, locals */
    LF_COUNT = 11,
};

static const char *const kind_name[] = {"int", "uint", "float"};

static uint32_t rnd(Lang *l)
{
    l->rng ^= l->rng >> 12;
    l->rng ^= l->rng << 25;
    l->rng ^= l->rng >> 27;
    return (uint32_t)((l->rng * 2685821657736338717ull) >> 32);
}
static int below(Lang *l, int n) { return n > 0 ? (int)(rnd(l) % (uint32_t)n) : 0; }
static int chance(Lang *l, int percent) { return below(l, 100) < percent; }

static void out(Lang *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out(Lang *l, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(l->out, fmt, ap);
    va_end(ap);
}

static const char *int_op(Lang *l)
{
    static const char *const ops[] = {"+", "-", "*", "&", "|", "^"};
    return ops[below(l, 6)];
}

/* ---- declarations --------------------------------------------------------- */

static void decl_namespaces(Lang *l)
{
    out(l, "namespace LNs {\n    static const uint Cq = %du;\n    using Real = float;\n", below(l, 50));
    out(l, "    namespace In { float h(float x) { return x * %d.0f + %d.5f; } }\n", 1 + below(l, 5), below(l, 4));
    out(l, "    int hi(int x) { return x %s %d; }\n}\n", int_op(l), 1 + below(l, 20));
    out(l, "namespace LNs { uint hu(uint x) { return x + Cq; } }\nnamespace LNa = LNs::In;\n\n");
}

static void decl_templates(Lang *l)
{
    if (l->features & LF_TADD)
        out(l, "template<typename T> T tadd(T a, T b) { return a %s b * (T)%d; }\n", chance(l, 50) ? "+" : "-",
            1 + below(l, 4));
    if (l->features & LF_TMUL)
        out(l, "template<int K = %d> int tmul(int x) { return x * K; }\n", 1 + below(l, 9));
    if (l->features & LF_TSUM)
        out(l, "template<typename T, uint N> T tsum(T a[N])\n{\n    T s = (T)0;\n"
               "    for (uint i = 0; i < N; i++)\n        s += a[i];\n    return s;\n}\n");
    if (l->features & LF_TMIX)
        out(l, "template<typename T> T tmix(T a, T b) { return a + b; }\n");
    if (l->features & LF_RING) {
        out(l, "template<typename T, uint N> struct Ring {\n    T v[N];\n    T at(uint i) { return v[i %% N]; }\n"
               "    void put(uint i, T x) { v[i %% N] = x; }\n    uint size() { return N; }\n};\n");
        out(l, "template<typename T> struct Ring<T, 1> {\n    T v0;\n    T at(uint i) { return v0; }\n"
               "    void put(uint i, T x) { v0 = x; }\n    uint size() { return 1; }\n};\n");
    }
    out(l, "\n");
}

static void decl_structs(Lang *l)
{
    if (l->features & LF_OP) {
        out(l, "struct Op {\n    float a;\n    int b;\n");
        out(l, "    Op operator+(Op o) { Op t; t.a = a + o.a; t.b = b %s o.b; return t; }\n", int_op(l));
        out(l, "    Op operator*(float k) { Op t; t.a = a * k; t.b = b * (int)k; return t; }\n");
        out(l, "    Op operator-() { Op t; t.a = -a; t.b = -b; return t; }\n");
        out(l, "    bool operator==(Op o) { return a == o.a && b == o.b; }\n");
        out(l, "    float operator[](uint i) { return i == 0 ? a : (float)b; }\n");
        out(l, "    float operator()(float x) { return a * x + (float)b; }\n};\n");
        out(l, "Op mkop(float a, int b) { Op t; t.a = a; t.b = b; return t; }\n\n");
    }
    if (l->features & LF_INH) {
        out(l, "struct Base {\n    int bv;\n    static const int tag = %d;\n    int get() { return bv * %d; }\n};\n",
            below(l, 100), 1 + below(l, 5));
        out(l, "struct Mid : Base {\n    float m;\n    float both() { return m + (float)get(); }\n};\n");
        out(l, "struct Leaf : Mid {\n    uint lf;\n    int get() { return Base::get() + (int)lf; }\n"
               "    static uint twice(uint v) { return v * 2u; }\n};\n");
        out(l, "float base_of(Base b) { return (float)b.get(); }\n\n");
    }
    if (l->features & LF_ENUM) {
        int a = below(l, 10);
        out(l, "enum class Ec : uint { A = %d, B = %d, C };\nenum Ep { P0, P1 = %d };\n\n", a, a + 1 + below(l, 5),
            below(l, 30));
    }
    if (l->features & LF_BITS)
        out(l, "struct Bf {\n    uint lo : %d;\n    uint hi : %d;\n    int s : %d;\n    uint rest;\n};\n\n",
            1 + below(l, 12), 1 + below(l, 16), 2 + below(l, 10));
}

/* Resources as values (docs/resources.md) over gen_hlsl's globals Out, RecOut,
 * RawOut, InF, Raw, and a texture and sampler of this file's own (t7, and s0 of space 2: free
 * in gen_hlsl and gen_hlsl_wide). Every resource member is assigned before a
 * method reads it (else PRISM4121), and no resource is chosen at run time
 * (PRISM4120). */
static void decl_resources(Lang *l)
{
    out(l, "Texture2D<float4> LTex : register(t7);\nSamplerState LSmp : register(s0, space2);\n");
    out(l, "static ByteAddressBuffer LRaw = Raw;\n");
    out(l, "struct RBase {\n    ByteAddressBuffer raw;\n"
           "    uint word(uint i) { return raw.Load((i %% %du) * 4u); }\n};\n", 4 + below(l, 60));
    out(l, "struct RHold : RBase {\n    StructuredBuffer<float4> f4;\n    RWByteAddressBuffer rout;\n"
           "    Texture2D<float4> tex;\n    SamplerState smp;\n");
    out(l, "    float at(uint i) { return f4[i %% 64u].%c + tex.Load(int3(i %% 4u, 0, 0)).%c"
           " + tex.SampleLevel(smp, float2(0.%d, 0.5), 0.0).x + (float)word(i); }\n",
        "xyzw"[below(l, 4)], "xyzw"[below(l, 4)], below(l, 10));
    out(l, "    void put(uint i, uint v) { rout.Store((i %% 64u) * 4u, v %s word(i)); }\n};\n", int_op(l));
    out(l, "template<typename T> struct RView {\n    RWStructuredBuffer<T> b;\n"
           "    T get(uint i) { return b[i %% 64u]; }\n    void set(uint i, T v) { b[i %% 64u] = v; }\n};\n");
    out(l, "RHold mkhold()\n{\n    RHold h;\n    h.raw = %s;\n    h.f4 = InF;\n    h.rout = RawOut;\n"
           "    h.tex = LTex;\n    h.smp = LSmp;\n    return h;\n}\n", chance(l, 50) ? "Raw" : "LRaw");
    out(l, "float rhold_use(RHold h, uint i) { return h.at(i + %du) + (float)h.word(i); }\n", below(l, 8));
    out(l, "uint rword(ByteAddressBuffer b, uint i) { return b.Load((i %% 16u) * 4u) %s %du; }\n", int_op(l),
        below(l, 9));
    out(l, "float4 rtex(Texture2D<float4> t, SamplerState s, float u) { return t.SampleLevel(s, float2(u, 0.5), 0.0); }\n");
    out(l, "Texture2D<float4> rpick() { return LTex; }\n\n");
}

static void use_resources(Lang *l, const char *K)
{
    switch (below(l, 6)) {
    case 0:
        out(l, "    {\n        RHold lh = mkhold();\n        lr += (%s)lh.at((uint)x);\n", K);
        if (chance(l, 50))
            out(l, "        lh.put((uint)x, (uint)lr);\n");
        out(l, "    }\n");
        break;
    case 1:
        out(l, "    {\n        RHold lh;\n        lh.raw = Raw;\n        lh.f4 = InF;\n        lh.rout = RawOut;\n"
               "        lh.tex = rpick();\n        lh.smp = LSmp;\n        lr += (%s)rhold_use(lh, (uint)x);\n"
               "        RBase lb = (RBase)lh;\n        lr += (%s)lb.word((uint)x + %du);\n    }\n",
            K, K, below(l, 16));
        break;
    case 2:
        out(l, "    lr += (%s)rword(%s, (uint)x) + (%s)rtex(LTex, LSmp, 0.%d).%c;\n", K, chance(l, 50) ? "Raw" : "LRaw",
            K, below(l, 10), "xyzw"[below(l, 4)]);
        break;
    case 3:
        out(l, "    {\n        ByteAddressBuffer lb = Raw;\n        StructuredBuffer<float4> lf = InF;\n"
               "        Texture2D<float4> lt = rpick();\n");
        out(l, "        lr += (%s)lb.Load(((uint)x %% 8u) * 4u) + (%s)lf[(uint)x %% 64u].%c"
               " + (%s)lt.Load(int3(0, 0, 0)).x;\n    }\n", K, K, "xyzw"[below(l, 4)], K);
        break;
    case 4:
        out(l, "    {\n        RView<uint> lv;\n        lv.b = Out;\n        lv.set((uint)x + %du, (uint)lr);\n"
               "        lr += (%s)lv.get((uint)x);\n    }\n", below(l, 64), K);
        break;
    default:
        out(l, "    {\n        RView<Rec> lv;\n        lv.b = RecOut;\n        Rec lc = lv.get((uint)x);\n"
               "        lc.a += (float)x;\n        lv.set((uint)x + %du, lc);\n        lr += (%s)lc.a + (%s)lc.b.y;\n    }\n",
            below(l, 64), K, K);
    }
}

/* ---- uses in a wrapper: each adds to lr (of kind K) ----------------------- */

static void use(Lang *l, const char *K, int feature)
{
    switch (feature) {
    case LF_NS:
        switch (below(l, 4)) {
        case 0: out(l, "    lr += (%s)LNs::In::h((float)x);\n", K); break;
        case 1: out(l, "    lr += (%s)LNa::h((float)x) + (%s)::LNs::Cq;\n", K, K); break;
        case 2: out(l, "    lr += (%s)LNs::hi((int)x);\n", K); break;
        default: out(l, "    {\n        using namespace LNs;\n        Real y = (Real)hu((uint)x);\n"
                       "        lr += (%s)y;\n    }\n", K);
        }
        break;
    case LF_TADD:
        if (chance(l, 50))
            out(l, "    lr += tadd(x, (%s)%d);\n", K, below(l, 10));
        else {
            const char *T = kind_name[below(l, 3)];
            out(l, "    lr += (%s)tadd<%s>((%s)x, %d);\n", K, T, T, below(l, 10));
        }
        break;
    case LF_TMUL:
        if (chance(l, 50))
            out(l, "    lr += (%s)tmul<%d>((int)x);\n", K, below(l, 7) - 3);
        else
            out(l, "    lr += (%s)tmul((int)x);\n", K);
        break;
    case LF_TSUM: {
        int n = 1 + below(l, 4);
        out(l, "    {\n        %s larr[%d] = { x", K, n);
        for (int i = 1; i < n; i++)
            out(l, ", (%s)%d", K, below(l, 9));
        if (chance(l, 50))
            out(l, " };\n        lr += tsum(larr);\n    }\n");
        else
            out(l, " };\n        lr += tsum<%s, %d>(larr);\n    }\n", K, n);
        break;
    }
    case LF_RING: {
        int n = 1 + below(l, 4);
        out(l, "    {\n        Ring<%s, %d> lq;\n        for (uint i = 0; i < lq.size(); i++)\n"
               "            lq.put(i, x + (%s)i);\n        lr += lq.at(%du);\n    }\n", K, n, K, below(l, 8));
        break;
    }
    case LF_OP:
        out(l, "    {\n        Op lp = mkop((float)x, (int)x %s %d);\n", int_op(l), below(l, 9));
        out(l, "        Op lq = lp + lp * %d.0f;\n", below(l, 4));
        if (l->features & LF_TMIX)
            out(l, "        lq = tmix(lq, -lp);\n");
        out(l, "        if (lp == -lq)\n            lr += (%s)1;\n", K);
        out(l, "        lr += (%s)(lq[%du] + lq(%d.5f));\n    }\n", K, below(l, 2), below(l, 4));
        break;
    case LF_INH:
        out(l, "    {\n        Leaf le;\n        le.bv = (int)x;\n        le.m = %d.25f;\n        le.lf = %du;\n", below(l, 8),
            below(l, 8));
        out(l, "        Mid lmm = (Mid)le;\n");
        out(l, "        lr += (%s)((float)le.get() + lmm.both() + base_of((Base)le) + (float)Leaf::twice(le.lf)"
               " + (float)Leaf::tag);\n    }\n", K);
        break;
    case LF_ENUM:
        out(l, "    {\n        Ec le = ((uint)x & 1u) != 0 ? Ec::A : Ec::%s;\n", chance(l, 50) ? "B" : "C");
        out(l, "        lr += (%s)((uint)le + (uint)P1);\n    }\n", K);
        break;
    case LF_BITS:
        out(l, "    {\n        Bf lf = (Bf)0;\n        lf.lo = (uint)x;\n        lf.hi = lf.lo + %du;\n", below(l, 9));
        out(l, "        lf.s = (int)x;\n        lf.rest = lf.hi;\n        lf.lo += %du;\n", below(l, 5));
        out(l, "        lr += (%s)(lf.lo + lf.hi + (uint)lf.s + lf.rest);\n    }\n", K);
        break;
    case LF_RES:
        use_resources(l, K);
        break;
    case LF_TMIX:
        out(l, "    lr += tmix(x, (%s)%d) + (%s)sizeof(%s);\n", K, below(l, 9), K, l->features & LF_OP ? "Op" : K);
        break;
    }
}

static void wrapper(Lang *l, LangFn *f, int size)
{
    const char *K = kind_name[f->kind];
    out(l, "%s %s(%s x)\n{\n    %s lr = x;\n", K, f->name, K, K);
    for (int i = 0, n = 1 + below(l, 1 + size); i < n; i++) {
        int feature = 1 << below(l, LF_COUNT);
        if (l->features & feature)
            use(l, K, feature);
    }
    out(l, "    return lr;\n}\n\n");
}

void lang_decls(Lang *l, FILE *out_file, uint64_t seed, int size)
{
    memset(l, 0, sizeof *l);
    l->out = out_file;
    l->rng = seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
    for (int i = 0; i < 4; i++)
        rnd(l);
    for (int b = 0; b < LF_COUNT; b++)
        if (chance(l, 55))
            l->features |= 1u << b;
    if (!l->features)
        return;
    if (l->features & LF_NS)
        decl_namespaces(l);
    decl_templates(l);
    decl_structs(l);
    if (l->features & LF_RES)
        decl_resources(l);
    l->nfns = 1 + below(l, size < LANG_MAX_FNS ? size : LANG_MAX_FNS);
    for (int i = 0; i < l->nfns; i++) {
        LangFn *f = &l->fns[i];
        snprintf(f->name, sizeof f->name, "L%d", i % LANG_MAX_FNS);
        f->kind = below(l, 3);
        wrapper(l, f, size);
    }
}
