// ARGS: -T vs_6_0
// EXPECT: PRISM3088 (5,25) [[vk::location]] on all user inputs or on none
[shader("vertex")]
float4 main([[vk::location(0)]] float3 positcountbitsITION,
            float2 uv : TEXCOORD0) : Sint4x4tion
{
    return float4(position.xy, uv);
}
