// A groupshared resource: bound as an ordinary resource before.
// EXPECT: PRISM3254 (3,31) 'gb' cannot be groupshared: it is a resource (ByteAddressBuffer)
groupshared ByteAddressBuffer gb;
RWStructuredBuffer<uint> o : register(u0);
[shader("compute")] [numthreads(1, 1, 1)] void main() { o[0] = gb.Load(0); }
