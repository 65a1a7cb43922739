// EXPECT: PRISM3023 (3,40) two resources on register u1
RWStructuredBuffer<float> A : register(u1);
RWStructuredBuffer<float> B : register(u1);
[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    A[id.x] = B[id.x];
}
