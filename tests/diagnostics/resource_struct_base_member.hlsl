// Issue 11, class 1: the resource member comes from the base struct (a
// segmentation fault once); it is never assigned, so its use is reported.
// EXPECT: PRISM4121 (6,35) buf is used before a resource is assigned to it
struct Base { ByteAddressBuffer buf; };
struct Loader : Base {
    uint get(uint i) { return buf.Load(i * 4); }
};
RWStructuredBuffer<uint> o : register(u0);
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID)
{
    Loader l;
    o[0] = l.get(id.x);
}
