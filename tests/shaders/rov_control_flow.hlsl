// ARGS: -T ps_6_0 -E main
// The interlocked section of a pixel shader with control flow: it opens
// before the first statement that reaches an ordered resource (here an if
// whose branch calls a function that accesses one) and closes after the
// last (a loop); a return inside it closes it first, a return before it
// skips it. SV_SampleIndex (declared, even unused) makes the shader run per
// sample: SampleInterlockOrderedEXT, as DXC.
// WGSL: PRISM5365 (12,34) 'Count'
// WGSL: PRISM5365 (13,43) 'Colors'
// MSL's raster order group covers each access, whatever the control flow.
// glslang: rejects (RasterizerOrdered types are not in its HLSL front end)
RasterizerOrderedTexture2D<uint> Count : register(u0);
RasterizerOrderedStructuredBuffer<float4> Colors : register(u1);
RWStructuredBuffer<uint> Plain : register(u2);

void bump(uint2 p)
{
    Count[p] = Count[p] + 1;
}

float4 main(float4 pos : SV_Position, uint sample : SV_SampleIndex) : SV_Target
{
    uint2 p = uint2(pos.xy);
    Plain[p.x] = 1; // not ordered: before the section
    if (pos.x < 2.0)
        return float4(0, 0, 0, 0);
    float4 acc = 0;
    if (pos.y > 4.0) {
        bump(p);
        if (Count[p] > 3)
            return float4(1, 1, 1, 1);
    }
    for (uint i = 0; i < 4; i++)
        acc += Colors[p.x * 4 + i];
    if (acc.x > 0.5)
        discard;
    return acc;
}
