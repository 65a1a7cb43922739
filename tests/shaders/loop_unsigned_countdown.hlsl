// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// Unsigned loops counting down (the i-- > 0 idiom), loops with a uint
// condition wrapping, a loop whose bound is a buffer value.
RWStructuredBuffer<uint> Out : register(u0);
StructuredBuffer<uint> Bounds : register(t0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint sum = 0;
    for (uint i = id.x % 10; i-- > 0;)
        sum += i;
    uint n = Bounds[id.x];
    for (uint j = n; j != 0; j >>= 1)
        sum += j & 1;
    uint k = 5;
    while (k--)
        sum *= 3;
    Out[id.x] = sum;
}
