// Vertex and fragment entry points: [[stage_in]], [[vertex_id]],
// [[instance_id]], [[position]], [[front_facing]], [[color(n)]], [[user()]]
// and interpolation attributes, SIMD-group built-ins in a fragment function,
// derivatives, discard, names spelled with metal::.
#include <metal_stdlib>

struct VSIn {
    metal::float3 position [[attribute(0)]];
    metal::float2 uv [[attribute(1)]];
};

struct VSOut {
    metal::float4 position [[position]];
    metal::float2 uv [[user(locn0)]];
    metal::float3 normal [[user(locn1), center_no_perspective]];
    uint instance [[flat, user(locn2)]];
};

struct FSOut {
    metal::float4 color [[color(0)]];
    float depth [[depth(any)]];
};

struct Frame {
    metal::float4x4 view_proj;
    metal::float4 tint;
};

vertex VSOut vs_main(VSIn in [[stage_in]],
                     constant Frame& frame [[buffer(1)]],
                     const device metal::packed_float3* normals [[buffer(2)]],
                     uint vid [[vertex_id]],
                     uint iid [[instance_id]])
{
    VSOut out;
    out.position = frame.view_proj * metal::float4(in.position, 1.0);
    out.uv = in.uv;
    out.normal = metal::normalize(metal::float3(normals[vid]));
    out.instance = iid;
    return out;
}

fragment FSOut fs_main(VSOut in [[stage_in]],
                       metal::float4 frag_coord [[position]],
                       bool front [[front_facing]],
                       uint lane [[thread_index_in_simdgroup]],
                       metal::texture2d<float> albedo [[texture(0)]],
                       metal::sampler smp [[sampler(0)]],
                       constant Frame& frame [[buffer(0)]])
{
    metal::float4 c = albedo.sample(smp, in.uv) * frame.tint;
    if (c.a < 0.01)
        metal::discard_fragment();
    float w = metal::fwidth(in.uv.x) + metal::dfdx(c.r) + metal::dfdy(c.g);
    float avg = metal::simd_sum(c.r) / float(metal::simd_sum(1u));
    FSOut out;
    out.color = metal::float4(front ? c.rgb : c.bgr, metal::max(w, avg));
    out.depth = frag_coord.z + float(lane) * 0.0;
    return out;
}
