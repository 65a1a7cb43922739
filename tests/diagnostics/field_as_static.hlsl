// EXPECT: PRISM3608 (9,14) 'S::v' is a field: it needs an object (obj.v); only static members are named through their struct
// S::v names a field, which needs an object.
struct S { float v; static float k; };
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = S::v + S::k;
}
