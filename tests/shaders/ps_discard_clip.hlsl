// ARGS: -T ps_6_0
// discard and clip(x) in a pixel shader (clip: discard when any component
// of x is negative), also from a helper function.
void cut(float2 uv)
{
    clip(uv - 0.125);
}

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float alpha : TEXCOORD1) : SV_Target
{
    clip(alpha - 0.5);
    cut(uv);
    if (pos.x > 100.0)
        discard;
    return float4(uv, alpha, 1.0);
}
