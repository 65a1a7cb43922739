struct Nested {
    tint: vec4<f32>,
}

struct Attribs {
    uv: vec2<f32>,
    weights: array<f32, 2>,
    nested: Nested,
}

struct VSOut {
    pos: vec4<f32>,
    a: Attribs,
}

struct vs_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_TEXCOORD3: vec2<f32>,
    @location(1) out_TEXCOORD4: f32,
    @location(2) out_TEXCOORD5: f32,
    @location(3) out_TEXCOORD6: vec4<f32>,
}

struct PSOut {
    color: vec4<f32>,
    glow: vec4<f32>,
}

struct ps_main_out {
    @location(1) out_SV_Target1: vec4<f32>,
    @location(2) out_SV_Target2: vec4<f32>,
}

@vertex
fn vs_main(@location(0) in_ATTR0: vec2<f32>, @location(1) in_ATTR1: f32, @location(2) in_ATTR2: f32, @location(3) in_ATTR3: vec4<f32>, @builtin(vertex_index) gl_VertexIndex: u32) -> vs_main_out {
    var input: Attribs;
    var o: VSOut;
    var out: vs_main_out;
    input.uv = in_ATTR0;
    input.weights[0u] = in_ATTR1;
    input.weights[1u] = in_ATTR2;
    input.nested.tint = in_ATTR3;
    let v22 = input.uv;
    let v24 = f32(gl_VertexIndex);
    let v25 = vec4<f32>(v22, v24, 1f);
    o.pos = v25;
    let v28 = input;
    o.a = v28;
    let v30 = o;
    let v31 = v30.pos;
    out.gl_Position = v31;
    let v33 = v30.a;
    let v34 = v33.uv;
    out.out_TEXCOORD3 = v34;
    let v36 = v30.a;
    let v37 = v36.weights;
    let v38 = v37[0];
    out.out_TEXCOORD4 = v38;
    let v40 = v30.a;
    let v41 = v40.weights;
    let v42 = v41[1];
    out.out_TEXCOORD5 = v42;
    let v44 = v30.a;
    let v45 = v44.nested;
    let v46 = v45.tint;
    out.out_TEXCOORD6 = v46;
    let v55 = out;
    return v55;
}

@fragment
fn ps_main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD3: vec2<f32>, @location(1) in_TEXCOORD4: f32, @location(2) in_TEXCOORD5: f32, @location(3) in_TEXCOORD6: vec4<f32>) -> ps_main_out {
    var a: Attribs;
    var o: PSOut;
    var out: ps_main_out;
    a.uv = in_TEXCOORD3;
    a.weights[0u] = in_TEXCOORD4;
    a.weights[1u] = in_TEXCOORD5;
    a.nested.tint = in_TEXCOORD6;
    let v23 = a.nested.tint;
    let v26 = a.weights[0i];
    let v29 = a.weights[1i];
    let v30 = v26 + v29;
    let v31 = vec4<f32>(v30);
    let v32 = v23 * v31;
    o.color = v32;
    let v36 = a.uv;
    let v38 = gl_FragCoord.xy;
    let v39 = vec4<f32>(v36, v38);
    o.glow = v39;
    let v42 = o.color;
    out.out_SV_Target1 = v42;
    let v45 = o.glow;
    out.out_SV_Target2 = v45;
    let v51 = out;
    return v51;
}
