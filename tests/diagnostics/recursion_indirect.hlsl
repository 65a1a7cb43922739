// EXPECT: PRISM3076 (12,25) recursive call: Ping -> Pong -> Ping (the call that closes the cycle)
RWStructuredBuffer<uint> Out : register(u0);
uint Pong(uint n);

uint Ping(uint n)
{
    return n == 0 ? 0 : Pong(n - 1);
}

uint Pong(uint n)
{
    return n == 0 ? 1 : Ping(n - 1);
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = Ping(id.x);
}
