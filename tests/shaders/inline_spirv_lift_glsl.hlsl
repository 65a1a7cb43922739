// GLSL.std.450 through [[vk::ext_instruction(N, "GLSL.std.450")]], lifted
// to MSL and WGSL through the intrinsic each one is (sin, min, clamp,
// firstbithigh ...); FSign and SSign spelled out, since HLSL's sign()
// gives an int; UMin on int operands read as unsigned.
[[vk::ext_instruction(/* Sin */ 13, "GLSL.std.450")]] float glsl_sin(float x);
[[vk::ext_instruction(/* Pow */ 26, "GLSL.std.450")]] float2 glsl_pow(float2 x, float2 y);
[[vk::ext_instruction(/* InverseSqrt */ 32, "GLSL.std.450")]] float glsl_rsqrt(float x);
[[vk::ext_instruction(/* FMin */ 37, "GLSL.std.450")]] float glsl_fmin(float a, float b);
[[vk::ext_instruction(/* UMin */ 38, "GLSL.std.450")]] int glsl_umin(int a, int b);
[[vk::ext_instruction(/* SMax */ 42, "GLSL.std.450")]] int glsl_smax(int a, int b);
[[vk::ext_instruction(/* FClamp */ 43, "GLSL.std.450")]] float glsl_clamp(float x, float lo, float hi);
[[vk::ext_instruction(/* FMix */ 46, "GLSL.std.450")]] float3 glsl_mix(float3 a, float3 b, float3 t);
[[vk::ext_instruction(/* Fma */ 50, "GLSL.std.450")]] float glsl_fma(float a, float b, float c);
[[vk::ext_instruction(/* Length */ 66, "GLSL.std.450")]] float glsl_length(float3 v);
[[vk::ext_instruction(/* Cross */ 68, "GLSL.std.450")]] float3 glsl_cross(float3 a, float3 b);
[[vk::ext_instruction(/* Refract */ 72, "GLSL.std.450")]] float3 glsl_refract(float3 i, float3 n, float eta);
[[vk::ext_instruction(/* FindUMsb */ 75, "GLSL.std.450")]] uint glsl_msb(uint x);
[[vk::ext_instruction(/* FindILsb */ 73, "GLSL.std.450")]] int glsl_lsb(int x);
[[vk::ext_instruction(/* FSign */ 6, "GLSL.std.450")]] float glsl_fsign(float x);
[[vk::ext_instruction(/* SSign */ 7, "GLSL.std.450")]] int glsl_ssign(int x);
[[vk::ext_instruction(/* Floor */ 8, "GLSL.std.450")]] float4 glsl_floor(float4 x);

RWStructuredBuffer<float4> F;
RWStructuredBuffer<int> I;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    float4 v = F[gi];
    int i = I[gi];
    float a = glsl_sin(v.x) + glsl_rsqrt(v.y) + glsl_fmin(v.z, v.w) + glsl_clamp(v.x, 0, 1) + glsl_fma(v.x, v.y, v.z);
    float2 p = glsl_pow(v.xy, v.zw);
    float3 m = glsl_mix(v.xyz, v.yzw, 0.25) + glsl_cross(v.xyz, v.wzy) + glsl_refract(v.xyz, v.yzw, 0.7);
    F[gi] = glsl_floor(float4(m, a + p.x + p.y + glsl_length(v.xyz) + glsl_fsign(v.w)));
    I[gi] = glsl_umin(i, 3) + glsl_smax(i, -3) + (int)glsl_msb((uint)i) + glsl_lsb(i) + glsl_ssign(i);
}
