// ARGS: -fspv-flatten-resource-arrays
// EXPECT: PRISM3863 (8,16) no counters for the elements of a flattened array
RWStructuredBuffer<uint> Counted[2] : register(u4);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Counted[1].IncrementCounter();
}
