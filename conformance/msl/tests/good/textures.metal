// Every texture type Prism emits, with the member functions and option
// arguments of MSL 2.4: sampling with bias / level / gradients / lod
// clamps and offsets, comparisons on depth textures, gathers with a
// component, reads with a layer, level or sample, writes, size and level
// queries, lod queries, arrays of textures and samplers, helper lanes.
#include <metal_stdlib>
using namespace metal;

struct out_t { float4 color [[color(0)]]; };

fragment out_t main0(texture2d<float> t2 [[texture(0)]],
                     texture2d_array<float> t2a [[texture(1)]],
                     texture3d<float> t3 [[texture(2)]],
                     texturecube<float> tc [[texture(3)]],
                     texturecube_array<float> tca [[texture(4)]],
                     texture1d<float> t1 [[texture(5)]],
                     texture1d_array<float> t1a [[texture(6)]],
                     depth2d<float> shadow [[texture(7)]],
                     depthcube<float> omni [[texture(8)]],
                     texture2d_ms<float, access::read> ms [[texture(9)]],
                     texture2d<uint, access::read_write> ids [[texture(10)]],
                     array<texture2d<float>, 4> maps [[texture(11)]],
                     sampler s [[sampler(0)]],
                     array<sampler, 2> samplers [[sampler(1)]],
                     float4 pos [[position]])
{
    float2 uv = pos.xy / 512.0;
    float4 c = t2.sample(s, uv) + t2.sample(s, uv, int2(1, -1)) + t2.sample(s, uv, bias(0.5));
    c += t2.sample(s, uv, level(2.0), int2(0, 1)) + t2.sample(s, uv, gradient2d(dfdx(uv), dfdy(uv)));
    c += t2.sample(s, uv, min_lod_clamp(1.0)) + t2.sample(s, uv, bias(1.0), min_lod_clamp(2.0), int2(1));
    c += t2a.sample(s, uv, uint(rint(1.4)), level(0.0)) + t3.sample(s, float3(uv, 0.5), gradient3d(float3(0), float3(0)));
    c += tc.sample(s, float3(uv, 1.0), bias(1.0)) + tca.sample(s, float3(uv, 1.0), 2u, gradientcube(float3(0), float3(0)));
    c += t1.sample(s, uv.x) + t1a.sample(s, uv.x, 1u);
    c += t2.gather(s, uv, int2(0), component::w) + tc.gather(s, float3(uv, 1.0), component::y);
    float d = shadow.sample_compare(s, uv, 0.5) + shadow.sample_compare(s, uv, 0.5, level(0.0), int2(1, 0));
    d += shadow.sample(s, uv) + shadow.read(uint2(pos.xy), 0u) + omni.sample_compare(s, float3(uv, 1.0), 0.25);
    float4 g = shadow.gather(s, uv) + shadow.gather_compare(s, uv, 0.5, int2(1, 1)) + omni.gather_compare(s, float3(uv, 1), 0.5);
    c += t2.read(uint2(pos.xy), 1u) + t2a.read(uint2(pos.xy), 3u, 0u) + t3.read(uint3(1, 2, 3)) + ms.read(uint2(pos.xy), 2u);
    uint4 id = ids.read(uint2(pos.xy));
    ids.write(id + uint4(1u), uint2(pos.xy));
    uint w = t2.get_width(1u) + t2.get_height(1u) + t2a.get_array_size() + t3.get_depth() + t2.get_num_mip_levels();
    w += ms.get_num_samples() + t1.get_width();
    float lod = t2.calculate_clamped_lod(s, uv) + tc.calculate_unclamped_lod(s, float3(uv, 1));
    c += maps[2].sample(samplers[1], uv);
    if (simd_is_helper_thread())
        discard_fragment();
    out_t o;
    o.color = c + g + float4(d, lod, float(w), 0.0);
    return o;
}
