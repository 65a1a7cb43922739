// A global array of structs holding a resource (PRISM9000 before), and a
// cbuffer member of one.
// EXPECT: PRISM3250 (6,3) 'arr' has type 'S[2]', which holds the resource 'b'
// EXPECT: PRISM3250 (7,30) 's' has type 'S', which holds the resource 'b'
struct S { ByteAddressBuffer b; uint k; };
S arr[2];
cbuffer C : register(b2) { S s; };
RWStructuredBuffer<uint> o : register(u0);
[shader("compute")] [numthreads(1, 1, 1)] void main() { o[0] = arr[1].b.Load(0) + s.k; }
