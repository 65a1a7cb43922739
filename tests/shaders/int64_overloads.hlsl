// ARGS: -T cs_6_0
// any, all, dot, mad and transpose of 64-bit integers (DXC's overloads).
// WGSL: PRISM5200 WGSL has no 64-bit types
RWStructuredBuffer<int64_t4> Out : register(u0);
StructuredBuffer<int64_t4> In : register(t1);
StructuredBuffer<uint64_t2> U : register(t2);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int64_t4 a = In[id.x], b = In[id.x + 1];
    uint64_t2 u = U[id.x];
    int64_t2x2 m = int64_t2x2(a.xy, b.zw);
    int64_t2x2 t = transpose(m);
    Out[id.x] = int64_t4(dot(a, b), (int64_t)dot(u, u), any(a) ? 1 : 0, all(u) ? 2 : 3) + mad(a, b, a) +
                int64_t4(t[0], t[1]);
}
