// ARGS: -T vs_6_0
// WGSL: PRISM5214 WebGPU has no writable storage buffers in the vertex stage
// A vertex shader that writes a buffer: Vulkan runs it where the device has
// vertexPipelineStoresAndAtomics, Metal lets vertex functions write device
// memory, WebGPU refuses read-write storage in the vertex stage.
RWStructuredBuffer<uint> Visits : register(u0);

[shader("vertex")]
float4 main(float2 position : POSITION, uint vid : SV_VertexID) : SV_Position
{
    Visits[vid] = vid + 1;
    return float4(position, 0.0, 1.0);
}
