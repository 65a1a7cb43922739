#include <metal_stdlib>
using namespace metal;

struct SparseTexel
{
    uint code;
    float4 texel;
};

kernel void CSMain(
    texture2d<float> Tex [[texture(0)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int cond;
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const int _7 = int(_6);
    const uint _9 = _2 / 4u;
    const int _10 = int(_9);
    const int2 _11 = int2(_7, _10);
    const uint _15 = _2 * 2u;
    const uint _16 = _15 + 0u;
    const int2 _20 = int2(min(_11, int2(2, 2)));
    const int3 _21 = int3(_20, 0);
    const int2 _22 = _21.xy;
    const int _23 = _21.z;
    const SparseTexel _24 = SparseTexel{0u, Tex.read(uint2(_22 + int2(1, 1)), uint(_23))};
    const uint _25 = _24.code;
    const float4 _26 = _24.texel;
    const bool _27 = true;
    const uint _28 = _27 ? 0u : 1u;
    Out[_16] = _26;
    const uint _32 = _2 * 2u;
    const uint _33 = _32 + 1u;
    const bool _36 = _28 == 0u;
    if (_36)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _41 = float(cond0);
    const float4 _42 = float4(_41);
    Out[_33] = _42;
    return;
}

