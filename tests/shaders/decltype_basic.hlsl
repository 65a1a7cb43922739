// __decltype(e) as a type (DXC's extension): the type of e, not evaluated;
// a literal's type is the one it would take (int, float).
// glslang: rejects (__decltype)
struct Sample
{
    float3 color;
    uint mask;
};

RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Sample s = { float3(1, 2, 3), id.x };
    __decltype(s.color) c = s.color * 2;   /* float3 */
    __decltype(s) t = s;                   /* Sample */
    __decltype(id.x + 1) k = id.x + 1;     /* uint */
    __decltype(1.5) f = 0.25;              /* float */
    Out[id.x] = float4(c + t.color, k + f);
}
