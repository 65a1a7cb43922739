#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    texture2d<float, access::read_write> R2 [[texture(0)]],
    texture1d<float, access::read_write> R1 [[texture(1)]],
    texture2d_array<float, access::read_write> R2A [[texture(2)]],
    texture3d<float, access::read_write> R3 [[texture(3)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint3 q;
    uint3 q0;
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const uint _8 = _2 / 4u;
    const uint2 _9 = uint2(_6, _8);
    const float4 _14 = R2.read(uint2(_9));
    const float2 _18 = _14.xy;
    const float2 _19 = _18 * float2(2.0f, 2.0f);
    const float2 _21 = float2(_9);
    const float2 _22 = _19 + _21;
    const float _24 = _14.z;
    const float _26 = _14.w;
    const float _27 = _26 - 100.0f;
    const float4 _28 = float4(_22, _24, _27);
    R2.write(_28, uint2(_9));
    const bool _32 = _2 < 8u;
    if (_32)
    {
        const float4 _36 = R1.read(uint(_2));
        const float2 _40 = _36.xy;
        const float2 _41 = _40 * float2(2.0f, 2.0f);
        const float _43 = float(_2);
        const float2 _44 = float2(_43, 0.0f);
        const float2 _45 = _41 + _44;
        const float _47 = _36.z;
        const float _49 = _36.w;
        const float _50 = _49 - 100.0f;
        const float4 _51 = float4(_45, _47, _50);
        R1.write(_51, uint(_2));
    }
    const bool _55 = _2 < 8u;
    if (_55)
    {
        const uint _58 = _2 % 4u;
        const uint _60 = _2 / 4u;
        const uint3 _61 = uint3(_58, _60, 0u);
        uint3 _64 = _61;
        _64.z = 0u;
        q = _64;
        for (;;)
        {
            {
                q0 = q;
                const uint _67 = q0.z;
                const bool _68 = _67 < 3u;
                if (!_68)
                {
                    break;
                }
                const float4 _73 = R2A.read(uint2(q0.xy), uint(q0.z));
                const float2 _77 = _73.xy;
                const float2 _78 = _77 * float2(2.0f, 2.0f);
                const uint2 _80 = q0.xy;
                const float2 _81 = float2(_80);
                const float2 _82 = _78 + _81;
                const float _84 = _73.z;
                const float _86 = _73.w;
                const float _87 = _86 - 100.0f;
                const float4 _88 = float4(_82, _84, _87);
                R2A.write(_88, uint2(q0.xy), uint(q0.z));
            }
            const uint _92 = q0.z;
            const uint _93 = _92 + 1u;
            uint3 _95 = q0;
            _95.z = _93;
            q = _95;
        }
    }
    const bool _98 = _2 < 8u;
    if (_98)
    {
        const uint _101 = _2 % 2u;
        const uint _103 = _2 / 2u;
        const uint _104 = _103 % 2u;
        const uint _106 = _2 / 4u;
        const uint3 _107 = uint3(_101, _104, _106);
        const int3 _112 = int3(_107);
        const float4 _113 = R3.read(uint3(_112));
        const float2 _117 = _113.xy;
        const float2 _118 = _117 * float2(2.0f, 2.0f);
        const uint2 _120 = _107.xy;
        const float2 _121 = float2(_120);
        const float2 _122 = _118 + _121;
        const float _124 = _113.z;
        const float _126 = _113.w;
        const float _127 = _126 - 100.0f;
        const float4 _128 = float4(_122, _124, _127);
        R3.write(_128, uint3(_107));
    }
    return;
}

