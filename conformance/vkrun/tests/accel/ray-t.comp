#version 460
#extension GL_EXT_ray_query : require
// GLSL port of the offload-test-suite's Feature/InlineRT/ray-t.test (its HLSL:
// CommittedRayT() of a hit at distance 1: asuint(1.0)), for vkrun's tests/accel-gpu.sh: the same bindings as the test's
// VulkanBinding (set 0: the TLAS at 0, Output at 1), the same output bytes.
// Compiled by gen.sh (glslangValidator --target-env vulkan1.2).
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 1, std430) buffer OutputBlock { uint Output[]; };

void main() {
  rayQueryEXT q;
  rayQueryInitializeEXT(q, Scene, gl_RayFlagsNoneEXT, 0xFF, vec3(0, 0, 1), 0.0, vec3(0, 0, -1), 100.0);
  rayQueryProceedEXT(q);
  Output[0] = floatBitsToUint(rayQueryGetIntersectionTEXT(q, true));
}
