// [[vk::offset(N)]]: N a multiple of the member's scalar size (sema).
// EXPECT: PRISM3278 (6,18) not a multiple of 4
struct S
{
    uint a;
    [[vk::offset(6)]] uint b;
};
RWStructuredBuffer<S> A : register(u0);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { A[0].b = 1; }
