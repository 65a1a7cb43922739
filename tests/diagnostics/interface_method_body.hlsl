// EXPECT: PRISM3174 (3,26) interface 'IShape' cannot have 'area', a method with a body: an interface declares methods, its classes define them
// An interface's method has no body: its classes define it.
interface IShape { float area() { return 0; } };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
