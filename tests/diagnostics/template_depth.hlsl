// EXPECT: PRISM3153 (6,57) templates instantiated more than 128 deep (at 'Inf<128>'); a recursive template needs a specialization that ends it
// EXPECT-NOTE: PRISM3601 (12,14) in the instance 'Inf<0>' requested here
// A recursive template with nothing to end it: instantiation stops at the
// depth limit with a message, never an overflow.
// ALLOW-EXTRA-ERRORS: each level that cannot be made reports its member too
template<uint N> struct Inf { static const uint value = Inf<N + 1>::value; };
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = Inf<0>::value;
}
