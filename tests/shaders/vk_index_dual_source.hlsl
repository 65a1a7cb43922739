// [[vk::index(n)]]: dual-source blending, two pixel outputs at Location 0
// with indices 0 and 1 (SPIR-V Index; MSL [[color(0), index(n)]]; WGSL
// @blend_src(n), which needs the dual-source-blending feature). The
// second output's [[vk::location(0)]] moves SV_Target1 to Location 0.
// ARGS: -T ps_6_0
struct PSOut
{
    [[vk::location(0), vk::index(0)]] float4 color : SV_Target0;
    [[vk::location(0), vk::index(1)]] float4 blend : SV_Target1;
};

[shader("pixel")]
PSOut main(float4 pos : SV_Position, float2 uv : TEXCOORD0)
{
    PSOut o;
    o.color = float4(uv, 0.0, 1.0);
    o.blend = pos * 0.5;
    return o;
}
