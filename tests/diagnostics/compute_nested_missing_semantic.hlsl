// EXPECT: PRISM3057 (8,10) parameter 'extra' of compute entry point 'main' needs a semantic
// A field of a nested input struct without a semantic, reported at the
// field.
RWStructuredBuffer<uint> Out : register(u0);
struct Inner
{
    uint gi : SV_GroupIndex;
    uint extra;
};
struct Input
{
    Inner inner;
};
[shader("compute")]
[numthreads(64, 1, 1)]
void main(Input i)
{
    Out[i.inner.gi] = i.inner.extra;
}
