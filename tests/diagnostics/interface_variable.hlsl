// EXPECT: PRISM3173 (10,12) 'l' cannot have type 'ILight', an interface: declare it with a class that implements the interface
// A variable of an interface type: SM 6 has no dynamic linkage, so a class
// that implements it is needed.
interface ILight { float3 f(); };
RWStructuredBuffer<float3> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    ILight l;
    Out[0] = 0;
}
