// RWBuffer<T> read-modify-write: compound assignment, ++, swizzle and
// component writes (the texel is read, merged, written whole), Load on a
// RWBuffer, a dynamic component read, Interlocked* on RWBuffer<uint> and
// RWBuffer<int> elements (OpImageTexelPointer), GetDimensions (ImageQuery).
RWBuffer<float4> Colors : register(u0);
RWBuffer<uint> Counters : register(u1);
RWBuffer<int> Signed : register(u2);
RWBuffer<float3> Normals : register(u3);
Buffer<uint2> Pairs : register(t4);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint n, m, pairs;
    Colors.GetDimensions(n);
    Counters.GetDimensions(m);
    Pairs.GetDimensions(pairs);
    if (id.x >= n)
        return;
    Colors[id.x] *= 2.0;
    Colors[id.x].yw = float2(0.5, 1.0);
    Colors[id.x][2] += 1.0;
    Colors[id.x].x++;
    float c = Colors.Load(id.x)[id.y & 3];
    Normals[id.x] = normalize(Normals[id.x] + c);
    Normals[id.x].z = -Normals[id.x].z;
    uint2 p = Pairs[id.x % pairs];
    Counters[id.x % m] += p.x;
    Counters[0]++;
    uint before;
    InterlockedAdd(Counters[1], 1, before);
    InterlockedMax(Counters[2], before);
    InterlockedCompareStore(Counters[3], 0, p.y);
    int old;
    InterlockedMin(Signed[id.x], -(int)id.x, old);
    InterlockedExchange(Signed[0], old, old);
    InterlockedCompareExchange(Signed[1], 5, old, old);
    Signed[2] = old;
}
// WGSL: PRISM5203 (26,38) WebGPU has no texel buffers: 'RWBuffer<float3>'
// MSL: PRISM5405 texel-buffer atomics need MSL 3.1
