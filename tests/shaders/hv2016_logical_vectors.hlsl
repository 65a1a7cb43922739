// ARGS: -T cs_6_0 -HV 2016
// HLSL 2016 (fxc's language): && || and ?: work component-wise on vectors
// and evaluate both sides (no short-circuit).
// glslang: rejects (vector conditions in ?:)
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint> Count : register(u1);

bool touch(uint i)
{
    Count[i] += 1; /* runs even when the left side decides */
    return true;
}

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = float4(id.x, 0, 1, 2);
    bool4 any_pos = v > 0 || v < -5;
    bool4 both = v && float4(1, 1, 0, 1);
    float4 pick = (v > 0.5) ? v : -v;
    bool always = false && touch(id.x);
    Out[id.x] = pick + (float4)any_pos + (float4)both + (always ? 1 : 0);
}
