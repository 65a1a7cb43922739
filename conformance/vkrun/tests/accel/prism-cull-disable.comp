#version 460
#extension GL_EXT_ray_query : require
// GLSL port of prism-cull-disable.test (prism's own, beside the suite's InlineRT; its HLSL:
// back faces under RAY_FLAG_CULL_BACK_FACING_TRIANGLES: culled, but hit (from the back) with TriangleCullDisable), for vkrun's tests/accel-gpu.sh: the same bindings as the test's
// VulkanBinding (set 0: the TLAS at 0, Output at 1), the same output bytes.
// Compiled by gen.sh (glslangValidator --target-env vulkan1.2).
layout(local_size_x = 2) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 1, std430) buffer OutputBlock { uint Output[]; };

void main() {
  uint tid = gl_GlobalInvocationID.x;
  rayQueryEXT q;
  rayQueryInitializeEXT(q, Scene, gl_RayFlagsCullBackFacingTrianglesEXT | gl_RayFlagsNoneEXT, 0xFF,
                        vec3(tid == 0u ? -3.0 : 3.0, 0, -1), 0.0, vec3(0, 0, 1), 100.0);
  rayQueryProceedEXT(q);
  uint status = rayQueryGetIntersectionTypeEXT(q, true);
  Output[tid] = status;
  Output[2u + tid] = status == gl_RayQueryCommittedIntersectionTriangleEXT
                         ? uint(rayQueryGetIntersectionFrontFaceEXT(q, true)) : 0xFFFFFFFFu;
}
