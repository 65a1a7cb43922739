// [[vk::index]] is for dual-source blending: pixel outputs at Location 0.
// ARGS: -T ps_6_0
// EXPECT: PRISM3283 (8,29) at Location 1
// EXPECT: PRISM3283 (11,60) an input
struct PSOut
{
    float4 c : SV_Target0;
    [[vk::index(1)]] float4 d : SV_Target1;
};
[shader("pixel")]
PSOut main(float4 p : SV_Position, [[vk::index(1)]] float2 uv : TEXCOORD0)
{
    PSOut o;
    o.c = p;
    o.d = float4(uv, 0, 1);
    return o;
}
