// ARGS: -T lib_6_3
// One ordered buffer shared by a compute, a vertex and a pixel entry: only
// the pixel entry gets the interlocked section (SPIR-V) and the raster
// order group (MSL); WebGPU refuses it in the pixel stage.
// WGSL: PRISM5365 (9,42) 'Shared'
// glslang: rejects (RasterizerOrdered types are not in its HLSL front end)
struct V { float4 pos : SV_Position; float w : WEIGHT; };

RasterizerOrderedStructuredBuffer<float> Shared : register(u0);

[shader("compute")] [numthreads(4, 1, 1)]
void cs(uint3 id : SV_DispatchThreadID)
{
    Shared[id.x] = 0;
}

[shader("vertex")]
V vs(uint id : SV_VertexID)
{
    V o;
    o.pos = float4(id, 0, 0, 1);
    o.w = Shared[id];
    return o;
}

[shader("pixel")]
float4 ps(V i) : SV_Target
{
    uint k = uint(i.pos.x);
    float old = Shared[k];
    Shared[k] = old + i.w;
    return old;
}
