// Specialization constants of 16 and 64 bits: OpSpecConstant of their
// widths (two words for 64-bit). WGSL has no 64-bit types and Metal no
// double.
// ARGS: -T cs_6_2 -enable-16bit-types
// WGSL: PRISM5200 WGSL has no 64-bit types
// WGSL: PRISM5201 WGSL has no 16-bit integers
// MSL: PRISM5400 Metal has no double
[[vk::constant_id(0)]] const half H = 1.5;
[[vk::constant_id(1)]] const int16_t I16 = -2;
[[vk::constant_id(2)]] const uint16_t U16 = 7;
[[vk::constant_id(3)]] const int64_t I64 = -5000000000;
[[vk::constant_id(4)]] const uint64_t U64 = 6000000000;
[[vk::constant_id(5)]] const double D = 0.25;

RWStructuredBuffer<double> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = double(H) + double(I16) + double(U16) + double(I64) + double(U64) + D;
}
