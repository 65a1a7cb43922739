@group(0) @binding(0) var Generated: texture_storage_2d<rgba32float, write>;
@compute @workgroup_size(4, 4, 1) fn Fill(@builtin(global_invocation_id) p: vec3u) {
  textureStore(Generated, p.xy, vec4f(f32(p.x) / 4.0, f32(p.y) / 4.0, f32(p.x + p.y) / 8.0, 1.0));
}
