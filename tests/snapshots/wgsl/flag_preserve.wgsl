struct main_out {
    @location(0) out_SV_Target0: vec4<f32>,
}

@group(0) @binding(0) var<storage, read> Used: array<vec4<f32>>;

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var out: main_out;
    let v10 = Used[0i];
    let v13 = gl_FragCoord.xy;
    let v14 = vec4<f32>(in_TEXCOORD0, v13);
    let v15 = v10 + v14;
    out.out_SV_Target0 = v15;
    let v20 = out;
    return v20;
}
