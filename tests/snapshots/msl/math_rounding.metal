#include <metal_stdlib>
using namespace metal;

struct ModfResult
{
    float fraction;
    float whole;
};

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 0.370000005f;
    const float _8 = _7 - 10.0f;
    const float _13 = -_8;
    const float _15 = _8 + 0.5f;
    const float _17 = _8 - 0.5f;
    const float4 _18 = float4(_8, _13, _15, _17);
    const float4 _22 = floor(_18);
    const float4 _24 = ceil(_18);
    const float4 _25 = _22 + _24;
    const float4 _27 = rint(_18);
    const float4 _28 = _25 + _27;
    const float4 _30 = trunc(_18);
    const float4 _31 = _28 + _30;
    const float4 _34 = fract(_18);
    const float4 _36 = fmod(_18, float4(3.0f, 3.0f, 3.0f, 3.0f));
    const float4 _37 = _34 + _36;
    const float _39 = fmod(_8, (-2.5f));
    const float4 _40 = float4(_39);
    const float4 _41 = _37 + _40;
    const float4 _43 = _31 + _41;
    ModfResult _48;
    _48.fraction = modf(_8, _48.whole);
    const float _49 = _48.fraction;
    const float _50 = _48.whole;
    const uint _54 = gl_GlobalInvocationID.x;
    const float4 _59 = float4(_49, _50, 0.0f, 0.0f);
    const float4 _60 = _43 + _59;
    Out[_54] = _60;
    return;
}

