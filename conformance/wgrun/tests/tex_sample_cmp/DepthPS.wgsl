@fragment fn DepthPS(@builtin(position) pos: vec4f) -> @builtin(frag_depth) f32 {
  return (floor(pos.x) + 4.0 * floor(pos.y) + 0.5) / 16.0;
}
