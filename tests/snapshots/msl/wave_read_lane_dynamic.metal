#include <metal_stdlib>
using namespace metal;

struct type_Params
{
    uint Source;
};

kernel void main0(
    device int4* OutI [[buffer(0)]],
    device uint4* OutU [[buffer(1)]],
    device float4* OutF [[buffer(2)]],
    device uint* OutB [[buffer(3)]],
    constant type_Params& Params [[buffer(4)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_SubgroupSize [[threads_per_simdgroup]],
    uint gl_SubgroupInvocationID [[thread_index_in_simdgroup]])
{
    uint cond;
    uint cond0;
    uint cond1;
    uint cond2;
    const uint _8 = Params.Source;
    const uint _10 = _8 % gl_SubgroupSize;
    const uint _14 = gl_SubgroupInvocationID + 1u;
    const uint _16 = _14 % gl_SubgroupSize;
    const uint _20 = gl_GlobalInvocationID.x;
    const int _21 = int(_20);
    const int _22 = _21 - 9;
    const uint _26 = gl_GlobalInvocationID.x;
    const uint _30 = gl_GlobalInvocationID.x;
    const float _31 = float(_30);
    const float _32 = _31 * 1.5f;
    const uint _36 = gl_GlobalInvocationID.x;
    const uint _37 = _36 % 3u;
    const bool _38 = _37 == 0u;
    const uint _41 = gl_GlobalInvocationID.x;
    const int _45 = simd_shuffle(_22, _10);
    const int2 _47 = int2(_22, 2);
    const int2 _49 = int2(simd_shuffle(_47, _16));
    const int _52 = simd_shuffle(_22, _16);
    const int4 _53 = int4(_45, _49, _52);
    const int _56 = -_22;
    const int3 _57 = int3(_22, _56, 4);
    const int3 _59 = int3(simd_shuffle(_57, _10));
    const int4 _60 = int4(_59, 0);
    const int4 _61 = _53 + _60;
    const int4 _65 = int4(_22, _22, _22, 1);
    const int4 _67 = int4(simd_shuffle(_65, _16));
    const int4 _68 = _61 + _67;
    OutI[_41] = _68;
    const uint _71 = gl_GlobalInvocationID.x;
    const uint _75 = simd_shuffle(_26, _16);
    const uint2 _77 = uint2(_26, 3u);
    const uint2 _79 = uint2(simd_shuffle(_77, _10));
    const uint4 _80 = uint4(_75, _79, 0u);
    const uint3 _83 = uint3(_26, _26, 7u);
    const uint3 _85 = uint3(simd_shuffle(_83, _16));
    const uint4 _86 = uint4(_85, 0u);
    const uint4 _87 = _80 + _86;
    const uint4 _89 = uint4(_26, 1u, 2u, 3u);
    const uint4 _91 = uint4(simd_shuffle(_89, _10));
    const uint4 _92 = _87 + _91;
    OutU[_71] = _92;
    const uint _95 = gl_GlobalInvocationID.x;
    const float _99 = simd_shuffle(_32, _10);
    const float _102 = -_32;
    const float2 _103 = float2(_32, _102);
    const float2 _105 = simd_shuffle(_103, _16);
    const float _108 = simd_shuffle(_32, _16);
    const float4 _109 = float4(_99, _105, _108);
    const float3 _111 = float3(_32, 0.5f, 1.0f);
    const float3 _113 = simd_shuffle(_111, _10);
    const float4 _114 = float4(_113, 0.0f);
    const float4 _115 = _109 + _114;
    const float4 _120 = float4(_32, _32, _32, _32);
    const float4 _122 = simd_shuffle(_120, _16);
    const float4 _123 = _115 + _122;
    OutF[_95] = _123;
    const bool _128 = !_38;
    const bool3 _129 = bool3(_38, _128, true);
    const bool3 _131 = bool3(simd_shuffle(uint3(_129), _16));
    const uint _134 = gl_GlobalInvocationID.x;
    const bool _138 = bool(simd_shuffle(uint(_38), _10));
    if (_138)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond3 = cond;
    const bool2 _145 = bool2(_38, _38);
    const bool2 _147 = bool2(simd_shuffle(uint2(_145), _16));
    const bool _148 = bool(all(_147));
    if (_148)
    {
        cond0 = 2u;
    }
    else
    {
        cond0 = 0u;
    }
    const uint cond4 = cond0;
    const uint _153 = cond3 | cond4;
    const bool _155 = bool(any(_131));
    if (_155)
    {
        cond1 = 4u;
    }
    else
    {
        cond1 = 0u;
    }
    const uint cond5 = cond1;
    const uint _160 = _153 | cond5;
    const bool4 _164 = bool4(_38, _38, _38, true);
    const bool4 _166 = bool4(simd_shuffle(uint4(_164), _10));
    const bool _167 = bool(all(_166));
    if (_167)
    {
        cond2 = 8u;
    }
    else
    {
        cond2 = 0u;
    }
    const uint cond6 = cond2;
    const uint _172 = _160 | cond6;
    OutB[_134] = _172;
    return;
}

