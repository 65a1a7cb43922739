struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(1) var<storage, read_write> Visible: array<atomic<u32>>;

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>) -> main_out {
    var out: main_out;
    let v4 = gl_FragCoord.y;
    let v5 = u32(v4);
    _ = atomicAdd(&Visible[v5], 1u);
    let v9 = gl_FragCoord.xy;
    let v10 = vec4<f32>(v9, 0f, 1f);
    out.out_SV_Target = v10;
    let v15 = out;
    return v15;
}
