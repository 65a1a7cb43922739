// The bit intrinsics on matrices (DXC takes any_int<> in every layout), row
// by row; countbits of an int counts its bits as a uint (WGSL's countOneBits
// keeps the operand's type).
StructuredBuffer<uint4> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 w = In[id.x];
    uint2x2 m = uint2x2(w.x, w.y, w.z, w.w);
    int3x1 c = int3x1((int)w.x, -(int)w.y, (int)w.z);
    uint2x2 n = countbits(m);
    uint2x2 r = reversebits(m);
    uint3x1 h = firstbithigh(c);
    uint1x3 l = firstbitlow(transpose(c));
    Out[id.x * 3 + 0] = uint4(n[0], n[1]);
    Out[id.x * 3 + 1] = uint4(r[0] ^ r[1], countbits(c[1][0]), h[2][0]);
    Out[id.x * 3 + 2] = uint4(l[0], h._m00);
}
