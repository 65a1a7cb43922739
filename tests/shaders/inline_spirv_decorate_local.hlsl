// [[vk::ext_decorate(...)]], _id and _string on local variables (DXC's
// spv.intrinsicDecorate test decorates locals): the local stays an
// OpVariable in the Function storage class, decorated; here
// RelaxedPrecision, Restrict, and UserSemantic, whose extension the
// function declares. MSL and WGSL drop the hints and report UserSemantic.
// MSL: PRISM5492 (15,7) 'tagged' has the decoration UserSemantic (vk::ext_decorate_string), which MSL has no equivalent for
// WGSL: PRISM5302 (15,7) 'tagged' has the decoration UserSemantic (vk::ext_decorate_string), which WGSL has no equivalent for
RWStructuredBuffer<float> F;

[[vk::ext_extension("SPV_GOOGLE_hlsl_functionality1")]]
[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    [[vk::ext_decorate(/* RelaxedPrecision */ 0)]] float scaled = F[gi] * 0.5;
    [[vk::ext_decorate_string(/* UserSemantic */ 5635, "tagged value")]] float tagged = scaled + 1.0;
    [[vk::ext_decorate(/* Restrict */ 19)]] float2 pair = float2(scaled, tagged);
    F[gi] = pair.x + pair.y;
}
