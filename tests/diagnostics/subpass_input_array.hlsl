// EXPECT: PRISM4126 (5,56) an array of subpass inputs is not bound as a descriptor array
// ARGS: -T ps_6_0 -E main
// (arrays of arrays of buffers, which this code named before, are
// flattened as DXC flattens them: tests/shaders/resource_buffer_arrays_2d)
[[vk::input_attachment_index(0)]] SubpassInput<float4> s[2];
float4 main() : SV_Target { return s[0].SubpassLoad(); }
