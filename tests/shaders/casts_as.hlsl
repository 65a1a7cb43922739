// Bit casts: asuint asint asfloat on scalars and vectors, f32tof16 f16tof32.
// (Doubles: casts_double.)
RWStructuredBuffer<uint4> Out : register(u0);
RWStructuredBuffer<float4> OutF : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float f = (float)id.x * 1.5;
    uint u = asuint(f);
    int i = asint(f);
    float back = asfloat(u) + asfloat(i);
    float2 fv = asfloat(uint2(u, 0x3F800000u));
    int3 iv = asint(float3(f, -f, 0.5));
    uint half16 = f32tof16(f);
    float widened = f16tof32(half16);
    Out[id.x] = uint4(u, (uint)i, half16, (uint)(iv.x ^ iv.y ^ iv.z));
    OutF[id.x] = float4(back, fv, widened);
}
