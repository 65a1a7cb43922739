// Typed buffers (Buffer<T>, RWBuffer<T>) as texture_buffer, textures with
// read, write and sample access, a sampler argument and a constexpr sampler.
#include <metal_stdlib>
using namespace metal;

kernel void main0(texture_buffer<float, access::read> src [[texture(0)]],
                  texture_buffer<uint, access::read_write> counts [[texture(1)]],
                  texture_buffer<int, access::write> dst [[texture(2)]],
                  texture2d<float> image [[texture(3)]],
                  texture2d<half, access::write> out_image [[texture(4)]],
                  texture3d<float, access::read> volume [[texture(5)]],
                  sampler smp [[sampler(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    constexpr sampler linear_clamp(coord::normalized, filter::linear, address::clamp_to_edge);
    if (gid.x >= src.get_width())
        return;
    float4 v = src.read(gid.x);
    uint4 c = counts.read(gid.x);
    counts.write(c + uint4(1u), gid.x);
    dst.write(int4(v), gid.x);
    float2 uv = float2(gid.xy) / float2(image.get_width(), image.get_height());
    float4 s = image.sample(smp, uv) + image.sample(linear_clamp, uv, level(0.0)) + image.read(gid.xy);
    float4 vol = volume.read(gid);
    out_image.write(half4(s + vol), gid.xy);
}
