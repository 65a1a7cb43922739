// SubpassInputMS<T>: a multisampled input attachment, SubpassLoad(sample)
// reading one sample of this fragment (OpImageRead with Sample). Metal's
// framebuffer fetch reads the fragment's own sample only: a diagnostic.
// ARGS: -T ps_6_0
// WGSL: PRISM5283 is an input attachment
// MSL: PRISM5471 reads a sample of its choice
[[vk::input_attachment_index(0)]] SubpassInputMS<float4> Color : register(t0);

[shader("pixel")]
float4 main(float4 pos : SV_Position, nointerpolation uint s : SAMPLE) : SV_Target
{
    return (Color.SubpassLoad(0) + Color.SubpassLoad(s)) * 0.5;
}
