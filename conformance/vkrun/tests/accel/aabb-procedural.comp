#version 460
#extension GL_EXT_ray_query : require
// GLSL port of the offload-test-suite's Feature/InlineRT/aabb-procedural.test (its HLSL:
// one AABB at [-1, 1]^3: a slab test commits a procedural hit (2) for the ray through it, nothing (0) for the one beside it), for vkrun's tests/accel-gpu.sh: the same bindings as the test's
// VulkanBinding (set 0: the TLAS at 0, Output at 1), the same output bytes.
// Compiled by gen.sh (glslangValidator --target-env vulkan1.2).
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 1, std430) buffer OutputBlock { uint Output[]; };

bool hitAABB(vec3 origin, vec3 dir, float tmin, float tmax, out float thit) {
  const vec3 bmin = vec3(-1, -1, -1);
  const vec3 bmax = vec3(1, 1, 1);
  vec3 invd = 1.0 / dir;
  vec3 t0 = (bmin - origin) * invd;
  vec3 t1 = (bmax - origin) * invd;
  float tenter = max(max(min(t0.x, t1.x), min(t0.y, t1.y)), max(min(t0.z, t1.z), tmin));
  float texit = min(min(max(t0.x, t1.x), max(t0.y, t1.y)), min(max(t0.z, t1.z), tmax));
  thit = tenter;
  return tenter <= texit;
}

void main() {
  const vec3 origins[2] = vec3[2](vec3(0, 0, 2), vec3(5, 0, 2));
  for (uint i = 0u; i < 2u; ++i) {
    vec3 dir = vec3(0, 0, -1);
    rayQueryEXT q;
    rayQueryInitializeEXT(q, Scene, gl_RayFlagsNoneEXT, 0xFF, origins[i], 0.0, dir, 100.0);
    while (rayQueryProceedEXT(q)) {
      if (rayQueryGetIntersectionTypeEXT(q, false) == gl_RayQueryCandidateIntersectionAABBEXT) {
        float thit;
        if (hitAABB(origins[i], dir, 0.0, 100.0, thit))
          rayQueryGenerateIntersectionEXT(q, thit);
      }
    }
    Output[i] = rayQueryGetIntersectionTypeEXT(q, true);
  }
}
