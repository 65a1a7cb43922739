@group(0) @binding(1) var Source: texture_2d<f32>;
@group(0) @binding(2) var Bilinear: sampler;
@fragment fn PSMain(@builtin(position) pos: vec4f) -> @location(0) vec4f {
  return textureSample(Source, Bilinear, (pos.xy + vec2f(0.5, 0.0)) / 4.0);
}
