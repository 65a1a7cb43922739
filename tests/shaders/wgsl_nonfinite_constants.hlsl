// NaN and infinity constants reach WGSL through a var<private> holding
// their bits, bitcast at the use, so that Tint evaluates no const-expression
// that is not finite ("value nan cannot be represented as 'f32'"): folded
// asfloat of a constant (keeping its exact bits), a bitcast of a constant
// vector with a NaN lane, a splat of infinity, a half infinity, a negated
// infinity and a static initialized with one (assigned in the entry).
// ARGS: -T cs_6_2 -enable-16bit-types
RWStructuredBuffer<float4> O : register(u0);
RWStructuredBuffer<half2> H : register(u1);
StructuredBuffer<uint4> In : register(t2);
static float g = asfloat(0xff800000u);

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    float inf = asfloat(0x7f800000u);
    O[0] = float4(inf, -inf, asfloat(0xffc00001u), 1.0);
    O[1] = O[0] * asfloat(0x7f800000u);
    O[2] = asfloat(uint4(0, 50, 10000, 4294967295)) + asfloat(In[0]);
    O[3] = asfloat(int4(-1, 0, 50, 2147483647));
    H[0] = half2((half)inf, 1.0h);
    g += O[4].x;
    O[5].x = g;
}
