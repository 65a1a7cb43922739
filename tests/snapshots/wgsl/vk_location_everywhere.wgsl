// entry ps_main
struct ps_main_out {
    @location(0) out_SV_Target0: vec4<f32>,
}

@fragment
fn ps_main(@location(2) in_TEXCOORD0: vec2<f32>, @location(5) in_TEXCOORD1: f32) -> ps_main_out {
    var out: ps_main_out;
    let v8 = vec2<f32>(in_TEXCOORD1);
    let v9 = in_TEXCOORD0 * v8;
    let v10 = vec4<f32>(v9, 0f, 1f);
    out.out_SV_Target0 = v10;
    let v15 = out;
    return v15;
}
// entry vs_main
struct VSIn {
    pos: vec3<f32>,
    uv: vec2<f32>,
}

struct VSOut {
    pos: vec4<f32>,
    uv: vec2<f32>,
    shade: f32,
}

struct vs_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(2) out_TEXCOORD0: vec2<f32>,
    @location(5) out_TEXCOORD1: f32,
}

@vertex
fn vs_main(@location(3) in_POSITION: vec3<f32>, @location(1) in_TEXCOORD0: vec2<f32>) -> vs_main_out {
    var v: VSIn;
    var o: VSOut;
    var out: vs_main_out;
    v.pos = in_POSITION;
    v.uv = in_TEXCOORD0;
    let v10 = v.pos;
    let v11 = vec4<f32>(v10, 1f);
    o.pos = v11;
    let v15 = v.uv;
    o.uv = v15;
    let v19 = v.pos;
    let v20 = v19.z;
    o.shade = v20;
    let v22 = o;
    let v23 = v22.pos;
    out.gl_Position = v23;
    let v25 = v22.uv;
    out.out_TEXCOORD0 = v25;
    let v27 = v22.shade;
    out.out_TEXCOORD1 = v27;
    let v34 = out;
    return v34;
}
