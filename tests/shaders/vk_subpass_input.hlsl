// Input attachments (DXC's SPIR-V.rst, "Subpass inputs"): SubpassInput<T>
// with [[vk::input_attachment_index(n)]] is a SubpassData image
// (InputAttachment capability, InputAttachmentIndex n) read by
// SubpassLoad() with OpImageRead at (0, 0); reflection gives the
// descriptor type INPUT_ATTACHMENT and the index. Metal reads the
// attachment by framebuffer fetch, a [[color(n)]] argument. WebGPU has no
// subpasses.
// ARGS: -T ps_6_0
// WGSL: PRISM5283 is an input attachment
[[vk::input_attachment_index(0)]] SubpassInput Albedo : register(t0);
[[vk::input_attachment_index(1)]] SubpassInput<float2> Normal : register(t1);
[[vk::input_attachment_index(2)]] SubpassInput<uint> Material : register(t2);

[shader("pixel")]
float4 main(float4 pos : SV_Position) : SV_Target
{
    float4 a = Albedo.SubpassLoad();
    float2 n = Normal.SubpassLoad();
    uint m = Material.SubpassLoad();
    return a * n.x + n.y + (m & 0xff) / 255.0;
}
