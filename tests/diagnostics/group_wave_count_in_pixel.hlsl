// ARGS: -T ps_6_10 -E main
// EXPECT: PRISM3092 (7,23) 'GetGroupWaveCount' is not available in pixel shaders
// GetGroupWaveCount is for thread groups (compute shaders here; DXC:
// "Opcode GetGroupWaveCount not valid in shader model ps_6_10").
float4 main(float4 p : SV_Position) : SV_Target
{
    return p * (float)GetGroupWaveCount();
}
