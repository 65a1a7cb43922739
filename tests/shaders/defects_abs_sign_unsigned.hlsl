// abs and sign of unsigned integers keep their meaning (DXC: uabs, usign):
// abs(u) == u, with no int in between (abs(int(0x80000001)) would be
// 0x7fffffff); sign(u) is 0 or 1.
StructuredBuffer<uint4> In : register(t0);
RWStructuredBuffer<uint4> Out : register(u1);
RWStructuredBuffer<int4> Signs : register(u2);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint4 v = In[id.x];
    uint s = v.x;
    min16uint m = (min16uint)v.y;
    uint2x2 mm = uint2x2(v.x, v.y, v.z, v.w);
    uint2x2 am = abs(mm);
    Out[id.x * 2 + 0] = abs(v);
    Out[id.x * 2 + 1] = uint4(abs(s), abs(m), am[1]);
    Signs[id.x * 2 + 0] = sign(v);
    int2x2 sm = sign(mm);
    Signs[id.x * 2 + 1] = int4(sign(s), sign(m), sm[0]);
}
