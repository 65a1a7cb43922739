// Program-scope constants, constant references to arrays and scalars, const
// device pointers, bool vectors from comparisons, select/any/all, integer and
// float math with Metal's overloads, as_type, literals (1.0 is float in MSL).
#include <metal_stdlib>
using namespace metal;

constant float weights[4] = { 0.1, 0.2, 0.3, 0.4 };
constant uint3 workgroup_size = uint3(64u, 1u, 1u);
constant float4 tint = float4(1.0, 0.5, 0.25, 1.0);

struct Settings {
    float4 scale_bias;
    int4 limits;
};

static inline float4 apply(float4 v, constant Settings& s)
{
    return fma(v, float4(s.scale_bias.x), float4(s.scale_bias.y));
}

kernel void main0(constant Settings& settings [[buffer(0)]],
                  constant float& threshold [[buffer(1)]],
                  const device float4* in [[buffer(2)]],
                  device float4* out [[buffer(3)]],
                  device uint* bits [[buffer(4)]],
                  uint3 gid [[thread_position_in_grid]])
{
    float4 v = apply(in[gid.x], settings) * tint;
    bool4 big = v > float4(threshold);
    float4 r = select(v, float4(0.0), big);
    if (any(big) && !all(v < 0.0))
        r = clamp(r, float4(0.0), float4(1.0));
    int i = clamp(settings.limits.x, 0, 3);
    r.xy = r.yx * weights[i];
    r.w = max(r.w, 1.0) + min(abs(r.z), 2.0) + sqrt(saturate(r.x)) + pow(r.y, 2.0);
    uint u = as_type<uint>(r.x) ^ reverse_bits(gid.x) ^ uint(clz(gid.y)) ^ (popcount(gid.x) << 1);
    int m = max(int(gid.x), settings.limits.y) + abs(-3) + min(settings.limits.z, settings.limits.w);
    float3 n = normalize(cross(r.xyz, float3(0.0, 1.0, 0.0)));
    float len = length(n) + distance(r.xy, float2(0.5)) + dot(n, n);
    bits[gid.x] = u + uint(m) + workgroup_size.x;
    out[gid.x] = float4(n, len) + r + float4(isnan(len) ? 0.0 : 1.0) + mix(r, v, float4(0.5)) + step(float4(0.5), r) + smoothstep(float4(0.0), float4(1.0), r);
    out[gid.x].z += floor(r.x) + ceil(r.y) + round(r.z) + trunc(r.w) + fract(len) + sign(r.x) + exp2(r.y) + log2(1.0 + r.z);
    out[gid.x].w = select(1.0, 0.0, r.x > 0.5) + float(as_type<half2>(u).x);
}
