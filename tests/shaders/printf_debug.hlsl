// printf: NonSemantic.DebugPrintf on SPIR-V (DXC's mapping: an OpString of the format,
// the values as they are; literals take int and float). MSL and WGSL have no printf.
// MSL: PRISM5555 printf has no equivalent in MSL 2.4: remove it for Metal (#ifdef __spirv__) or write to a buffer
// WGSL: PRISM5366 printf has no equivalent in WGSL: remove it for WebGPU (#ifdef __spirv__) or write to a buffer
RWStructuredBuffer<float4> Out : register(u0);

[shader("compute")]
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    float4 v = Out[id.x];
    printf("lane %u of %d: %f, %v4f\n", id.x, 4, 1.5, v);
    printf("done");
    Out[id.x] = v * 2;
}
