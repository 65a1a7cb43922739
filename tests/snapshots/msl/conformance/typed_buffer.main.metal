#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture_buffer<int, access::read_write> Out [[texture(0)]],
    texture_buffer<int, access::read_write> RW [[texture(1)]],
    texture_buffer<float, access::read> In [[texture(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _8 = gl_GlobalInvocationID.x;
    const float4 _10 = In.read(uint(_8));
    const uint _13 = gl_GlobalInvocationID.x;
    const float _15 = _10.x;
    const float _17 = _10.w;
    const float _18 = _15 + _17;
    const int _19 = int(_18);
    const int _20 = _19 - 1;
    const int4 _21 = int4(_20, 0, 0, 0);
    Out.write(_21, uint(_13));
    const uint _25 = gl_GlobalInvocationID.x;
    const uint _27 = gl_GlobalInvocationID.x;
    const int4 _29 = RW.read(uint(_27));
    const int _30 = _29.x;
    const int _31 = _30 * 2;
    const int _32 = _31 + 1;
    const int4 _33 = int4(_32, 0, 0, 0);
    RW.write(_33, uint(_25));
    return;
}

