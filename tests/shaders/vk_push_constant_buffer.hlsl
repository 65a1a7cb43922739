// [[vk::push_constant]] on ConstantBuffer<T>: the same block as a struct
// variable of T, and -fvk-use-dx-layout packs it as a structured buffer
// (FXC: a float3 after a float at offset 4, the struct 28 bytes).
// ARGS: -T cs_6_0 -fvk-use-dx-layout
struct Light
{
    float intensity;
    float3 direction;
    float3 color;
};

[[vk::push_constant]] ConstantBuffer<Light> light;

RWStructuredBuffer<float3> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    Out[0] = light.direction * light.intensity + light.color;
}
