// ARGS: -T lib_6_3
// A library (lib_6_3): every [shader] function of the file in one module
// per target, as DXC writes a library: one SPIR-V module with an
// OpEntryPoint each, one MSL source with a kernel, a vertex and a fragment
// function, one WGSL module with three entry points. The helper they share
// and the buffer two of them read are written once.
RWStructuredBuffer<uint> Counts : register(u0);
StructuredBuffer<float4> Positions : register(t1);

float scale(uint i)
{
    return (float)(i % 7) * 0.5;
}

[shader("compute")]
[numthreads(32, 1, 1)]
void count_main(uint3 id : SV_DispatchThreadID)
{
    Counts[id.x] = (uint)(scale(id.x) * 2.0) + WaveGetLaneIndex();
}

struct VSOut
{
    float4 pos : SV_Position;
    float weight : WEIGHT;
};

[shader("vertex")]
VSOut vertex_main(uint vid : SV_VertexID)
{
    VSOut o;
    o.pos = Positions[vid];
    o.weight = scale(vid);
    return o;
}

[shader("pixel")]
float4 pixel_main(VSOut i) : SV_Target
{
    return float4(i.weight, scale((uint)i.pos.x), 0.0, 1.0);
}
