// A static resource member never assigned (a static resource was once a
// second binding with its initializer dropped; static resources are handles
// now: sg is g): its use is reported.
// EXPECT: PRISM4121 (9,82) S::b is used before a resource is assigned to it
ByteAddressBuffer g : register(t1);
static ByteAddressBuffer sg = g;
struct S { static ByteAddressBuffer b; };
RWStructuredBuffer<uint> o : register(u0);
[shader("compute")] [numthreads(1, 1, 1)] void main() { o[0] = sg.Load(0) + S::b.Load(4); }
