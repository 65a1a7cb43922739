// -fspv-entrypoint-name=NAME (DXC): the OpEntryPoint's name; the function
// keeps its HLSL name.
// ARGS: -T cs_6_0 -E main -fspv-entrypoint-name=bufferFill
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 7;
}
