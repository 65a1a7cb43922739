// Vector types of every element kind and length, and componentwise arithmetic.
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint4> OutU : register(u1);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float2 a = float2(1.0, 2.0);
    float3 b = float3(a, 3.0);
    float4 c = float4(b, 4.0) * (float)id.x;
    vector<float, 4> d = c + 1.0;
    int3 i = int3(1, -2, 3) * (int)id.x;
    uint4 u = uint4(id, 7u);
    bool2 bb = bool2(id.x > 1, id.y > 1);
    d.x += bb.x ? 1.0 : 0.0;
    Out[id.x] = d * c - float4(i, 0.0);
    OutU[id.x] = u * 2u + uint4(bb.y, 0, 1, 2);
}
