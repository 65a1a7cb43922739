#version 460
#extension GL_EXT_ray_query : require
// GLSL port of prism-opacity.test (prism's own, beside the suite's InlineRT; its HLSL:
// a non-opaque triangle (a candidate, never committed), the same with ForceOpaque (committed), an opaque one with ForceNonOpaque (a candidate): statuses, then candidates seen), for vkrun's tests/accel-gpu.sh: the same bindings as the test's
// VulkanBinding (set 0: the TLAS at 0, Output at 1), the same output bytes.
// Compiled by gen.sh (glslangValidator --target-env vulkan1.2).
layout(local_size_x = 3) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 1, std430) buffer OutputBlock { uint Output[]; };

void main() {
  uint tid = gl_GlobalInvocationID.x;
  rayQueryEXT q;
  rayQueryInitializeEXT(q, Scene, gl_RayFlagsNoneEXT, 0xFF, vec3((float(tid) - 1.0) * 4.0, 0, 1), 0.0,
                        vec3(0, 0, -1), 100.0);
  uint seen = 0u;
  while (rayQueryProceedEXT(q)) {
    if (rayQueryGetIntersectionTypeEXT(q, false) == gl_RayQueryCandidateIntersectionTriangleEXT)
      seen = 1u;
  }
  Output[tid] = rayQueryGetIntersectionTypeEXT(q, true);
  Output[3u + tid] = seen;
}
