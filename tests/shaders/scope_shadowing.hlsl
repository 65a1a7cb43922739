// Block scopes: a local shadowing a global and an outer local, loop variables
// scoped to their loop, a name reused in sibling blocks.
static uint x = 1000;
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint total = x;                 // the global
    uint x = id.x;                  // shadows the global
    {
        uint x = 5;                 // shadows the outer local
        total += x;
    }
    for (uint i = 0; i < 2; i++)
        total += x;                 // id.x
    for (uint i = 0; i < 3; i++)    // a new i
    {
        uint t = i * 2;
        total += t;
    }
    {
        uint t = 7;
        total += t;
    }
    Out[id.x] = total;
}
