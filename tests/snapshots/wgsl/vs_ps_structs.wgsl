// entry ps_main
struct VSOut {
    pos: vec4<f32>,
    uv: vec2<f32>,
    layer: f32,
    id: u32,
}

struct PSOut {
    color: vec4<f32>,
    ids: vec4<u32>,
    depth: f32,
}

struct ps_main_out {
    @location(0) out_SV_Target0: vec4<f32>,
    @location(2) out_SV_Target2: vec4<u32>,
    @builtin(frag_depth) gl_FragDepth: f32,
}

@fragment
fn ps_main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>, @location(1) @interpolate(flat) in_TEXCOORD1: f32, @location(2) @interpolate(flat) in_TEXCOORD2: u32) -> ps_main_out {
    var input: VSOut;
    var o: PSOut;
    var out: ps_main_out;
    input.pos = gl_FragCoord;
    input.uv = in_TEXCOORD0;
    input.layer = in_TEXCOORD1;
    input.id = in_TEXCOORD2;
    let v16 = input.uv;
    let v18 = input.layer;
    let v19 = vec4<f32>(v16, v18, 1f);
    o.color = v19;
    let v23 = input.id;
    let v25 = input.pos;
    let v26 = v25.x;
    let v27 = u32(v26);
    let v29 = input.pos;
    let v30 = v29.y;
    let v31 = u32(v30);
    let v32 = vec4<u32>(v23, v27, v31, 7u);
    o.ids = v32;
    let v36 = input.pos;
    let v37 = v36.z;
    let v38 = v37 * 0.5f;
    let v39 = clamp(v38, 0f, 1f);
    o.depth = v39;
    let v41 = o;
    let v42 = v41.color;
    out.out_SV_Target0 = v42;
    let v44 = v41.ids;
    out.out_SV_Target2 = v44;
    let v46 = v41.depth;
    out.gl_FragDepth = v46;
    let v53 = out;
    return v53;
}
// entry vs_main
struct VSIn {
    position: vec3<f32>,
    uv: vec2<f32>,
}

struct VSOut {
    pos: vec4<f32>,
    uv: vec2<f32>,
    layer: f32,
    id: u32,
}

struct vs_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_TEXCOORD0: vec2<f32>,
    @location(1) @interpolate(flat) out_TEXCOORD1: f32,
    @location(2) @interpolate(flat) out_TEXCOORD2: u32,
}

@vertex
fn vs_main(@location(1) in_POSITION: vec3<f32>, @location(0) in_TEXCOORD0: vec2<f32>, @builtin(vertex_index) gl_VertexIndex: u32) -> vs_main_out {
    var input: VSIn;
    var o: VSOut;
    var out: vs_main_out;
    input.position = in_POSITION;
    input.uv = in_TEXCOORD0;
    let v13 = input.position;
    let v14 = vec4<f32>(v13, 1f);
    o.pos = v14;
    let v18 = input.uv;
    o.uv = v18;
    let v22 = gl_VertexIndex % 4u;
    let v23 = f32(v22);
    o.layer = v23;
    o.id = gl_VertexIndex;
    let v28 = o;
    let v29 = v28.pos;
    out.gl_Position = v29;
    let v31 = v28.uv;
    out.out_TEXCOORD0 = v31;
    let v33 = v28.layer;
    out.out_TEXCOORD1 = v33;
    let v35 = v28.id;
    out.out_TEXCOORD2 = v35;
    let v43 = out;
    return v43;
}
