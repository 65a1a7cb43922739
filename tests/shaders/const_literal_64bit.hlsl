// A static const of a 64-bit type keeps every digit of its literal: the
// literal is folded in 64 bits before it meets its type (it used to be
// folded as an int, 5000000000 becoming 705032704, and 0.1 as a float).
// WGSL: PRISM5200 WGSL has no 64-bit types
// MSL: PRISM5400 Metal has no double
static const int64_t Big = 5000000000;
static const uint64_t Bigger = 0x1234567890abcdefULL;
static const double Tenth = 0.1;

RWStructuredBuffer<int64_t> OutI : register(u0);
RWStructuredBuffer<uint64_t> OutU : register(u1);
RWStructuredBuffer<double> OutD : register(u2);

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    OutI[0] = Big;
    OutI[1] = -Big;
    OutU[0] = Bigger;
    OutD[0] = Tenth;
}
