// EXPECT: PRISM4121 (8,35) r.buf is never assigned before get() loads from it (issue 11: this crashed)
// A struct with a resource member used before the member is assigned: the
// use is reported where the method (inlined into main) reads the member.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u1);
struct Reader {
    ByteAddressBuffer buf;
    uint get(uint i) { return buf.Load(i * 4); }
};
[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Reader r;
    Out.Store(id.x * 4, r.get(id.x));
}
