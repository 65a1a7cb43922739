#include <metal_stdlib>
using namespace metal;

struct Light
{
    packed_float3 position;
    float radius;
    float4 color;
};

struct type_Lights
{
    Light lights[8];
    float4 ambient[2];
    float4 weights[4];
    uint lightCount;
};

struct Light0
{
    float3 position;
    float radius;
    float4 color;
};

kernel void main0(
    constant type_Lights& Lights [[buffer(0)]],
    device float4* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Light0 l;
    float4 sum;
    uint i;
    bool and0;
    float4 sum0;
    uint i0;
    float4 _48;
    const uint _6 = gl_GlobalInvocationID.x;
    const uint _7 = _6 & 1u;
    const float4 _9 = Lights.ambient[_7];
    sum = _9;
    i = 0u;
    for (;;)
    {
        {
            sum0 = sum;
            i0 = i;
            const uint _16 = Lights.lightCount;
            const bool _17 = i0 < _16;
            if (_17)
            {
                const bool _20 = i0 < 8u;
                and0 = _20;
            }
            else
            {
                and0 = _17;
            }
            const bool and1 = and0;
            if (!and1)
            {
                break;
            }
            const Light _28 = Lights.lights[i0];
            const float3 _29 = float3(_28.position);
            const float _30 = _28.radius;
            const float4 _31 = _28.color;
            const Light0 _32 = Light0{_29, _30, _31};
            l = _32;
            const float4 _35 = l.color;
            const float _37 = l.radius;
            const float4 _38 = float4(_37);
            const float4 _39 = _35 * _38;
            const uint _42 = i0 % 4u;
            const float _44 = Lights.weights[_42].x;
            const float4 _45 = float4(_44);
            const float4 _46 = _39 * _45;
            _48 = sum0 + _46;
        }
        const uint _51 = i0 + 1u;
        sum = _48;
        i = _51;
    }
    const uint _54 = gl_GlobalInvocationID.x;
    const uint _59 = gl_GlobalInvocationID.x;
    const uint _60 = _59 % 8u;
    const float3 _63 = float3(Lights.lights[_60].position);
    const float4 _64 = float4(_63, 0.0f);
    const float4 _65 = sum0 + _64;
    Out[_54] = _65;
    return;
}

