// [[vk::input_attachment_index]] selects the input attachment of a
// SubpassInput; no other type has one.
// ARGS: -T ps_6_0
// EXPECT: PRISM3285 (5,3) not a SubpassInput
[[vk::input_attachment_index(0)]] StructuredBuffer<float4> In : register(t0);
[shader("pixel")]
float4 main() : SV_Target0 { return In[0]; }
