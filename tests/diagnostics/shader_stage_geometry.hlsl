// EXPECT: PRISM3045 (5,9) Geometry shaders ([shader("geometry")]) are not supported
// A real HLSL stage Prism does not compile: the diagnostic names the stage,
// not "unknown".
RWStructuredBuffer<uint> Out : register(u0);
[shader("geometry")]
void main()
{
    Out[0] = 1;
}
