#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device atomic_uint* Flags [[buffer(0)]],
    texture2d<float, access::read_write> Img [[texture(0)]],
    texture_buffer<uint, access::read_write> Typed [[texture(1)]],
    device uint* Raw [[buffer(1)]],
    device uint* Plain [[buffer(2)]],
    texture2d<float, access::read_write> PlainImg [[texture(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup uint Shared[64];
    const uint _9 = gl_GlobalInvocationID.x;
    const uint _11 = atomic_load_explicit(&Flags[_9], memory_order_relaxed);
    Shared[gl_LocalInvocationIndex] = _11;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _16 = 63u - gl_LocalInvocationIndex;
    const uint _18 = Shared[_16];
    const uint _21 = gl_GlobalInvocationID.x;
    const uint _24 = _18 + 1u;
    atomic_store_explicit(&Flags[_21], _24, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_device);
    const uint2 _29 = gl_GlobalInvocationID.xy;
    const float4 _31 = Img.read(uint2(_29));
    const float _32 = _31.x;
    const uint2 _35 = gl_GlobalInvocationID.xy;
    const float _37 = _32 * 2.0f;
    const float4 _38 = float4(_37, 0.0f, 0.0f, 0.0f);
    Img.write(_38, uint2(_35));
    const uint _42 = gl_GlobalInvocationID.x;
    const uint _44 = gl_GlobalInvocationID.x;
    const uint _45 = _44 + 1u;
    const uint4 _47 = Typed.read(uint(_45));
    const uint _48 = _47.x;
    const uint4 _49 = uint4(_48, 0u, 0u, 0u);
    Typed.write(_49, uint(_42));
    const uint _53 = gl_GlobalInvocationID.x;
    const uint _54 = _53 * 4u;
    const uint _55 = _54 >> 2u;
    const uint _58 = Raw[0u];
    const uint _60 = _58 + _18;
    Raw[_55] = _60;
    const uint _64 = gl_GlobalInvocationID.x;
    Plain[_64] = _18;
    const uint2 _69 = gl_GlobalInvocationID.xy;
    const uint2 _71 = gl_GlobalInvocationID.xy;
    const float4 _73 = PlainImg.read(uint2(_71));
    const float _74 = _73.x;
    const float _75 = _74 + 1.0f;
    const float4 _76 = float4(_75, 0.0f, 0.0f, 0.0f);
    PlainImg.write(_76, uint2(_69));
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
    const uint _81 = atomic_fetch_add_explicit(&Flags[0], 1u, memory_order_relaxed);
    return;
}

