// EXPECT: PRISM3175 (5,16) 'Square' does not define method 'area' of interface 'IShape'
// A class that does not define a method of its interface (here: the
// parameter types differ).
interface IShape { float area(float scale); };
class Square : IShape { float side; float area() { return side * side; } };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Square s = { 2 };
    Out[0] = s.area();
}
