// EXPECT: PRISM3536 (14,19) 'Counter' has no method 'incremnt'
// EXPECT-NOTE: PRISM3607 (14,19) did you mean 'increment'?
// A misspelled method.
struct Counter {
    uint n;
    uint increment() { n += 1; return n; }
};
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Counter c = (Counter)0;
    Out[id.x] = c.incremnt();
}
