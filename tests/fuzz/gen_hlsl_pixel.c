/* gen_hlsl_pixel.c: what gen_hlsl writes for pixel shaders, and the typed
 * resources of both stages (issue 11).
 *
 * Pixel shaders: main takes SV_Position and a TEXCOORD, returns SV_Target
 * (a float4, or a struct of two targets); textures of every kind the three
 * targets sample (Texture2D, Texture2DArray, TextureCube, Texture3D, a depth
 * Texture2D<float> with a comparison sampler) read by Sample, SampleBias,
 * SampleLevel, SampleGrad, offsets, SampleCmp, SampleCmpLevelZero, Gather,
 * Load; ddx, ddy, their _coarse and _fine forms and fwidth in expressions
 * (and every derivative row of the table through gen_hlsl_wide.c); discard
 * and clip; early returns before all of them (the n-body shape at the top,
 * and `if (c) return ...;` anywhere in main: ir_lower_divergent_returns keeps
 * the pixels that returned running to the derivatives).
 *
 * Both stages: RWTexture1D/2D/2DArray/3D of one 32-bit component, read and
 * written (WebGPU's read_write storage textures take r32float, r32sint and
 * r32uint only), an RWTexture2D<float4> written only; Buffer<float4>,
 * Buffer<int2>, RWBuffer<uint> and RWBuffer<float2>, read and written; and
 * atomics on the RW textures and RWBuffer<uint> where the shader goes to
 * SPIR-V only (Metal 2.4 and WGSL have no texture atomics: PRISM5405, 5236).
 *
 * Indices are any uint reduced to the resource's size; coordinates are any
 * float. */
#include <stdio.h>
#include "gen_hlsl.h"

static const char *const kname[] = {"int", "uint", "float", "bool"};

static const char *tname(Ty t, char *buf)
{
    if (t.n == 1)
        return kname[t.k];
    snprintf(buf, 16, "%s%d", kname[t.k], t.n);
    return buf;
}
#define PN(t) tname((t), (char[16]){0})

/* ---- declarations ---------------------------------------------------------- */

void pixel_declarations(Gen *g)
{
    out(g, "RWTexture1D<float> RT1 : register(u0, space3);\n");
    out(g, "RWTexture2D<uint> RT2 : register(u1, space3);\n");
    out(g, "RWTexture2DArray<int> RTA : register(u2, space3);\n");
    out(g, "RWTexture3D<float> RT3 : register(u3, space3);\n");
    out(g, "RWTexture2D<float4> RTW : register(u4, space3);\n");
    out(g, "Buffer<float4> TBF : register(t5, space3);\n");
    out(g, "Buffer<int2> TBI : register(t6, space3);\n");
    out(g, "RWBuffer<uint> RBU : register(u7, space3);\n");
    out(g, "RWBuffer<float2> RBF : register(u8, space3);\n");
    if (!g->pixel)
        return;
    out(g, "Texture2D<float4> Tex : register(t9, space3);\n");
    out(g, "Texture2DArray<float4> TexArr : register(t10, space3);\n");
    out(g, "TextureCube<float4> TexCube : register(t11, space3);\n");
    out(g, "Texture3D<float4> Tex3 : register(t12, space3);\n");
    out(g, "Texture2D<float> Depth : register(t13, space3);\n");
    out(g, "SamplerState Smp : register(s14, space3);\n");
    out(g, "SamplerComparisonState SmpCmp : register(s15, space3);\n");
    if (g->mrt) {
        out(g, "struct PSOut { float4 c0 : SV_Target0; uint2 c1 : SV_Target1; };\n");
        out(g, "PSOut ps_out(uint a, float4 c) { PSOut o; o.c0 = c; o.c1 = uint2(a, a ^ 5u); return o; }\n");
    }
}

/* main's signature, and dtid and gi made from the position (the core's
 * statements index with them) */
void pixel_main_head(Gen *g)
{
    out(g, "[shader(\"pixel\")]\n");
    out(g, "%s main(float4 pos : SV_Position, float2 uv : TEXCOORD0)%s\n{\n", g->mrt ? "PSOut" : "float4",
        g->mrt ? "" : " : SV_Target");
    out(g, "    uint3 dtid = uint3((uint)pos.x, (uint)pos.y, 0u);\n");
    out(g, "    uint gi = (dtid.x & 7u) + 8u * (dtid.y & 7u);\n");
    Var *v = add_var(g, (Ty){K_FLOAT, 4}, 0, "p");
    snprintf(v->name, sizeof v->name, "pos");
    v->readonly = 1;
    v = add_var(g, (Ty){K_FLOAT, 2}, 0, "p");
    snprintf(v->name, sizeof v->name, "uv");
    v->readonly = 1;
}

/* `return X;` of main's type (a value the thread has made so far) */
void pixel_return(Gen *g)
{
    if (!g->pixel) {
        out(g, "return;\n");
        return;
    }
    out(g, g->mrt ? "return ps_out(acc, " : "return (float4)(acc & 255u) * 0.125 + ");
    expr(g, (Ty){K_FLOAT, 4}, 1);
    out(g, g->mrt ? ");\n" : ";\n");
}

/* ---- values ---------------------------------------------------------------- */

static void fexpr(Gen *g, int n, int depth) { expr(g, (Ty){K_FLOAT, n}, depth); }

static void index_of(Gen *g, int n, int mod, int depth)
{
    out(g, "(");
    expr(g, (Ty){K_UINT, n}, depth);
    out(g, ") %% %du", mod);
}

/* A constant texel offset (HLSL and WGSL take -8..7). */
static void offset(Gen *g)
{
    out(g, "int2(%d, %d)", below(g, 16) - 8, below(g, 16) - 8);
}

/* A float4 from a texture (pixel shaders only: implicit levels). */
static void sample(Gen *g, int depth)
{
    switch (below(g, 12)) {
    case 0: out(g, "Tex.Sample(Smp, "); fexpr(g, 2, depth); break;
    case 1: out(g, "Tex.SampleBias(Smp, "); fexpr(g, 2, depth); out(g, ", "); fexpr(g, 1, depth); break;
    case 2: out(g, "Tex.SampleLevel(Smp, "); fexpr(g, 2, depth); out(g, ", "); fexpr(g, 1, depth); break;
    case 3:
        out(g, "Tex.SampleGrad(Smp, ");
        fexpr(g, 2, depth);
        out(g, ", ");
        fexpr(g, 2, depth);
        out(g, ", ");
        fexpr(g, 2, depth);
        break;
    case 4: out(g, "Tex.Sample(Smp, "); fexpr(g, 2, depth); out(g, ", "); offset(g); break;
    case 5: out(g, "TexArr.Sample(Smp, "); fexpr(g, 3, depth); break;
    case 6: out(g, "TexCube.Sample(Smp, "); fexpr(g, 3, depth); break;
    case 7: out(g, "TexCube.SampleLevel(Smp, "); fexpr(g, 3, depth); out(g, ", "); fexpr(g, 1, depth); break;
    case 8: out(g, "Tex3.Sample(Smp, "); fexpr(g, 3, depth); break;
    case 9: out(g, "Tex.Gather(Smp, "); fexpr(g, 2, depth); break;
    case 10:
        out(g, "Tex.Load(int3(");
        index_of(g, 2, 16, depth);
        out(g, ", 0))");
        return;
    default:
        out(g, "Depth.%s(SmpCmp, ", chance(g, 50) ? "SampleCmp" : "SampleCmpLevelZero");
        fexpr(g, 2, depth);
        out(g, ", ");
        fexpr(g, 1, depth);
        out(g, ").xxxx");
        return;
    }
    out(g, ")");
}

static const char *const derivs[] = {"ddx", "ddy", "ddx_coarse", "ddy_coarse", "ddx_fine", "ddy_fine", "fwidth"};

/* A value of t from the typed resources (or a texture, or a derivative, in
 * a pixel shader); 0 when there is none of that type. */
int resource_leaf(Gen *g, Ty t, int depth)
{
    if (t.k == K_BOOL)
        return 0;
    int r = below(g, g->pixel ? 10 : 6);
    if (r >= 6 && t.k == K_FLOAT && r < 8) {
        out(g, "%s(", derivs[below(g, 7)]);
        expr(g, t, depth);
        out(g, ")");
        return 1;
    }
    if (r >= 6) {
        out(g, "(%s)(", PN(t));
        sample(g, depth);
        out(g, ")");
        if (t.n < 4)
            out(g, ".%.*s", t.n, chance(g, 50) ? "xyzw" : "wzyx");
        return 1;
    }
    out(g, "(%s)", PN(t));
    switch (r) {
    case 0: out(g, "RT1["); index_of(g, 1, 16, depth); out(g, "]"); break;
    case 1: out(g, "RT2["); index_of(g, 2, 16, depth); out(g, "]"); break;
    case 2: out(g, "RTA["); index_of(g, 3, 8, depth); out(g, "]"); break;
    case 3: out(g, "RT3["); index_of(g, 3, 8, depth); out(g, "]"); break;
    case 4: {
        int load = chance(g, 50);
        out(g, load ? "TBF.Load(" : "TBF[");
        index_of(g, 1, 64, depth);
        out(g, load ? ")" : "]");
        if (t.n < 4)
            out(g, ".%.*s", t.n, "wzyx");
        break;
    }
    default:
        out(g, "TBI[");
        index_of(g, 1, 64, depth);
        out(g, "]");
        out(g, "%s", (const char *const[]){"", ".y", "", ".xyx", ".yxyx"}[t.n]);
        break;
    }
    return 1;
}

/* ---- statements ------------------------------------------------------------ */

/* A store (or an atomic) to the typed resources; in a pixel shader also a
 * discard, a clip, or a sample folded into acc. */
void resource_statement(Gen *g)
{
    int r = below(g, g->pixel ? 12 : 8);
    line(g);
    if (r >= 6 && g->wide == 2 && r < 8) { /* SPIR-V only: texture and texel buffer atomics */
        static const char *const ops[] = {"InterlockedAdd", "InterlockedMin", "InterlockedMax",
                                          "InterlockedOr", "InterlockedAnd", "InterlockedXor"};
        const char *op = ops[below(g, 6)];
        int which = below(g, 3);
        switch (which) {
        case 0: out(g, "%s(RT2[", op); index_of(g, 2, 16, 1); out(g, "], "); expr(g, (Ty){K_UINT, 1}, 2); break;
        case 1: out(g, "%s(RTA[", op); index_of(g, 3, 8, 1); out(g, "], "); expr(g, (Ty){K_INT, 1}, 2); break;
        default: out(g, "%s(RBU[", op); index_of(g, 1, 64, 1); out(g, "], "); expr(g, (Ty){K_UINT, 1}, 2); break;
        }
        if (which != 1 && chance(g, 50)) /* with the original value, into acc (a uint: not RTA's) */
            out(g, ", acc");
        out(g, ");\n");
        return;
    }
    if (r >= 8) {
        switch (r) {
        case 8:
            out(g, "if (");
            condition(g, 1);
            out(g, ") discard;\n");
            return;
        case 9:
            out(g, "clip(");
            expr(g, (Ty){K_FLOAT, 1 + below(g, 4)}, 1);
            out(g, ");\n");
            return;
        default:
            out(g, "acc += (uint)(");
            sample(g, 1);
            out(g, ".%c * 16.0);\n", "xyzw"[below(g, 4)]);
            return;
        }
    }
    switch (r) {
    case 0: out(g, "RT1["); index_of(g, 1, 16, 1); out(g, "] = "); expr(g, (Ty){K_FLOAT, 1}, g->depth); break;
    case 1: out(g, "RT2["); index_of(g, 2, 16, 1); out(g, "] = "); expr(g, (Ty){K_UINT, 1}, g->depth); break;
    case 2: out(g, "RTA["); index_of(g, 3, 8, 1); out(g, "] += "); expr(g, (Ty){K_INT, 1}, g->depth); break;
    case 3: out(g, "RT3["); index_of(g, 3, 8, 1); out(g, "] = "); expr(g, (Ty){K_FLOAT, 1}, g->depth); break;
    case 4: out(g, "RTW["); index_of(g, 2, 16, 1); out(g, "] = "); expr(g, (Ty){K_FLOAT, 4}, g->depth); break;
    case 5: out(g, "RBU["); index_of(g, 1, 64, 1); out(g, "] ^= "); expr(g, (Ty){K_UINT, 1}, g->depth); break;
    default: out(g, "RBF["); index_of(g, 1, 64, 1); out(g, "] = "); expr(g, (Ty){K_FLOAT, 2}, g->depth); break;
    }
    out(g, ";\n");
}

/* At the top level of a pixel shader: derivatives and implicit-level
 * samples in uniform control flow (after any early return), folded in. */
void pixel_top_statement(Gen *g)
{
    line(g);
    out(g, "{\n");
    g->indent++;
    line(g);
    out(g, "float4 s = ");
    sample(g, 1);
    out(g, ";\n");
    line(g);
    out(g, "float2 d = float2(%s(s.x), %s(", derivs[below(g, 7)], derivs[below(g, 7)]);
    fexpr(g, 1, 1);
    out(g, "));\n");
    line(g);
    out(g, "acc += (uint)(abs(d.x + d.y) * 8.0 + s.y);\n");
    g->indent--;
    line(g);
    out(g, "}\n");
}

/* A loop with a uniform trip count (a cbuffer member) whose body samples
 * and differentiates; returns may be inside (gen_hlsl.c's statements). */
void pixel_loop(Gen *g)
{
    int id = g->next_id++;
    line(g);
    out(g, "for (uint pl%d = 0u; pl%d < count %% 3u + 1u; pl%d++) {\n", id, id, id);
    int saved = g->barrier_loop_depth;
    g->loop_depth++;
    g->barrier_loop_depth = g->loop_depth;
    block(g, 1 + below(g, 2));
    g->indent++;
    pixel_top_statement(g);
    g->indent--;
    g->loop_depth--;
    g->barrier_loop_depth = saved;
    line(g);
    out(g, "}\n");
}
