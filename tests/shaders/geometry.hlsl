// dot cross length distance normalize reflect refract faceforward.
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float t = (float)id.x * 0.1;
    float3 a = float3(1.0 + t, 2.0, 3.0);
    float3 b = float3(-1.0, t, 0.5);
    float3 n = normalize(float3(0.0, 1.0, t));
    float d = dot(a, b) + dot(a.xy, b.xy) + dot(float4(a, 1.0), float4(b, 1.0));
    float3 c = cross(a, b);
    float l = length(a) + length(a.xy) + distance(a, b);
    float3 r = reflect(a, n) + refract(normalize(a), n, 0.75) + faceforward(n, a, b);
    Out[id.x] = float4(c + r, d + l);
}
