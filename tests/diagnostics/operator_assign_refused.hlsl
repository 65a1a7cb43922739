// EXPECT: PRISM3160 (7,10) overloading 'operator=' is not allowed in HLSL; write a method with a name instead
// operator= cannot be overloaded in HLSL (DXC: "overloading 'operator=' is
// not allowed").
struct S
{
    float v;
    void operator=(S o) { v = o.v; }
};
RWStructuredBuffer<float> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = 0;
}
