// ARGS: -T cs_6_0 -HV 202x
// HLSL 202x: __HLSL_VERSION is 2029 (DXC's number), intrinsics are also
// hlsl::sin, and operators may be declared outside their struct.
// glslang: rejects (namespace-qualified intrinsics)
#if __HLSL_VERSION != 2029
#error wrong version
#endif
struct Meters
{
    float v;
};

bool operator<(Meters a, Meters b)
{
    return a.v < b.v;
}

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Meters a = { hlsl::sqrt((float)id.x) }, b = { 2 };
    Out[id.x] = (a < b ? 1 : 0) + hlsl::max(a.v, b.v) + sin(0.5);
}
