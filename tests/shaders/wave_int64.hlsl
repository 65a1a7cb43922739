// ARGS: -T cs_6_5
// Wave ops on int64_t / uint64_t: SPIR-V (Int64). Metal has long and ulong,
// but its simd_ functions take no 64-bit type: PRISM5403 names the call.
RWStructuredBuffer<uint2> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint64_t u = ((uint64_t)id.x << 33) | 5ull;
    uint64_t r = WaveActiveSum(u);
    Out[id.x] = uint2((uint)r, (uint)(r >> 32));
}
// MSL: PRISM5403 (11,18) simd_ functions take no 64-bit type
// WGSL: PRISM5200 WGSL has no 64-bit types
