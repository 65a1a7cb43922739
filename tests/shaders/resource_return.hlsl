// A function returning a resource (a misleading PRISM4010 at the call, then
// PRISM3252, once): the call is inlined and its result resolved to g.
ByteAddressBuffer g : register(t1);
RWStructuredBuffer<uint> o : register(u0);
ByteAddressBuffer pick() { return g; }
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) { o[0] = pick().Load(id.x); }
