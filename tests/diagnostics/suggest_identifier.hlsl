// EXPECT: PRISM3500 (10,17) use of undeclared identifier 'intensty'
// EXPECT-NOTE: PRISM3607 (10,17) did you mean 'intensity'?
// A misspelled local variable: the note names the nearest one in scope.
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float intensity = 2.0;
    Out[id.x] = intensty * 3.0;
}
