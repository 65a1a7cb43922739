// A cbuffer member of a struct holding a resource (a global array of them
// is fine: its data goes in $Globals).
// EXPECT: PRISM3402 (6,30) the cbuffer member 's' holds the resource 'b'
struct S { ByteAddressBuffer b; uint k; };
S arr[2];
cbuffer C : register(b2) { S s; };
RWStructuredBuffer<uint> o : register(u0);
[shader("compute")] [numthreads(1, 1, 1)] void main() { o[0] = arr[1].b.Load(0) + s.k; }
