// DXC's ray tracing and early/late test attributes are not supported: an
// error that names them, not a silent ignore.
// ARGS: -T ps_6_0
// EXPECT: PRISM3279 (6,3) ray tracing
// EXPECT: PRISM3279 (8,3) early and late tests
[[vk::shader_record_ext]] cbuffer R { float r; };
[shader("pixel")]
[[vk::early_and_late_tests]]
float4 main(float4 p : SV_Position) : SV_Target0 { return p * r; }
