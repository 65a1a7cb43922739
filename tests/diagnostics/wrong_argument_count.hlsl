// EXPECT: PRISM3529 (9,17) too many arguments: 'Twice' takes 1, 2 given
RWStructuredBuffer<float> Out : register(u0);
float Twice(float x) { return x * 2.0; }

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Twice(1.0, 2.0);
}
