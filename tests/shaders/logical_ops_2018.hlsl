// ARGS: -T cs_6_0 -HV 2018
// HLSL 2018: && and || evaluate both operands (no short circuit), on scalars.
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<uint> Hits : register(u1);

bool Touch(uint i, bool v)
{
    Hits[i] = Hits[i] + 1;  // happens whatever the left operand was
    return v;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r = 0;
    bool a = id.x > 10 && Touch(id.x, true);
    bool b = id.x < 5 || Touch(id.x + 64, false);
    bool c = !(a && b) || (id.x == 3);
    r = (a ? 1u : 0u) | (b ? 2u : 0u) | (c ? 4u : 0u);
    Out[id.x] = r;
}
