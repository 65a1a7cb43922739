// A global array of structs holding a resource and data (PRISM9000 once),
// and a cbuffer member of one.
// EXPECT: PRISM3400 (6,3) 'arr' holds data beside its resource: the data would be $Globals'
// EXPECT: PRISM3402 (7,30) the cbuffer member 's' holds the resource 'b'
struct S { ByteAddressBuffer b; uint k; };
S arr[2];
cbuffer C : register(b2) { S s; };
RWStructuredBuffer<uint> o : register(u0);
[shader("compute")] [numthreads(1, 1, 1)] void main() { o[0] = arr[1].b.Load(0) + s.k; }
