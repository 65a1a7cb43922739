// EXPECT: PRISM3174 (3,40) interface 'IShape' cannot have 'size', a field: an interface declares methods, its classes define them
// An interface declares methods only.
interface IShape { float area(); float size; };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
