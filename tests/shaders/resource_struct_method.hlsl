// Issue 11 defect 1 (was a segmentation fault): a struct with a
// ByteAddressBuffer member and a method that loads from it, used through a
// local, and the same member inherited from a base struct. The member is a
// handle that ir_lower_resource_handles resolves to In.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u1);

struct Reader {
    ByteAddressBuffer buf;
    uint get(uint i) { return buf.Load(i * 4); }
};

struct Base {
    ByteAddressBuffer b;
    uint first() { return b.Load(0); }
};

struct Derived : Base {
    uint k;
    uint second() { return b.Load(4) + k; }
};

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Reader r;
    r.buf = In;
    Derived d;
    d.b = In;
    d.k = 3;
    uint2 two = r.buf.Load2(8);
    Out.Store(id.x * 4, r.get(id.x) + d.first() + d.second() + two.y);
}
