// EXPECT: PRISM3604 (10,16) operator '<' does not take 'Mode', an enum class (only == and != with its own type do); cast it: (int)x, or (Mode)n
// Arithmetic and ordering on an enum class (DXC: "numeric type expected").
enum class Mode { A, B };
RWStructuredBuffer<int> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Mode m = Mode::B;
    bool b = m < Mode::A;
    Out[0] = b ? 1 : 0;
}
