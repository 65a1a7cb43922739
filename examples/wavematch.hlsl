// WaveMatch: each lane finds the lanes of its wave that hold the same key,
// and the first of them adds the group's count to that key's bin: one
// atomic per distinct key per wave (SM 6.5). Vulkan has no portable
// equivalent (SPV_NV_shader_subgroup_partitioned is NVIDIA's): Prism
// lowers it to a loop over the distinct keys, on every target.
//   prism -T cs_6_5 -E CSMain --target all examples/wavematch.hlsl -Fo wavematch
StructuredBuffer<uint> Keys : register(t0);
RWStructuredBuffer<uint> Bins : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID)
{
    uint key = Keys[id.x] % 16;
    uint4 peers = WaveMatch(key);
    uint count = countbits(peers.x) + countbits(peers.y) + countbits(peers.z) + countbits(peers.w);
    uint firstPeer = firstbitlow(peers.x);
    if (peers.x == 0)
        firstPeer = 32 + firstbitlow(peers.y);
    if (WaveGetLaneIndex() == firstPeer)
        InterlockedAdd(Bins[key], count);
}
