// ARGS: -T ps_6_0 -E main
// RasterizerOrdered* as values (HLSL 2021): a struct member with a method,
// a function parameter; resolved to the globals, then ordered as they are.
// WGSL: PRISM5365 (7,36) 'Accum'
// WGSL: PRISM5365 (8,41) 'Count'
// glslang: rejects (RasterizerOrdered types are not in its HLSL front end)
RasterizerOrderedTexture2D<float4> Accum : register(u0);
RasterizerOrderedStructuredBuffer<uint> Count : register(u1);

struct Blender {
    RasterizerOrderedTexture2D<float4> target;
    float4 blend(uint2 p, float4 c) { float4 o = target[p]; target[p] = o * 0.5 + c; return o; }
};

void add(RasterizerOrderedStructuredBuffer<uint> b, uint i) { b[i] += 1; }

float4 main(float4 pos : SV_Position) : SV_Target
{
    Blender b;
    b.target = Accum;
    add(Count, uint(pos.x));
    return b.blend(uint2(pos.xy), 1);
}
