// EXPECT: PRISM3155 (11,14) 'Pick<1, 1>' matches two partial specializations equally well; add a specialization for it
// Two partial specializations match Pick<1, 1> equally well.
template<uint A, uint B> struct Pick { static const uint v = 0; };
template<uint B> struct Pick<1, B> { static const uint v = 1; };
template<uint A> struct Pick<A, 1> { static const uint v = 2; };
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = Pick<1, 1>::v;
}
