// ARGS: -T cs_6_0 --target wgsl
// A function holding a barrier, called after a return only some threads
// take: the threads that returned would run the whole function.
// EXPECT: PRISM5271 (10,5) 'sync' holds a barrier and is called after a return
RWStructuredBuffer<uint> Out : register(u1);
groupshared uint g[32];
void sync(uint i) { g[i] = i; GroupMemoryBarrierWithGroupSync(); }
[shader("compute")] [numthreads(32, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    if (id.x == 3) return;
    sync(id.x);
    Out[id.x] = g[(id.x + 1) % 32];
}
