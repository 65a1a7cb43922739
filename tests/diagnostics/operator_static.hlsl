// EXPECT: PRISM3162 (6,14) 'operator+' cannot be a static method; remove 'static'
// An operator method cannot be static.
struct S
{
    float v;
    static S operator+(S o) { return o; }
};
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
