// ARGS: -T ps_6_0 -E main
// EXPECT: PRISM3352 (10,15) 'SV_DepthLessEqual' and 'SV_Depth' (line 9) both write the depth
// A pixel shader writes one depth: SV_Depth, SV_DepthGreaterEqual or
// SV_DepthLessEqual (they are one FragDepth, with or without a
// conservative-depth mode).
struct PSOut
{
    float4 color : SV_Target;
    float d : SV_Depth;
    float e : SV_DepthLessEqual;
};
PSOut main(float4 pos : SV_Position)
{
    PSOut o;
    o.color = pos;
    o.d = pos.z;
    o.e = pos.z;
    return o;
}
