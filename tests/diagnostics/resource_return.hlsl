// A function returning a resource (misleading PRISM4010 at the call before).
// EXPECT: PRISM3252 (5,19) function 'pick' returns a resource (ByteAddressBuffer)
ByteAddressBuffer g : register(t1);
RWStructuredBuffer<uint> o : register(u0);
ByteAddressBuffer pick() { return g; }
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) { o[0] = pick().Load(id.x); }
