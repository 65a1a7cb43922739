// EXPECT: PRISM3511 (9,13) cannot convert from 'Mode' to 'int' in initializer
// An enum class does not convert implicitly to int.
enum class Mode { A, B };
RWStructuredBuffer<int> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    int i = Mode::B;
    Out[0] = i;
}
