// Atomics, GetDimensions and a typed buffer's load on a buffer chosen at
// run time by ?: and by a local array's run-time index: the
// InterlockedAdd (with its original value), the arrayLength behind
// GetDimensions and the texel load are each wrapped in a switch over the
// candidates, the results through variables.
RWByteAddressBuffer RawA : register(u0);
RWByteAddressBuffer RawB : register(u1);
RWStructuredBuffer<uint> SA : register(u2);
RWStructuredBuffer<uint> SB : register(u3);
Buffer<float> TA : register(t5);
Buffer<float> TB : register(t6);
RWStructuredBuffer<float> Out : register(u4);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    RWByteAddressBuffer raw = (id.x & 1) ? RawA : RawB;
    uint old;
    raw.InterlockedAdd(0, 1, old);
    RWStructuredBuffer<uint> s[2] = { SA, SB };
    uint count, stride;
    s[id.x & 1].GetDimensions(count, stride);
    InterlockedMax(s[(id.x >> 1) & 1][0], id.x);
    Buffer<float> t[2] = { TA, TB };
    Out[id.x] = t[id.x & 1][id.x] + old + count;
}
