#version 460
#extension GL_EXT_ray_query : require
// GLSL port of the offload-test-suite's Feature/InlineRT/cull-back-facing.test (its HLSL:
// RayQuery<RAY_FLAG_CULL_BACK_FACING_TRIANGLES> (DXC ORs the template flags into TraceRayInline's): lane 0 sees the front face, lane 1 the back face, culled), for vkrun's tests/accel-gpu.sh: the same bindings as the test's
// VulkanBinding (set 0: the TLAS at 0, Output at 1), the same output bytes.
// Compiled by gen.sh (glslangValidator --target-env vulkan1.2).
layout(local_size_x = 2) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 1, std430) buffer OutputBlock { uint Output[]; };

void main() {
  uint tid = gl_GlobalInvocationID.x;
  float z = tid == 0u ? 1.0 : -1.0;
  rayQueryEXT q;
  rayQueryInitializeEXT(q, Scene, gl_RayFlagsCullBackFacingTrianglesEXT | gl_RayFlagsNoneEXT, 0xFF,
                        vec3(0, 0, z), 0.0, vec3(0, 0, -z), 100.0);
  rayQueryProceedEXT(q);
  Output[tid] = rayQueryGetIntersectionTypeEXT(q, true);
}
