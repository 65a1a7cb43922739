#version 450
#extension GL_KHR_shader_subgroup_ballot : enable
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer A { uint cnt[]; };
layout(std430, binding = 1) buffer B { uint iter[]; };
layout(std430, binding = 2) buffer C { uint lanes[]; };
void main() {
  uint x = gl_GlobalInvocationID.x;
  uint n = 0, it = 0;
  while (true) {
    n += subgroupBallotBitCount(subgroupBallot(true));
    if (it >= x % 5) break;
    it++;
  }
  cnt[x] = n; iter[x] = it;
  if (x == 0) lanes[0] = gl_SubgroupSize;
}
