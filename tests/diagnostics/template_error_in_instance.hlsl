// EXPECT: PRISM3502 (6,45) invalid operands to binary '*' ('Blob' and 'literal int')
// EXPECT-NOTE: PRISM3601 (13,14) in the instance 'grow<Blob>' requested here
// An error inside a template shows in the instance that has it, with a
// note where the instance was asked for.
struct Blob { float v; };
template<typename T> T grow(T x) { return x * 2; }
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Blob b = { 1 };
    Blob c = grow(b);
    Out[0] = c.v + grow(1.0f);
}
