// EXPECT: PRISM3500 (10,14) use of undeclared identifier 'Mode::Nearst'
// EXPECT-NOTE: PRISM3607 (10,14) did you mean 'Mode::Nearest'?
// A misspelled enumerator of an enum class.
enum class Mode { Linear, Nearest };
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Mode m = Mode::Nearst;
    Out[id.x] = (uint)m;
}
