// [[vk::push_constant]] on a global struct variable (DXC's SPIR-V.rst,
// "Push constants"): SPIR-V PushConstant storage with relaxed std430
// offsets (a at 0, b at 16, m at 32); MSL a `constant S&` buffer
// argument; WGSL a uniform buffer at the binding reflection reports.
// Methods called on it read a copy (push constants are read-only).
struct Params
{
    float scale;
    uint count;
    float4 bias;
    row_major float2x2 m;

    float scaled(float x) { return x * scale; }
};

[[vk::push_constant]] Params params;

RWStructuredBuffer<float> Out : register(u0);

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= params.count)
        return;
    float v = params.scaled(float(id.x)) + params.bias[id.x & 3];
    Out[id.x] = v + params.m[1][0];
}
