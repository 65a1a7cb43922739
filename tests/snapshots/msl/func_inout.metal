#include <metal_stdlib>
using namespace metal;

struct Result
{
    float value;
    uint steps;
};

void Swap(thread float& a, thread float& b)
{
    const float _3 = a;
    const float _5 = b;
    a = _5;
    b = _3;
    return;
}

void Split(float v, thread float& whole, thread float& part)
{
    const float _6 = floor(v);
    whole = _6;
    const float _9 = whole;
    const float _10 = v - _9;
    part = _10;
    return;
}

void Run(float x, thread Result& r)
{
    const float _6 = x * 2.0f;
    r.value = _6;
    r.steps = 1u;
    return;
}

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float a;
    float b;
    float parts[2];
    float whole;
    float part;
    Result r;
    Result r0;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float4 _7 = float4(_6, 1.5f, 2.5f, 3.5f);
    const float _11 = _7.x;
    a = _11;
    const float _15 = _7.w;
    b = _15;
    Swap(a, b);
    const float _18 = a;
    float4 _20 = _7;
    _20.x = _18;
    const float _22 = b;
    float4 _24 = _20;
    _24.w = _22;
    const float _28 = _24.y;
    Split(_28, whole, part);
    const float _34 = whole;
    parts[0] = _34;
    const float _36 = part;
    parts[1] = _36;
    const float _40 = _24.z;
    Run(_40, r0);
    const Result _43 = r0;
    r = _43;
    const uint _46 = gl_GlobalInvocationID.x;
    const float2 _49 = _24.xw;
    const float _51 = parts[0];
    const float _53 = parts[1];
    const float _54 = _51 + _53;
    const float _56 = r.value;
    const uint _58 = r.steps;
    const float _59 = float(_58);
    const float _60 = _56 + _59;
    const float4 _61 = float4(_49, _54, _60);
    Out[_46] = _61;
    return;
}

