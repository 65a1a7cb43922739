// OpGroupNonUniformQuadSwap (direction 0, 1, 2) and QuadBroadcast at
// Subgroup scope lifted to MSL and WGSL as QuadReadAcrossX / Y / Diagonal
// and QuadReadLaneAt.
[[vk::ext_capability(/* GroupNonUniformQuad */ 68)]] [[vk::ext_instruction(/* OpGroupNonUniformQuadSwap */ 366)]] float quad_swap(uint scope, float v, uint direction);
[[vk::ext_capability(/* GroupNonUniformQuad */ 68)]] [[vk::ext_instruction(/* OpGroupNonUniformQuadBroadcast */ 365)]] float quad_broadcast(uint scope, float v, uint lane);

RWStructuredBuffer<float> F;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    float v = F[gi];
    F[gi] = quad_swap(3, v, 0) + quad_swap(3, v, 1) * 2 + quad_swap(3, v, 2) * 4 + quad_broadcast(3, v, 2) * 8;
}
