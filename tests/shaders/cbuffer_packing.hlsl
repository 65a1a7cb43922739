// ARGS: -T cs_6_0 -fvk-u-shift 16 all
// cbuffer packing (HLSL rules): vectors do not straddle 16-byte rows, arrays and
// structs start a new row, array elements take a full row each, scalars pack
// after a float3, matrices take one row per column (column_major default).
struct Light { float3 dir; float power; float2 range; };
cbuffer Params : register(b0)
{
    float a;            // offset 0
    float3 b;           // 4: fits in the first row
    float2 c;           // 16
    float2 d;           // 24
    float3 e;           // 32
    uint f;             // 44: packs after the float3
    float2 g;           // 48
    float3 h;           // 64: would straddle, moves to the next row
    float arr[3];       // 80, 96, 112: one row each
    Light light;        // 128
    float4x4 m;         // 160
    float2x3 m23;       // 224
    uint last;          // after m23
};
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 r = float4(b, a) + float4(c, d) + float4(e, (float)f);
    r += float4(g, h.xy) + float4(h.z, arr[id.x % 3], arr[0], arr[2]);
    r += float4(light.dir * light.power, light.range.x + light.range.y);
    r += m[1] + float4(m23[0], (float)last) + float4(m23[1], 0.0);
    Out[id.x] = r;
}
