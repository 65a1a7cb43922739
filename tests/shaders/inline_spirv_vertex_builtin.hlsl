// ARGS: -T vs_6_0
// vk::ext_builtin_input in a vertex shader: VertexIndex and InstanceIndex
// as uints are the IR's own builtins (the ones SV_VertexID and
// SV_InstanceID use), so MSL and WGSL have them too.
[[vk::ext_builtin_input(/* VertexIndex */ 42)]]
static const uint gl_VertexIndex;
[[vk::ext_builtin_input(/* InstanceIndex */ 43)]]
static const uint gl_InstanceIndex;

[shader("vertex")]
float4 main() : SV_Position {
    return float4((float)gl_VertexIndex, (float)gl_InstanceIndex, 0, 1);
}
