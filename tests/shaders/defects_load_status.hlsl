// Load with a status out-argument on byte-address and structured buffers,
// and CheckAccessFullyMapped (DXC's tiled-resource overloads; "no matching
// overload" before). No target can ask whether a buffer access was resident:
// the status is 0, fully mapped.
ByteAddressBuffer Raw : register(t0);
StructuredBuffer<int4> X : register(t1);
RWStructuredBuffer<uint> Out : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint status;
    uint a = Raw.Load(id.x * 4, status);
    bool mapped = CheckAccessFullyMapped(status);
    uint3 b = Raw.Load3(16, status);
    float f = Raw.Load<float>(8, status);
    int4 c = X.Load(id.x, status);
    mapped = mapped && CheckAccessFullyMapped(status);
    Out[id.x] = a + b.z + (uint)f + (uint)c.w + (mapped ? 1u : 0u) + status;
}
