// A chain of calls four deep (no recursion), a function called from two
// places, a void helper writing a buffer, nested calls as arguments.
RWStructuredBuffer<uint> Out : register(u0);

uint Mix(uint a, uint b) { return (a * 31u) ^ b; }
uint Level3(uint x) { return Mix(x, x >> 3); }
uint Level2(uint x) { return Level3(x + 1) + Level3(x + 2); }
uint Level1(uint x) { return Level2(x) * 2u; }

void Emit(uint slot, uint value)
{
    Out[slot] = value;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = Level1(id.x);
    Emit(id.x, Mix(Level3(v), Level1(v)));
}
