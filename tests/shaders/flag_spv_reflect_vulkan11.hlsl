// -fspv-reflect before SPIR-V 1.4: OpDecorateString needs the
// SPV_GOOGLE_decorate_string extension.
// ARGS: -T cs_6_0 -fspv-target-env=vulkan1.1 -fspv-reflect
RWStructuredBuffer<uint> Out : register(u0);

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = id.x;
}
