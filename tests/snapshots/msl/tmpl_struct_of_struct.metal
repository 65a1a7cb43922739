#include <metal_stdlib>
using namespace metal;

struct Pair_float
{
    float a;
    float b;
};

struct Pair_float0
{
    float a;
    float b;
};

struct Pair_Pair_float
{
    Pair_float0 a;
    Pair_float0 b;
};

struct Color
{
    float3 rgb;
    float alpha;
};

struct Pair_Color
{
    Color a;
    Color b;
};

kernel void main0(
    device Pair_float* Pairs [[buffer(0)]],
    device float4* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Pair_Pair_float nested;
    Pair_Color colors;
    nested.a.a = 1.0f;
    nested.a.b = 2.0f;
    const uint _12 = gl_GlobalInvocationID.x;
    const Pair_float _14 = Pairs[_12];
    const float _15 = _14.a;
    const float _16 = _14.b;
    const Pair_float0 _17 = Pair_float0{_15, _16};
    nested.b = _17;
    colors.a.rgb = float3(1.0f, 0.0f, 0.0f);
    colors.a.alpha = 0.5f;
    const Color _28 = colors.a;
    colors.b = _28;
    const uint _31 = gl_GlobalInvocationID.x;
    const Pair_float0 _34 = nested.a;
    const float _35 = _34.a;
    const float _36 = _34.b;
    const Pair_float _37 = Pair_float{_35, _36};
    Pairs[_31] = _37;
    const uint _40 = gl_GlobalInvocationID.x;
    const float3 _44 = colors.b.rgb;
    const float _47 = nested.b.a;
    const float3 _48 = float3(_47);
    const float3 _49 = _44 * _48;
    const float _52 = colors.a.alpha;
    const float _55 = nested.b.b;
    const float _56 = _52 + _55;
    const float4 _57 = float4(_49, _56);
    Out[_40] = _57;
    return;
}

