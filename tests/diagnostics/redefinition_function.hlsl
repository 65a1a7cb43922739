// EXPECT: PRISM3002 (4,7) redefinition of 'F(float)'
RWStructuredBuffer<float> Out : register(u0);
float F(float x) { return x; }
float F(float y) { return y * 2.0; }

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = F(1.0);
}
