// A static resource: compiled before as a second resource with a binding of
// its own, its initializer dropped (wrong code); and a static member.
// EXPECT: PRISM3253 (6,26) static variable 'sg' is a resource (ByteAddressBuffer)
// EXPECT: PRISM3253 (7,37) static variable 'b' is a resource (ByteAddressBuffer)
ByteAddressBuffer g : register(t1);
static ByteAddressBuffer sg = g;
struct S { static ByteAddressBuffer b; };
RWStructuredBuffer<uint> o : register(u0);
[shader("compute")] [numthreads(1, 1, 1)] void main() { o[0] = sg.Load(0) + S::b.Load(4); }
