// ARGS: -T ps_6_0
// Where HLSL itself leaves a derivative undefined, in control flow that
// differs between the pixels of a quad, WGSL keeps derivative_uniformity
// off (diagnostic(off, derivative_uniformity)): the sample under an if on
// the pixel's position, a loop whose trip count is a texel, a helper that
// samples called under such an if; and after a return that has no
// predication (the derivative's operand is made by an atomic, which a pixel
// that returned must not run), so ir_lower_divergent_returns leaves the
// function as HLSL wrote it, on every target, with no diagnostic. (The
// entry `reconverged` is the contrast.)
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s1);
RWStructuredBuffer<uint> Counter : register(u2);

float4 shade(float2 uv) { return Tex.Sample(Smp, uv); }

[shader("pixel")]
float4 under_if(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = 0;
    if (pos.x > 8.0)
        c = Tex.Sample(Smp, uv);
    for (uint i = 0; i < (uint)c.w; i++)
        c += ddx(c);
    if (pos.y > 8.0)
        c += shade(uv);
    return c;
}

[shader("pixel")]
float4 after_atomic(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    if (pos.x < 2.0)
        return 0;
    uint old;
    InterlockedAdd(Counter[0], 1, old);
    return Tex.Sample(Smp, uv * (float)old) + ddy((float)old);
}

// After a loop whose trip count differs between pixels, and after an if on
// the position, the flow has reconverged (as WGSL's analysis says): this
// entry keeps derivative_uniformity on.
[shader("pixel")]
float4 reconverged(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = 0;
    for (uint i = 0; i < (uint)pos.x; i++)
        c += 0.125;
    if (pos.y > 8.0)
        c.x = 1;
    return c + Tex.Sample(Smp, uv) + ddx(c);
}
