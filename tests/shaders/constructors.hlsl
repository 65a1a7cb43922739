// Constructors: vectors and matrices from mixed scalars and vectors, splat by
// cast, struct initializer lists, array initializer lists.
struct Pair { float a; uint b; };
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float x = (float)id.x;
    float4 a = float4(x, float2(1.0, 2.0), 3.0);
    float4 b = (float4)x;
    float2x2 m = float2x2(float2(1.0, x), 3.0, 4.0);
    float3 c = float3(m[0], m[1].y);
    Pair p = { x, 5u };
    float arr[3] = { 1.0, x, 3.0 };
    int2 iv = int2(a.xy);
    Out[id.x] = a + b + float4(c, p.a) + float4(arr[1], (float)p.b, (float)iv.x, arr[2]);
}
