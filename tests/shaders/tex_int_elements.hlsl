// Integer textures in a compute shader: Load, [] and Gather on int and
// uint elements of every width (uint2 ids, int4 vectors, uint scalars);
// SampleLevel is float-only.
Texture2D<uint> Ids : register(t0);
Texture2D<int4> Offsets : register(t1);
Texture3D<uint2> Cells : register(t2);
SamplerState Point : register(s0, space1);
RWStructuredBuffer<uint4> Out : register(u4);

[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint a = Ids[id.xy] + Ids.Load(int3(id.xy, 1));
    int4 o = Offsets.Load(int3(id.xy, 0), int2(-1, 0)) + Offsets[id.xy];
    uint2 c = Cells[id] + Cells.Load(int4(id, 0));
    uint4 g = Ids.Gather(Point, (id.xy + 0.5) / 64.0);
    Out[id.x + id.y * 8] = uint4(a, c, 0) + uint4(o) + g;
}
