#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    device float2* OutF [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint arr[2];
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 + 100u;
    const uint _9 = _6 + 3u;
    const uint _12 = _9 - 1u;
    const uint _15 = _12 * 5u;
    const uint _18 = _15 / 2u;
    const uint _21 = _18 % 1000u;
    const uint _25 = _21 << 2u;
    const uint _29 = _25 >> 1u;
    const uint _32 = _29 & 4095u;
    const uint _35 = _32 | 4096u;
    const uint _38 = gl_GlobalInvocationID.x;
    const uint _40 = _35 ^ _38;
    const uint _44 = gl_GlobalInvocationID.x;
    const float _45 = float(_44);
    const float2 _46 = float2(_45, 2.0f);
    const float2 _49 = _46 * float2(1.5f, 1.5f);
    const float _52 = _49.y;
    const float _53 = _52 - 0.5f;
    float2 _55 = _49;
    _55.y = _53;
    const float2 _58 = _55 / float2(2.0f, 4.0f);
    const uint k[2] = {1u, 2u};
    for (uint i = 0; i < 2; ++i)
    {
        arr[i] = k[i];
    }
    const uint _63 = gl_GlobalInvocationID.x;
    const uint _64 = _63 & 1u;
    const uint _67 = arr[_64];
    const uint _68 = _67 + _40;
    arr[_64] = _68;
    const uint _71 = gl_GlobalInvocationID.x;
    const uint _75 = arr[0];
    const uint _76 = _40 + _75;
    const uint _78 = arr[1];
    const uint _79 = _76 + _78;
    Out[_71] = _79;
    const uint _82 = gl_GlobalInvocationID.x;
    const uint _83 = _82 + 64u;
    const uint _85 = Out[_83];
    const uint _86 = _85 + 1u;
    Out[_83] = _86;
    const uint _89 = gl_GlobalInvocationID.x;
    OutF[_89] = _58;
    return;
}

