// Function templates with deduced arguments (HLSL 2021): T binds the
// argument's type exactly (a literal decays to int or float), one instance
// per distinct type: add<int>, add<float>, add<float3>, add<uint2>.
// glslang: rejects (no templates)
template<typename T>
T add(T a, T b)
{
    return a + b;
}

template<typename T>
T mad3(T a, T b, T c)
{
    return a * b + c;
}

RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int i = add((int)id.x, 3);
    float f = add(0.5, 1.25);
    float3 v = add(float3(1, 2, 3), (float3)id.x);
    uint2 u = add(id.xy, uint2(4, 5));
    float m = mad3(f, 2.0f, (float)i);
    Out[id.x] = float4(v, m) + float4(u, i, f);
}
