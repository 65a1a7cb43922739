// Matrices: column access, matrix * vector, vector * matrix (HLSL mul with
// row vectors), matrix products, transpose, determinant, half matrices.
#include <metal_stdlib>
using namespace metal;

struct Transforms {
    float4x4 model;
    float4x4 view_proj;
    float3x3 normal;
    float2x4 skinny;
};

kernel void main0(constant Transforms& t [[buffer(0)]],
                  const device float4* positions [[buffer(1)]],
                  device float4* out [[buffer(2)]],
                  device float3x3* normals [[buffer(3)]],
                  uint3 gid [[thread_position_in_grid]])
{
    float4 p = positions[gid.x];
    float4x4 mvp = t.view_proj * t.model;
    float4 clip = mvp * p;
    float4 row = p * t.model;
    float3 n = t.normal * p.xyz;
    float4 s = t.skinny * float2(1.0, 2.0);
    float2 s2 = p * t.skinny;
    float3x3 nt = transpose(t.normal);
    float det = determinant(t.normal);
    float3 col = t.model[3].xyz + float3(t.model[0][1]);
    half2x2 h = half2x2(half2(1.0h, 0.0h), half2(0.0h, 1.0h));
    half2 hv = h * half2(p.xy);
    normals[gid.x] = nt * 2.0;
    normals[gid.x][0] = n;
    float2x2 id = float2x2(1.0);
    float2x2 lit = float2x2(1.0, 2.0, 3.0, 4.0);
    out[gid.x] = clip + row + s + float4(s2, float2(hv)) + float4(col * det, 1.0) + float4((id * lit)[1], 0.0, 0.0);
}
