// ARGS: -T lib_6_8
// EXPECT: PRISM3045 (5,9) Work graph node shaders ([shader("node")]) are not supported
// Work graph nodes (SM 6.8) are a stage Prism does not compile.
RWStructuredBuffer<uint> Out : register(u0);
[shader("node")]
[numthreads(1, 1, 1)]
void node_main()
{
    Out[0] = 1;
}
