// vk::ext_builtin_input(N) on a static const variable (HLSL proposal 0011,
// "Builtin input"): an Input variable with that BuiltIn, in the interface
// of every entry that reads it. NumWorkgroups and WorkgroupId with their
// HLSL types are the IR's own builtins (the one SV_GroupID uses too), so
// MSL and WGSL have them as well.
[[vk::ext_builtin_input(/* NumWorkgroups */ 24)]]
static const uint3 gl_NumWorkGroups;

[[vk::ext_builtin_input(/* WorkgroupId */ 26)]]
static const uint3 gl_WorkGroupID;

RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex, uint3 group : SV_GroupID) {
    U[gi] = gl_NumWorkGroups.x * 100 + gl_WorkGroupID.x + group.y;
}
