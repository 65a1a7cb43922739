// ARGS: -T ps_6_0 -E main -fspv-use-vulkan-memory-model -fspv-target-env=vulkan1.3
// A pixel shader with a globallycoherent rasterizer-ordered image and an
// ordered buffer under the Vulkan memory model (SPIR-V 1.6): the interlocked
// section holds the accesses, which carry their availability and visibility.
// WGSL: PRISM5365 (8,53) 'Accum'
// WGSL: PRISM5365 (9,41) 'Counts'
// glslang: rejects (RasterizerOrdered types are not in its HLSL front end)
globallycoherent RasterizerOrderedTexture2D<float4> Accum : register(u0);
RasterizerOrderedStructuredBuffer<uint> Counts : register(u1);

float4 main(float4 pos : SV_Position, float4 color : COLOR) : SV_Target
{
    uint2 p = uint2(pos.xy);
    float4 prev = Accum[p];
    Accum[p] = lerp(prev, color, color.a);
    Counts[p.x + p.y * 64] += 1;
    return prev;
}
