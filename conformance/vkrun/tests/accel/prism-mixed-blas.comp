#version 460
#extension GL_EXT_ray_query : require
// GLSL port of prism-mixed-blas.test (prism's own, beside the suite's InlineRT; its HLSL:
// a triangle instance and a box instance, each moved by its Transform; the box's hit from the candidate's object-space ray: status, instance index, InstanceID per lane), for vkrun's tests/accel-gpu.sh: the same bindings as the test's
// VulkanBinding (set 0: the TLAS at 0, Output at 1), the same output bytes.
// Compiled by gen.sh (glslangValidator --target-env vulkan1.2).
layout(local_size_x = 2) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 1, std430) buffer OutputBlock { uint Output[]; };

void main() {
  uint tid = gl_GlobalInvocationID.x;
  rayQueryEXT q;
  rayQueryInitializeEXT(q, Scene, gl_RayFlagsNoneEXT, 0xFF, vec3(tid == 0u ? -3.0 : 3.0, 0, 2), 0.0,
                        vec3(0, 0, -1), 100.0);
  while (rayQueryProceedEXT(q)) {
    if (rayQueryGetIntersectionTypeEXT(q, false) == gl_RayQueryCandidateIntersectionAABBEXT) {
      vec3 o = rayQueryGetIntersectionObjectRayOriginEXT(q, false);
      vec3 d = rayQueryGetIntersectionObjectRayDirectionEXT(q, false);
      // the box's top face, z = 1, for a ray straight down over it
      if (d.z < 0.0 && abs(o.x) <= 1.0 && abs(o.y) <= 1.0)
        rayQueryGenerateIntersectionEXT(q, (o.z - 1.0) / -d.z);
    }
  }
  uint status = rayQueryGetIntersectionTypeEXT(q, true);
  bool hit = status != gl_RayQueryCommittedIntersectionNoneEXT;
  Output[3u * tid] = status;
  Output[3u * tid + 1u] = hit ? uint(rayQueryGetIntersectionInstanceIdEXT(q, true)) : 0xFFFFFFFFu;
  Output[3u * tid + 2u] = hit ? uint(rayQueryGetIntersectionInstanceCustomIndexEXT(q, true)) : 0xFFFFFFFFu;
}
