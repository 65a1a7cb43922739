// register(x, spaceN): descriptor sets from spaces, bindings from register
// numbers; the same number in different spaces does not clash.
StructuredBuffer<float> A : register(t0, space0);
StructuredBuffer<float> B : register(t0, space1);
RWStructuredBuffer<float> OutA : register(u1, space0);
RWStructuredBuffer<float> OutB : register(u1, space2);
cbuffer Params : register(b2, space1) { float Scale; };

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    OutA[id.x] = A[id.x] * Scale;
    OutB[id.x] = B[id.x] + Scale;
}
