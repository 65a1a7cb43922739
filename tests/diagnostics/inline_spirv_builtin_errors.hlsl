// EXPECT: PRISM3310 (10,3) vk::ext_builtin_input and vk::ext_builtin_output can only be applied to a static variable
// EXPECT: PRISM3312 (15,39) 'gl_NumWorkGroups' is a built-in input: the pipeline writes it, so it takes no initializer
// EXPECT: PRISM3311 (18,3) 'both' is both vk::ext_builtin_input and vk::ext_builtin_output
// EXPECT: PRISM3325 (22,3) BuiltIn FragDepth is declared as a built-in input ('depth_in', line 21) and as a built-in output ('depth_out')
// vk::ext_builtin_input and _output (HLSL proposal 0011): on a static
// variable at global scope (DXC's message), without an initializer, one
// direction a variable and a BuiltIn.
RWStructuredBuffer<uint> buf;

[[vk::ext_builtin_input(/* NumWorkgroups */ 24)]]
uint3 not_static;
static const uint3 x = 0;

[[vk::ext_builtin_input(/* NumWorkgroups */ 24)]]
static const uint3 gl_NumWorkGroups = uint3(1, 2, 3);

[[vk::ext_builtin_input(/* WorkgroupId */ 26)]]
[[vk::ext_builtin_output(/* WorkgroupId */ 26)]]
static uint3 both;

[[vk::ext_builtin_input(/* FragDepth */ 22)]] static const float depth_in;
[[vk::ext_builtin_output(/* FragDepth */ 22)]] static float depth_out;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    buf[gi] = gl_NumWorkGroups.x + x.y + both.z;
}
