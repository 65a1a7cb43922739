// EXPECT: PRISM3500 (7,35) use of undeclared identifier 'intensiti'
// EXPECT-NOTE: PRISM3607 (7,35) did you mean 'intensity'?
// Inside a method, the fields of this are names in scope too.
struct Light {
    float3 color;
    float intensity;
    float3 lit() { return color * intensiti; }
};
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Light l = (Light)0;
    Out[id.x] = l.lit().x;
}
