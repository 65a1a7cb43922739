// EXPECT: PRISM3007 (7,19) vector<float, 5>: a vector has 1 to 4 components
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    vector<float, 5> v;
    Out[id.x] = 0.0;
}
