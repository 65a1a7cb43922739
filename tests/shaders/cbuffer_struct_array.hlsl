// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// Arrays of structs and of vectors in a cbuffer, indexed dynamically (array
// stride 16-byte rounded), plus a float array whose elements each take a row.
struct Light { float3 position; float radius; float4 color; };
cbuffer Lights : register(b0)
{
    Light lights[8];
    float4 ambient[2];
    float weights[4];
    uint lightCount;
};
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 sum = ambient[id.x & 1];
    for (uint i = 0; i < lightCount && i < 8; i++)
    {
        Light l = lights[i];
        sum += l.color * l.radius * weights[i % 4];
    }
    Out[id.x] = sum + float4(lights[id.x % 8].position, 0.0);
}
