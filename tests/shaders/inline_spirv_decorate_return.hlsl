// ARGS: -T vs_6_0
// [[vk::ext_decorate]] on a vertex entry point decorates its return
// value's stage variable (DXC's spv.intrinsicDecorate puts a Location on
// a pixel shader's): here RelaxedPrecision on a user output, and a
// parameter's on its input. A hint, so MSL and WGSL drop it.
struct VsOut {
    float4 pos : SV_Position;
};

[[vk::ext_decorate(/* RelaxedPrecision */ 0)]]
float4 color_of(float4 c : COLOR) : COLOR { return c; }

[shader("vertex")]
VsOut main([[vk::ext_decorate(/* RelaxedPrecision */ 0)]] float4 p : POSITION) {
    VsOut o;
    o.pos = p * 2;
    return o;
}

[shader("vertex")]
[[vk::ext_decorate(/* RelaxedPrecision */ 0)]]
float4 tint(float4 p : POSITION) : SV_Position {
    return p.wzyx;
}
