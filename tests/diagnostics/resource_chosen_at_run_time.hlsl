// Resources chosen by ?:, by a comma expression and by a cast.
// EXPECT: PRISM3700 (9,13) this conditional expression gives a resource
// EXPECT: PRISM3700 (10,13) this comma expression gives a resource
// EXPECT: PRISM3700 (11,13) this cast gives a resource
ByteAddressBuffer g : register(t1);
ByteAddressBuffer h : register(t2);
RWStructuredBuffer<uint> o : register(u0);
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    o[0] = (id.x ? g : h).Load(0);
    o[1] = (id.x, g).Load(0);
    o[2] = ((ByteAddressBuffer)h).Load(0);
}
