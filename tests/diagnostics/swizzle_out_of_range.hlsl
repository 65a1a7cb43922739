// EXPECT: PRISM3515 (8,19) swizzle component 'z' is out of range for float2
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 v = float2(1.0, 2.0);
    Out[id.x] = v.z;
}
