// Typed buffers: element types no texel holds (bool, double, 64-bit ints),
// and an atomic on one component of a vector element. (A write through a
// dynamic component index, once PRISM4013, works: typed_buffer_ops.)
Buffer<double> Doubles : register(t0);
RWBuffer<bool2> Flags : register(u1);
RWBuffer<uint4> Quads : register(u2);
RWBuffer<float4> Colors : register(u3);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    double d = Doubles[id.x];
    Flags[id.x] = bool2(true, false);
    InterlockedAdd(Quads[id.x].x, 1);
    Colors[id.x] = 1.0;
}
// EXPECT: PRISM4001 (13,16) Buffer<double>
// EXPECT: PRISM4001 (14,5) RWBuffer<bool2>
// EXPECT: PRISM4012 (15,32) atomic on a component (.x)
