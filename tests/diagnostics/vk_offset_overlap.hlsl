// [[vk::offset(N)]] may not put a member inside the one before it (found
// when the buffer's layout rule has placed that one).
// EXPECT: PRISM4070 (7,29) inside v
struct T
{
    float4 v;
    [[vk::offset(8)]] float w;
};
RWStructuredBuffer<T> B : register(u1);
[shader("compute")]
[numthreads(1, 1, 1)]
void main() { B[0].w = 2; }
