#version 460
#extension GL_EXT_ray_query : require
// GLSL port of prism-multi-geometry.test (prism's own, beside the suite's InlineRT; its HLSL:
// a BLAS of two triangle geometries, the second with its own Transform: (geometry, primitive) (0, 0), (1, 0)), for vkrun's tests/accel-gpu.sh: the same bindings as the test's
// VulkanBinding (set 0: the TLAS at 0, Output at 1), the same output bytes.
// Compiled by gen.sh (glslangValidator --target-env vulkan1.2).
layout(local_size_x = 2) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 1, std430) buffer OutputBlock { uint Output[]; };

void main() {
  uint tid = gl_GlobalInvocationID.x;
  rayQueryEXT q;
  rayQueryInitializeEXT(q, Scene, gl_RayFlagsNoneEXT, 0xFF, vec3(tid == 0u ? -3.0 : 3.0, 0, 1), 0.0,
                        vec3(0, 0, -1), 100.0);
  rayQueryProceedEXT(q);
  bool hit = rayQueryGetIntersectionTypeEXT(q, true) == gl_RayQueryCommittedIntersectionTriangleEXT;
  Output[2u * tid] = hit ? uint(rayQueryGetIntersectionGeometryIndexEXT(q, true)) : 0xFFFFFFFFu;
  Output[2u * tid + 1u] = hit ? uint(rayQueryGetIntersectionPrimitiveIndexEXT(q, true)) : 0xFFFFFFFFu;
}
