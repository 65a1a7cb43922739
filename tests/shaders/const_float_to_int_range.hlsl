// Constant float-to-integer conversions out of int64's range (3.4e38, -1e30):
// undefined behaviour in C, so lowering clamps before it converts (found by
// tests/fuzz/gen_hlsl under UBSan). Values within int64's range convert and
// wrap to the width as before; at run time such conversions are undefined
// in HLSL and SPIR-V alike, so only "no crash, valid output" is claimed.
RWStructuredBuffer<int4> OutI : register(u0);
RWStructuredBuffer<uint4> OutU : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    OutI[id.x] = int4((int)3.4e38, (int)-1e30, (int)2.5, (int)-7.9);
    OutU[id.x] = uint4((uint)3.4e38, (uint)1e10, (uint)7.9, (uint)1e30);
}
