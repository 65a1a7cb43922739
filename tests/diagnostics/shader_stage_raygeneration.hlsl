// ARGS: -T lib_6_3
// EXPECT: PRISM3045 (5,9) Ray generation shaders ([shader("raygeneration")]) are not supported
// In a library too: a ray tracing entry names its stage.
RWStructuredBuffer<uint> Out : register(u0);
[shader("raygeneration")]
void rg_main()
{
    Out[0] = 1;
}
