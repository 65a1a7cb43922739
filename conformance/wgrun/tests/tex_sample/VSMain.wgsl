@vertex fn VSMain(@builtin(vertex_index) id: u32) -> @builtin(position) vec4f {
  let p = vec2f(f32((id << 1u) & 2u), f32(id & 2u));
  return vec4f(p * 2.0 - 1.0, 0.0, 1.0);
}
