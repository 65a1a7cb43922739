// sizeof in bytes: scalars (bool is 4), vectors, matrices, arrays,
// structs, expressions (not evaluated), enums.
// glslang: rejects (sizeof)
struct S
{
    float3 pos;
    uint id;
    float2 uv[2];
};

enum E : uint { E0 };

RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint a = sizeof(bool) + sizeof(int) + sizeof(double);   /* 4 + 4 + 8 */
    uint b = sizeof(float3) + sizeof(float4x4);             /* 12 + 64 */
    uint c = sizeof(S) + sizeof(S[3]);                      /* 32 + 96 */
    uint d = sizeof(id.xy) + sizeof(E) + sizeof(id.x + 1.0); /* 8 + 4 + 4 */
    Out[id.x] = a + b * 100 + c * 10000 + d * 1000000;
}
