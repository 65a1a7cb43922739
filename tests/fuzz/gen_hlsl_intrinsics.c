/* gen_hlsl's intrinsic calls: wave and quad operations (reductions, prefix
 * ops, lane reads, ballot counts, bit ops) and the free intrinsics over int,
 * uint and float scalars and vectors, each with arguments from expr. Moved
 * out of gen_hlsl.c, whose expressions call them. */
#include <string.h>
#include "gen_hlsl.h"

void wave_op(Gen *g, Ty t, int depth)
{
    static const char *const arith[] = {"WaveActiveSum", "WaveActiveProduct", "WaveActiveMin",
                                        "WaveActiveMax", "WavePrefixSum", "WavePrefixProduct",
                                        "WaveReadLaneFirst", "QuadReadAcrossX", "QuadReadAcrossY",
                                        "QuadReadAcrossDiagonal"};
    int r = below(g, 14);
    if (r < 10) {
        out(g, "%s(", arith[r]);
        expr(g, t, depth);
        out(g, ")");
    } else if (r == 10) {
        out(g, "WaveReadLaneAt(");
        expr(g, t, depth);
        out(g, ", ");
        scalar_of(g, K_UINT, depth);
        out(g, ")");
    } else if (r == 11) {
        out(g, "QuadReadLaneAt(");
        expr(g, t, depth);
        out(g, ", %du)", below(g, 4));
    } else if (t.k == K_UINT && t.n == 1) {
        out(g, r == 12 ? "WaveActiveCountBits(" : "WavePrefixCountBits(");
        condition(g, depth);
        out(g, ")");
    } else if (t.k == K_UINT) {
        static const char *const bits[] = {"WaveActiveBitAnd", "WaveActiveBitOr", "WaveActiveBitXor"};
        out(g, "%s(", bits[below(g, 3)]);
        expr(g, t, depth);
        out(g, ")");
    } else {
        out(g, "WaveActiveSum(");
        expr(g, t, depth);
        out(g, ")");
    }
}

void intrinsic(Gen *g, Ty t, int depth)
{
    if (t.k == K_FLOAT) {
        static const char *const un[] = {"abs", "floor", "ceil", "frac", "round", "trunc", "saturate",
                                         "sin", "cos", "exp2", "sign_f", "sqrt_abs", "rsqrt_abs", "normalize_len"};
        int r = below(g, 18);
        if (r < 14) {
            const char *f = un[r];
            if (strcmp(f, "sqrt_abs") == 0 || strcmp(f, "rsqrt_abs") == 0) {
                out(g, "%s(abs(", f[0] == 'r' ? "rsqrt" : "sqrt");
                expr(g, t, depth);
                out(g, "))");
            } else if (strcmp(f, "sign_f") == 0) {
                out(g, "(%s)sign(", TN(t));
                expr(g, t, depth);
                out(g, ")");
            } else if (strcmp(f, "normalize_len") == 0) {
                out(g, "(%s)length(", TN(t));
                expr(g, (Ty){K_FLOAT, 1 + below(g, 4)}, depth);
                out(g, ")");
            } else {
                out(g, "%s(", f);
                expr(g, t, depth);
                out(g, ")");
            }
        } else if (r == 14) {
            out(g, "lerp(");
            expr(g, t, depth);
            out(g, ", ");
            expr(g, t, depth);
            out(g, ", ");
            expr(g, t, depth);
            out(g, ")");
        } else if (r == 15) {
            out(g, "(%s)dot(", TN(t));
            Ty v = {K_FLOAT, 2 + below(g, 3)};
            expr(g, v, depth);
            out(g, ", ");
            expr(g, v, depth);
            out(g, ")");
        } else if (r == 16) {
            out(g, "asfloat(");
            expr(g, (Ty){K_UINT, t.n}, depth);
            out(g, " & 0x3fffffffu)");
        } else {
            out(g, "mad(");
            expr(g, t, depth);
            out(g, ", ");
            expr(g, t, depth);
            out(g, ", ");
            expr(g, t, depth);
            out(g, ")");
        }
        return;
    }
    int r = below(g, 9);
    switch (r) {
    case 0: case 1: case 2: {
        static const char *const mm[] = {"min", "max", "clamp"};
        out(g, "%s(", mm[r]);
        expr(g, t, depth);
        out(g, ", ");
        expr(g, t, depth);
        if (r == 2) {
            out(g, ", ");
            expr(g, t, depth);
        }
        out(g, ")");
        return;
    }
    case 3:
        out(g, "(%s)countbits(", TN(t));
        expr(g, (Ty){K_UINT, t.n}, depth);
        out(g, ")");
        return;
    case 4:
        out(g, "(%s)reversebits(", TN(t));
        expr(g, (Ty){K_UINT, t.n}, depth);
        out(g, ")");
        return;
    case 5:
        out(g, "(%s)firstbithigh(", TN(t));
        expr(g, t, depth);
        out(g, ")");
        return;
    case 6:
        out(g, "(%s)firstbitlow(", TN(t));
        expr(g, t, depth);
        out(g, ")");
        return;
    case 7:
        if (t.k == K_INT) {
            out(g, "abs(");
            expr(g, t, depth);
            out(g, ")");
            return;
        }
        out(g, "asuint(");
        expr(g, (Ty){K_FLOAT, t.n}, depth);
        out(g, ")");
        return;
    default: { /* select's condition has the shape of its values */
        Ty c = {(enum Kind)below(g, 3), t.n};
        out(g, "select(");
        expr(g, c, depth);
        out(g, chance(g, 50) ? " < " : " != ");
        expr(g, c, depth);
        out(g, ", ");
        expr(g, t, depth);
        out(g, ", ");
        expr(g, t, depth);
        out(g, ")");
        return;
    }
    }
}
