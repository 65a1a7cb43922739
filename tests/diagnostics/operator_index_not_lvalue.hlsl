// EXPECT: PRISM3507 (15,5) assignment needs an lvalue (a variable, field, element or swizzle), not this expression
// operator[] returns a value (HLSL has no references): s[i] cannot be
// assigned.
struct S
{
    float v[4];
    float operator[](uint i) { return v[i]; }
};
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    S s = (S)0;
    s[1] = 2;
    Out[0] = s[1];
}
