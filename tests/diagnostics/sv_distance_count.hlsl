// ARGS: -T vs_6_0 -E main
// EXPECT: PRISM3351 (11,15) 'SV_CullDistance' brings the clip and cull distances of this direction to 9 floats
// The clip and cull distances of one direction hold 8 floats in all
// (D3D11; Vulkan guarantees maxCombinedClipAndCullDistances of 8), reported
// at the one that goes over.
struct VSOut
{
    float4 pos : SV_Position;
    float4 a : SV_ClipDistance0;
    float4 b : SV_ClipDistance1;
    float c : SV_CullDistance;
};
VSOut main(float4 p : POSITION)
{
    VSOut o;
    o.pos = p;
    o.a = p;
    o.b = p;
    o.c = p.x;
    return o;
}
