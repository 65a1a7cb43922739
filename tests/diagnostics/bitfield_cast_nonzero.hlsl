// EXPECT: PRISM3172 (14,11) cannot cast to 'S', which has bit-fields, except from 0; use an initializer list
// (S)x for a struct with bit-fields: only (S)0 (each field its own value
// needs an initializer list).
struct S
{
    uint a : 4;
    uint b : 4;
};
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    S s = (S)id.x;
    Out[0] = s.a;
}
