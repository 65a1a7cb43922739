// ARGS: -T vs_6_0 -E main
// EXPECT: PRISM3087 (10,19) the output semantic 'TEXCOORD1' of entry point 'main' is also given at line 9
// An array takes as many semantic indices as it has elements (D3D's
// signature): uvs[2] : TEXCOORD0 is TEXCOORD0 and TEXCOORD1, so another
// TEXCOORD1 is the same semantic twice.
struct VSOut
{
    float4 pos : SV_Position;
    float2 uvs[2] : TEXCOORD0;
    float2 more : TEXCOORD1;
};
VSOut main(float4 p : POSITION)
{
    VSOut o;
    o.pos = p;
    o.uvs[0] = p.xy;
    o.uvs[1] = p.zw;
    o.more = p.xx;
    return o;
}
