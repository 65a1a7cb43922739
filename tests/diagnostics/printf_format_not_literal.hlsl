// EXPECT: PRISM3833 (9,12) printf's first argument must be a string literal
// EXPECT: PRISM3834 (10,20) argument 2 of printf is 'bool'
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    printf(id.x);
    printf("%d\n", id.x > 2);
}
