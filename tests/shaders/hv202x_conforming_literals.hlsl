// ARGS: -T cs_6_5 -HV 202x
// HLSL 202x's conforming literals (proposal 0017; DXC -HV 202x): an
// unsuffixed float literal is a float, so double4(..., 5.57, ...) holds
// (double)5.57f (offload-test-suite asuint.64 expects its bits); 5.57l is
// still a double. An unsuffixed integer literal is the first of int, uint
// (hex and octal only), int64_t, uint64_t that holds it, as in C.
// MSL: PRISM5400 Metal has no double
// WGSL: PRISM5200 WGSL has no 64-bit types
RWStructuredBuffer<double4> OutD : register(u0);
RWStructuredBuffer<uint64_t4> OutU : register(u1);

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    OutD[0] = double4(10, 0, 5.57, 5.57l);
    // 4294967295 is an int64_t, 0xFFFFFFFF a uint, 0x100000000 an int64_t,
    // 0xFFFFFFFFFFFFFFFF a uint64_t: all keep their value here.
    OutU[0] = uint64_t4(4294967295, 0xFFFFFFFF, 0x100000000, 0xFFFFFFFFFFFFFFFF);
}
