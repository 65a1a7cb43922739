// Issue 11, class 1: a struct with a ByteAddressBuffer member and a method
// that loads from it, used through a local (a segmentation fault before).
// EXPECT: PRISM3250 (11,12) 'l' has type 'Loader', which holds the resource 'buf'
struct Loader {
    ByteAddressBuffer buf;
    uint get(uint i) { return buf.Load(i * 4); }
};
ByteAddressBuffer g : register(t1);
RWStructuredBuffer<uint> o : register(u0);
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    Loader l;
    l.buf = g;
    o[0] = l.get(id.x);
}
