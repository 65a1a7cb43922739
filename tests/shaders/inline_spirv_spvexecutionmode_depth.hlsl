// ARGS: -T ps_6_0
// [[vk::spvexecutionmode]] on a pixel entry, DXC's own test
// (spv.inline.executionmode: DepthLess and PostDepthCoverage, two
// attributes in one list) with the capability and extension the entry
// declares; DepthReplacing, which Prism writes itself for SV_Depth, is
// written once. These change what the shader does, and MSL and WGSL have
// no such modes: each is reported there by name.
// MSL: PRISM5490 (16,3) inline SPIR-V execution mode DepthLess (from 'vk::spvexecutionmode') has no MSL equivalent
// MSL: PRISM5490 (16,45) inline SPIR-V execution mode PostDepthCoverage (from 'vk::spvexecutionmode') has no MSL equivalent
// MSL: PRISM5490 (17,3) inline SPIR-V execution mode DepthReplacing (from 'vk::spvexecutionmode') has no MSL equivalent
// WGSL: PRISM5300 (16,3) inline SPIR-V execution mode DepthLess (from 'vk::spvexecutionmode') has no WGSL equivalent
// WGSL: PRISM5300 (16,45) inline SPIR-V execution mode PostDepthCoverage (from 'vk::spvexecutionmode') has no WGSL equivalent
// WGSL: PRISM5300 (17,3) inline SPIR-V execution mode DepthReplacing (from 'vk::spvexecutionmode') has no WGSL equivalent
[[vk::ext_capability(/* SampleMaskPostDepthCoverage */ 4447)]]
[[vk::ext_extension("SPV_KHR_post_depth_coverage")]]
[[vk::spvexecutionmode(/* DepthLess */ 15), vk::spvexecutionmode(/* PostDepthCoverage */ 4446)]]
[[vk::spvexecutionmode(/* DepthReplacing */ 12)]]
[shader("pixel")]
float4 main(float4 c : COLOR, out float depth : SV_Depth) : SV_Target {
    depth = c.z * 0.5;
    return c;
}
