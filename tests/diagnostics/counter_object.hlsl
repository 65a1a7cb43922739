// A buffer's counter is reached through the global buffer variable or an
// element of a global array of buffers: not through a parameter or a local.
// EXPECT: PRISM3727 (9,50) a parameter
// EXPECT: PRISM3727 (15,16) a local holding an element
// (the parameter itself is a resource value: no error of its own)
// Arr[1].IncrementCounter() is no error: the array has an array of counters
RWStructuredBuffer<uint> Arr[2] : register(u0);
RWStructuredBuffer<uint> One : register(u2);
uint next(RWStructuredBuffer<uint> b) { return b.IncrementCounter(); }
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    RWStructuredBuffer<uint> l = Arr[0];
    uint c = l.IncrementCounter();
    uint a = Arr[1].IncrementCounter();
    Arr[0][0] = a + c + next(One);
}
