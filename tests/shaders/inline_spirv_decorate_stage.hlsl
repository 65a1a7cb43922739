// ARGS: -T ps_6_0
// [[vk::ext_decorate*]] on an entry point's inputs and outputs decorates
// their stage variables, as DXC does (its spv.intrinsicDecorate and
// spv.inline.decorate.member tests): a parameter's (RelaxedPrecision on
// in_TEXCOORD0), a struct field's (UserSemantic on out_SV_Target, the
// field's struct getting the member decoration too), and the entry
// itself for its return value. MSL and WGSL drop the hint and report
// UserSemantic. An ordinary function's parameter is its
// OpFunctionParameter's decoration.
// MSL: PRISM5492 (15,24) 'out_SV_Target' has the decoration UserSemantic (vk::ext_decorate_string), which MSL has no equivalent for
// MSL: PRISM5492 (15,24) 'color' has the decoration UserSemantic (vk::ext_decorate_string), which MSL has no equivalent for
// WGSL: PRISM5302 (15,24) 'out_SV_Target' has the decoration UserSemantic (vk::ext_decorate_string), which WGSL has no equivalent for
// WGSL: PRISM5302 (15,24) 'color' has the decoration UserSemantic (vk::ext_decorate_string), which WGSL has no equivalent for
struct PixelOutput {
    [[vk::location(0), vk::ext_decorate_string(/* UserSemantic */ 5635, "raster_order_group_0")]] float4 color : SV_Target;
};

float shade([[vk::ext_decorate(/* RelaxedPrecision */ 0)]] float x) { return x * 0.5; }

[[vk::ext_extension("SPV_GOOGLE_hlsl_functionality1")]]
[shader("pixel")]
PixelOutput main([[vk::ext_decorate(/* RelaxedPrecision */ 0)]] float2 uv : TEXCOORD0) {
    PixelOutput o;
    o.color = float4(uv, shade(uv.x), 1);
    return o;
}
