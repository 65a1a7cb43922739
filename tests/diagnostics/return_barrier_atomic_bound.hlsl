// ARGS: -T cs_6_0 --target wgsl
// A barrier after a return only some threads take, in a loop whose bound
// comes from an atomic: the threads that returned would have to run the
// atomic to follow the loop, so WGSL cannot be given the shader.
// EXPECT: PRISM5272 (11,5) depends on an atomic operation here
RWStructuredBuffer<uint> Out : register(u1);
groupshared uint counter;
[shader("compute")] [numthreads(32, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    if (id.x == 3) return;
    uint old;
    InterlockedAdd(counter, 1, old);
    for (uint i = 0; i < old; i++)
        GroupMemoryBarrierWithGroupSync();
    Out[id.x] = 1;
}
