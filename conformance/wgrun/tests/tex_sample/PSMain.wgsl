@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Point: sampler;
@group(0) @binding(2) var Bilinear: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<vec4f>;
@fragment fn PSMain(@builtin(position) pos: vec4f) -> @location(0) vec4f {
  let uv = pos.xy / vec2f(4.0, 4.0);
  let i = u32(pos.y) * 4u + u32(pos.x);
  let a = textureSample(Tex, Point, uv);
  let b = textureSample(Tex, Bilinear, uv + vec2f(0.125, 0.0));
  let c = textureSample(Tex, Bilinear, uv + vec2f(0.125, 0.125));
  Out[i * 3u] = a; Out[i * 3u + 1u] = b; Out[i * 3u + 2u] = c;
  return a;
}
