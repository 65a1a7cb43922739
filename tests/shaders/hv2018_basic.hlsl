// ARGS: -T cs_6_0 -HV 2018
// HLSL 2018: __HLSL_VERSION is 2018, logical operators take vectors, and
// the 2021 intrinsics (select, and, or) are not there yet.
// glslang: rejects (vector logical operators)
#if __HLSL_VERSION != 2018
#error wrong version
#endif
RWStructuredBuffer<uint4> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 a = uint4(id.x, 1, 0, 3);
    uint4 b = uint4(0, 1, 1, id.x);
    bool4 x = a && b;
    bool4 y = a || b;
    Out[id.x] = (uint4)x + (uint4)y * 2 + (x.x ? a : b);
}
