// ARGS: -T cs_6_0 -O0 --target wgsl
// A barrier in a loop whose trip count differs between threads, after an
// early return, at -O0: every local is a variable, so the check follows
// the values stored to them (invalid WGSL before: Tint rejected it).
// EXPECT: PRISM5213 (10,9) 'GroupMemoryBarrierWithGroupSync' is inside a loop whose exit differs between threads
RWStructuredBuffer<uint> Out : register(u1);
[shader("compute")] [numthreads(32, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    if (id.x == 3) return;
    for (uint i = 0; i < id.x; i++)
        GroupMemoryBarrierWithGroupSync();
    Out[id.x] = 1;
}
