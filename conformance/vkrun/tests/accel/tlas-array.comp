#version 460
#extension GL_EXT_ray_query : require
// GLSL port of the offload-test-suite's Feature/InlineRT/tlas-array.test (its HLSL:
// RaytracingAccelerationStructure Scenes[2]: each element's InstanceID (10, 20)), for vkrun's tests/accel-gpu.sh: the same bindings as the test's
// VulkanBinding (set 0: the TLAS at 0, Output at 1), the same output bytes.
// Compiled by gen.sh (glslangValidator --target-env vulkan1.2).
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT Scenes[2];
layout(set = 0, binding = 1, std430) buffer OutputBlock { uint Output[]; };

void main() {
  for (uint i = 0u; i < 2u; ++i) {
    rayQueryEXT q;
    rayQueryInitializeEXT(q, Scenes[i], gl_RayFlagsNoneEXT, 0xFF, vec3(0, 0, 1), 0.0, vec3(0, 0, -1), 100.0);
    rayQueryProceedEXT(q);
    Output[i] = rayQueryGetIntersectionTypeEXT(q, true) == gl_RayQueryCommittedIntersectionTriangleEXT
                    ? uint(rayQueryGetIntersectionInstanceCustomIndexEXT(q, true))
                    : 0xFFFFFFFFu;
  }
}
