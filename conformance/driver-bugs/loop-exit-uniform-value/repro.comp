#version 450
#extension GL_KHR_shader_subgroup_ballot : enable
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer A { uint res[]; };
layout(std430, binding = 1) buffer B { uint iters[]; };
layout(std430, binding = 2) buffer C { uint lanes[]; };
layout(std430, binding = 3) readonly buffer D { uint table[]; };
void main() {
  uint x = gl_GlobalInvocationID.x;
  uint mat = (x * 7) % 5;
  uint result = 0, iterations = 0;
  while (true) {
    iterations++;
    uint u = subgroupBroadcastFirst(mat);
    if (u == mat) { result = table[u]; break; }
  }
  res[x] = result; iters[x] = iterations;
  if (x == 0) lanes[0] = gl_SubgroupSize;
}
