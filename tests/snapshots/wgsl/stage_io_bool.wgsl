// entry ps_main
struct VSOut {
    pos: vec4<f32>,
    lit: bool,
    mask: vec2<bool>,
}

struct ps_main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@fragment
fn ps_main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) @interpolate(flat) in_FLAG0: u32, @location(1) @interpolate(flat) in_FLAG1: vec2<u32>) -> ps_main_out {
    var i: VSOut;
    var cond: f32;
    var cond_1: f32;
    var cond_2: f32;
    var out: ps_main_out;
    i.pos = gl_FragCoord;
    let v5 = in_FLAG0 != 0u;
    i.lit = v5;
    let v9 = in_FLAG1 != vec2<u32>(0u);
    i.mask = v9;
    let v13 = i.lit;
    if v13 {
        cond = 1f;
    } else {
        cond = 0f;
    }
    let cond_3 = cond;
    let v19 = i.mask;
    let v20 = v19.x;
    if v20 {
        cond_1 = 1f;
    } else {
        cond_1 = 0f;
    }
    let cond_4 = cond_1;
    let v26 = i.mask;
    let v27 = v26.y;
    if v27 {
        cond_2 = 1f;
    } else {
        cond_2 = 0f;
    }
    let cond_5 = cond_2;
    let v32 = vec4<f32>(cond_3, cond_4, cond_5, 1f);
    out.out_SV_Target = v32;
    let v52 = out;
    return v52;
}
// entry vs_main
struct VSOut {
    pos: vec4<f32>,
    lit: bool,
    mask: vec2<bool>,
}

struct vs_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) @interpolate(flat) out_FLAG0: u32,
    @location(1) @interpolate(flat) out_FLAG1: vec2<u32>,
}

@vertex
fn vs_main(@location(0) in_POSITION: vec4<f32>, @location(1) in_VISIBLE: u32) -> vs_main_out {
    var o: VSOut;
    var and: bool;
    var out: vs_main_out;
    let v5 = in_VISIBLE != 0u;
    o.pos = in_POSITION;
    if v5 {
        let v16 = in_POSITION.x;
        let v17 = v16 > 0f;
        and = v17;
    } else {
        and = v5;
    }
    let and_1 = and;
    o.lit = and_1;
    let v24 = in_POSITION.y;
    let v25 = v24 < 0f;
    let v26 = vec2<bool>(v5, v25);
    o.mask = v26;
    let v28 = o;
    let v29 = v28.pos;
    out.gl_Position = v29;
    let v31 = v28.lit;
    let v32 = select(0u, 1u, v31);
    out.out_FLAG0 = v32;
    let v34 = v28.mask;
    let v35 = select(vec2<u32>(0u), vec2<u32>(1u), v34);
    out.out_FLAG1 = v35;
    let v47 = out;
    return v47;
}
