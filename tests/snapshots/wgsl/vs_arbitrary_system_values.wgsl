// entry ps_main
struct VSOut {
    pos: vec4<f32>,
    instance: u32,
    clip: f32,
}

struct ps_main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@fragment
fn ps_main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) @interpolate(flat) in_SV_InstanceID: u32, @location(1) in_COLOR1: f32) -> ps_main_out {
    var i: VSOut;
    var out: ps_main_out;
    i.pos = gl_FragCoord;
    i.instance = in_SV_InstanceID;
    i.clip = in_COLOR1;
    let v11 = i.instance;
    let v12 = f32(v11);
    let v14 = i.clip;
    let v16 = i.pos;
    let v17 = v16.xy;
    let v18 = vec4<f32>(v12, v14, v17);
    out.out_SV_Target = v18;
    let v23 = out;
    return v23;
}
// entry vs_main
struct VSIn {
    pos: vec4<f32>,
    clip: f32,
    slice: u32,
}

struct VSOut {
    pos: vec4<f32>,
    instance: u32,
    clip: f32,
}

struct vs_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) @interpolate(flat) out_SV_InstanceID: u32,
    @location(1) out_COLOR1: f32,
}

@vertex
fn vs_main(@location(0) in_SV_Position: vec4<f32>, @location(1) in_SV_ClipDistance: f32, @location(2) in_SV_RenderTargetArrayIndex: u32, @builtin(instance_index) gl_InstanceIndex: u32) -> vs_main_out {
    var i: VSIn;
    var o: VSOut;
    var out: vs_main_out;
    i.pos = in_SV_Position;
    i.clip = in_SV_ClipDistance;
    i.slice = in_SV_RenderTargetArrayIndex;
    let v16 = i.pos;
    o.pos = v16;
    let v21 = i.slice;
    let v22 = gl_InstanceIndex + v21;
    o.instance = v22;
    let v26 = i.clip;
    o.clip = v26;
    let v28 = o;
    let v29 = v28.pos;
    out.gl_Position = v29;
    let v31 = v28.instance;
    out.out_SV_InstanceID = v31;
    let v33 = v28.clip;
    out.out_COLOR1 = v33;
    let v40 = out;
    return v40;
}
