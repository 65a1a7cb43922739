// mad as DXC's SPIR-V has it (CodeGenSPIRV/intrinsics.mad.hlsl): a float
// mad is one GLSL.std.450 Fma decorated NoContraction (one operation,
// computed alike wherever it appears), per row for a matrix; an integer
// mad is a multiply and an add, both NoContraction. Nothing else here is
// decorated (no -Gis, no precise). MSL and WGSL call fma for floats.
RWStructuredBuffer<float4> OutF : register(u0);
RWStructuredBuffer<int4> OutI : register(u1);
RWStructuredBuffer<float2x3> OutM : register(u2);
StructuredBuffer<float4> In : register(t3);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 a = In[id.x], b = In[id.x + 4], c = In[id.x + 8];
    OutF[id.x] = mad(a, b, c) + a * b;
    int4 i = int4(a), j = int4(b);
    OutI[id.x] = mad(i, j, int4(id.xxxx));
    float2x3 m = float2x3(a.xyz, b.xyz), n = float2x3(c.xyz, a.yzw);
    OutM[id.x] = mad(m, n, m);
}
