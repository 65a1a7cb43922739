// ARGS: -T ps_6_0
// EXPECT: PRISM4098 (11,7) [[vk::ext_decorate(BuiltIn, FragSizeEXT)]] on 'gl_FragCoord', which is already the built-in SV_Position
// EXPECT: PRISM4098 (12,35) [[vk::ext_decorate(BuiltIn, FragStencilRefEXT)]] on 'in_COLOR', which is already the built-in FragSizeEXT
// A stage variable is one built-in (DXC: "'ext_decorate' cannot be used
// on a variable already associated with the built-in"): an SV_ semantic
// is already one, and so is a variable a first BuiltIn decoration made
// one.
[[vk::ext_extension("SPV_EXT_fragment_invocation_density"), vk::ext_capability(/* FragmentDensityEXT */ 5291)]]
[shader("pixel")]
float4 main(
    [[vk::ext_decorate(/* BuiltIn */ 11, /* FragSizeEXT */ 5292)]] float4 pos : SV_Position,
    [[vk::ext_decorate(11, 5292), vk::ext_decorate(11, /* FragStencilRefEXT */ 5014)]] nointerpolation uint2 c : COLOR) : SV_Target {
    return pos + c.x;
}
