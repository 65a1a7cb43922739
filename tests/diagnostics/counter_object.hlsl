// A buffer's counter is reached through the global buffer variable: not
// through an element of a buffer array or a parameter.
// EXPECT: PRISM3727 (7,50) a parameter
// EXPECT: PRISM3727 (12,21) an element
// (the parameter itself is a resource value: no error of its own)
RWStructuredBuffer<uint> Arr[2] : register(u0);
uint next(RWStructuredBuffer<uint> b) { return b.IncrementCounter(); }
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    uint a = Arr[1].IncrementCounter();
    Arr[0][0] = a + next(Arr[1]);
}
