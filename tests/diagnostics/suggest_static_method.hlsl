// EXPECT: PRISM3528 (12,17) use of undeclared function 'MathUtil::sqaure'
// EXPECT-NOTE: PRISM3607 (12,17) did you mean 'MathUtil::square'?
// A misspelled static method named through its struct.
struct MathUtil {
    static float square(float x) { return x * x; }
};
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = MathUtil::sqaure(3.0);
}
