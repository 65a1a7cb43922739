// The n-body shape (issue 11, class 4): threads past the end return, then
// the rest meet at the barriers of a loop over tiles. WGSL rejects a barrier
// after a return only some threads take; ir_lower_divergent_returns keeps
// the returned threads running the loop and its barriers, with their work
// under if (!returned). (conformance/tests/defects_return_before_barrier runs
// it.)
RWStructuredBuffer<float4> Pos : register(u0);
cbuffer Params : register(b1) { uint count; float dt; };
groupshared float4 tile[64];

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint index = id.x;
    if (index >= count)
        return;
    float4 p = Pos[index];
    float4 acc = 0;
    for (uint t = 0; t < count; t += 64) {
        tile[gi] = Pos[t + gi];
        GroupMemoryBarrierWithGroupSync();
        for (uint j = 0; j < 64; j++)
            acc += tile[j] - p;
        GroupMemoryBarrierWithGroupSync();
    }
    Pos[index] = p + acc * dt;
}
