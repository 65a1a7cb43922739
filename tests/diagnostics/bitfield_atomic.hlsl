// EXPECT: PRISM3532 (13,27) InterlockedAdd needs a groupshared variable or an RW buffer element as its destination
// An atomic on a bit-field (DXC's atomics-on-bitfields test).
struct S
{
    uint a : 8;
    uint b : 24;
};
RWStructuredBuffer<S> Buf : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    InterlockedAdd(Buf[0].b, 1);
}
