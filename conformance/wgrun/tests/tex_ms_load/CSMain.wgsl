@group(0) @binding(0) var MS: texture_multisampled_2d<f32>;
@group(0) @binding(1) var<storage, read_write> Out: array<vec4f>;
@compute @workgroup_size(16, 1, 1) fn CSMain(@builtin(global_invocation_id) g: vec3u) {
  let i = g.x;
  let p = vec2i(i32(i % 4u), i32(i / 4u));
  let d = textureDimensions(MS);
  let n = textureNumSamples(MS);
  Out[i * 4u + 0u] = textureLoad(MS, p, 0);
  Out[i * 4u + 1u] = textureLoad(MS, p, 3);
  Out[i * 4u + 2u] = textureLoad(MS, min(p, vec2i(2)) + vec2i(1, 1), 1);
  Out[i * 4u + 3u] = vec4f(f32(d.x), f32(d.y), f32(n), 0.0);
}
