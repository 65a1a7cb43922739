enable dual_source_blending;

struct PSOut {
    color: vec4<f32>,
    blend: vec4<f32>,
}

struct main_out {
    @location(0) @blend_src(0) out_SV_Target0: vec4<f32>,
    @location(0) @blend_src(1) out_SV_Target1: vec4<f32>,
}

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var o: PSOut;
    var out: main_out;
    let v9 = vec4<f32>(in_TEXCOORD0, 0f, 1f);
    o.color = v9;
    let v13 = gl_FragCoord * vec4<f32>(0.5f);
    o.blend = v13;
    let v15 = o;
    let v16 = v15.color;
    out.out_SV_Target0 = v16;
    let v18 = v15.blend;
    out.out_SV_Target1 = v18;
    let v24 = out;
    return v24;
}
