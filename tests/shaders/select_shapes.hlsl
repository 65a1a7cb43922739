// ARGS: -T cs_6_0 -HV 2021
// select() as DXC takes it beyond one shape: a vector condition with scalar
// arms (splatted), matrices (row by row), and structs and arrays with a
// scalar condition (both arms evaluated, the chosen one stored).
struct S {
    float a;
    int2 b;
};

StructuredBuffer<S> In : register(t0);
RWStructuredBuffer<float4> Out : register(u1);
RWStructuredBuffer<S> OutS : register(u2);
RWStructuredBuffer<float2x2> OutM : register(u3);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    bool4 c = bool4(id.x & 1, id.x & 2, id.x & 4, id.x == 0);
    Out[id.x] = select(c, In[0].a, 2.0);
    Out[id.x + 8] = select(c, (float)id.x, float4(1, 2, 3, 4));
    OutS[id.x] = select(id.x > 3, In[id.x], In[0]);
    float arr[2] = {1.0, 2.0};
    float brr[2] = {3.0, (float)id.x};
    float r[2] = select(id.x == 2, arr, brr);
    Out[id.x + 16] = float4(r[0], r[1], 0, 0);
    float2x2 m = float2x2(In[id.x].a, 1, 2, 3);
    OutM[id.x] = select(bool2x2(id.x & 1, 0, 1, id.x & 2), m, 5.0);
}
