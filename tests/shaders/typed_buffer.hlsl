// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// Typed buffers: Buffer<float4> read through operator[] and Load, RWBuffer<uint>
// read-modify-write, RWBuffer<float> writes (texel buffers in SPIR-V).
Buffer<float4> Colors : register(t0);
Buffer<int> Ints : register(t1);
RWBuffer<uint> Counts : register(u0);
RWBuffer<float> Results : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 c = Colors[id.x];
    float4 d = Colors.Load(id.x + 1);
    int i = Ints[id.x];
    Counts[id.x] = Counts[id.x] + (uint)i;
    Results[id.x] = dot(c, d);
}
