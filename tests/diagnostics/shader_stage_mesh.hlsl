// EXPECT: PRISM3045 (4,9) Mesh shaders ([shader("mesh")]) are not supported
// A [shader] kind of a stage Prism does not compile names the stage, in a
// file of compute entries too.
[shader("mesh")]
[numthreads(1, 1, 1)]
void ms_main()
{
}

RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void cs_main()
{
    Out[0] = 1;
}
