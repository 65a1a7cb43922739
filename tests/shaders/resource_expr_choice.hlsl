// Resources chosen by ?: at run time (a switch at the use: case 0 loads
// from g, case 1 from h, the result through a variable); a comma
// expression and a cast of a resource are the resource itself.
ByteAddressBuffer g : register(t1);
ByteAddressBuffer h : register(t2);
RWStructuredBuffer<uint> o : register(u0);
[shader("compute")] [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
    o[1] = (id.x, g).Load(0);
    o[0] = (id.x ? g : h).Load(0);
    o[2] = ((ByteAddressBuffer)h).Load(0);
}
