struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

fn cut(uv: vec2<f32>) {
    let v4 = uv - vec2<f32>(0.125f);
    let v5 = v4 < vec2<f32>(0f);
    let v6 = any(v5);
    if v6 {
        discard;
    }
    return;
}

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>, @location(1) in_TEXCOORD1: f32) -> main_out {
    var out: main_out;
    let v10 = in_TEXCOORD1 - 0.5f;
    let v11 = v10 < 0f;
    if v11 {
        discard;
    }
    cut(in_TEXCOORD0);
    let v16 = gl_FragCoord.x;
    let v17 = v16 > 100f;
    if v17 {
        discard;
    }
    let v21 = vec4<f32>(in_TEXCOORD0, in_TEXCOORD1, 1f);
    out.out_SV_Target = v21;
    let v26 = out;
    return v26;
}
