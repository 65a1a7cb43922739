// Issue 11, class 1: the resource member comes from the base struct.
// EXPECT: PRISM3250 (10,12) 'l' has type 'Loader', which holds the resource 'buf'
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
