#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Data [[buffer(0)]],
    device uint* Raw [[buffer(1)]],
    texture2d<float, access::write> Image [[texture(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _7 = Data[_5];
    const uint _10 = gl_GlobalInvocationID.x;
    const uint _13 = _7 * 2u;
    Data[_10] = _13;
    const uint _16 = gl_GlobalInvocationID.x;
    const uint _17 = _16 * 4u;
    const uint _18 = _17 >> 2u;
    Raw[_18] = _7;
    const uint _23 = gl_GlobalInvocationID.x;
    const uint2 _24 = uint2(_23, 0u);
    const float _26 = float(_7);
    const float4 _27 = float4(_26, 0.0f, 0.0f, 0.0f);
    Image.write(_27, uint2(_24));
    return;
}

