// EXPECT: PRISM3529 (10,14) no matching overload for 'twice(Mode)'; candidates: twice(int)
// An enum class argument for an int parameter: no overload takes it.
enum class Mode { A, B };
int twice(int i) { return i * 2; }
RWStructuredBuffer<int> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = twice(Mode::A);
}
