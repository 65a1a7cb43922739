// vk::ext_storage_class on variables (the DXC wiki): Workgroup is
// HLSL's groupshared and Private its static, so a global declared
// [[vk::ext_storage_class(4)]] is a groupshared array and one declared
// (6) a private variable, on every target.
[[vk::ext_storage_class(/* Workgroup */ 4)]]
static uint tile[8];

[[vk::ext_storage_class(/* Private */ 6)]]
uint counter;

RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    tile[gi] = gi * 3;
    counter = gi;
    GroupMemoryBarrierWithGroupSync();
    U[gi] = tile[7 - gi] + counter;
}
