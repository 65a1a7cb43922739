// ARGS: -T vs_6_0 -E main
// EXPECT: PRISM3085 (5,46) 'SV_PrimitiveID' is not a vertex shader input
// SV_PrimitiveID is a pixel (and geometry) shader input; a vertex shader
// has none (DXIL's signature points).
float4 main(float4 p : POSITION, uint prim : SV_PrimitiveID) : SV_Position
{
    return p + (float)prim;
}
