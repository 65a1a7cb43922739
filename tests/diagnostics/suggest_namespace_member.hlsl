// EXPECT: PRISM3528 (10,17) use of undeclared function 'Color::luminence'
// EXPECT-NOTE: PRISM3607 (10,17) did you mean 'Color::luminance'?
// A misspelled name in a namespace, named qualified.
namespace Color { float luminance(float3 c) { return dot(c, float3(0.2126, 0.7152, 0.0722)); } }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Color::luminence(float3(1, 1, 1));
}
