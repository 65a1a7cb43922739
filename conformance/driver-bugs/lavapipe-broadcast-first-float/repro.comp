#version 450
#extension GL_KHR_shader_subgroup_ballot : enable
layout(local_size_x = 8) in;
layout(std430, set = 0, binding = 0) buffer O { float o[]; };
void main() { o[gl_GlobalInvocationID.x] = subgroupBroadcastFirst(float(gl_GlobalInvocationID.x)) * 2.0; }
