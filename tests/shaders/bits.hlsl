// countbits firstbithigh firstbitlow reversebits on uint and int (firstbithigh
// of a negative int finds the highest clear bit), scalars and vectors.
RWStructuredBuffer<uint4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint u = id.x * 0x9E3779B9u;
    int s = -(int)id.x;
    uint4 r;
    r.x = countbits(u);
    r.y = firstbithigh(u) + (uint)firstbithigh(s);
    r.z = firstbitlow(u) + firstbitlow((uint)s);
    r.w = reversebits(u);
    uint2 v = uint2(u, ~u);
    Out[id.x * 2] = r;
    Out[id.x * 2 + 1] = uint4(countbits(v), reversebits(v));
}
