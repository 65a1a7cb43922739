@group(0) @binding(0) var Shadow: texture_depth_2d;
@group(0) @binding(1) var Less: sampler_comparison;
@group(0) @binding(2) var GreaterEqual: sampler_comparison;
@group(0) @binding(3) var<storage, read_write> Out: array<vec4f>;
@fragment fn PSMain(@builtin(position) pos: vec4f) -> @location(0) vec4f {
  let uv = pos.xy / vec2f(4.0, 4.0);
  let i = u32(pos.y) * 4u + u32(pos.x);
  let d = (floor(pos.x) + 4.0 * floor(pos.y) + 0.5) / 16.0;
  let a = textureSampleCompare(Shadow, Less, uv, 0.5);
  let b = textureSampleCompare(Shadow, Less, uv, d);
  let c = textureSampleCompare(Shadow, GreaterEqual, uv, d);
  let e = textureSampleCompare(Shadow, Less, uv, d - 1.0 / 16.0, vec2i(1, 0));
  Out[i] = vec4f(a, b, c, e);
  return vec4f(a, b, c, e);
}
