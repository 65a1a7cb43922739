// EXPECT: PRISM3072 (6,5) void function 'Store' returns a value
RWStructuredBuffer<uint> Out : register(u0);
void Store(uint i)
{
    Out[i] = i;
    return i;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Store(id.x);
}
