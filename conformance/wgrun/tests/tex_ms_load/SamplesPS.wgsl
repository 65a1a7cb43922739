@fragment fn SamplesPS(@builtin(position) pos: vec4f, @builtin(sample_index) s: u32) -> @location(0) vec4f {
  return vec4f(floor(pos.xy), f32(s), 1.0);
}
