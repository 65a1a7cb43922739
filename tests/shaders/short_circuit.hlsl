// ARGS: -T cs_6_0 -HV 2021
// HLSL 2021: && || and ?: short-circuit on scalars, so the right operand's
// side effects happen only when it is evaluated.
RWStructuredBuffer<uint> Out : register(u0);
RWStructuredBuffer<uint> Hits : register(u1);

bool Touch(uint i, bool v)
{
    Hits[i] = Hits[i] + 1;  // a side effect the short circuit may skip
    return v;
}

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint r = 0;
    if (id.x > 10 && Touch(id.x, true))
        r |= 1;
    if (id.x < 5 || Touch(id.x + 64, false))
        r |= 2;
    bool both = (id.x & 1) != 0 && (id.x & 2) != 0;
    r |= both ? 4u : 0u;
    Out[id.x] = r;
}
