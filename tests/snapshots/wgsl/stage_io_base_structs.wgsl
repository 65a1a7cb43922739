// entry ps_main
struct Common {
    pos: vec4<f32>,
}

struct Lit {
    Common: Common,
    normal: vec3<f32>,
}

struct anon {
    uv: vec2<f32>,
    material: u32,
}

struct Varyings {
    Lit: Lit,
    surface: anon,
}

struct Targets {
    depth: f32,
    color: vec4<f32>,
}

struct ps_main_out {
    @builtin(frag_depth) gl_FragDepth: f32,
    @location(1) out_SV_Target1: vec4<f32>,
}

@fragment
fn ps_main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_NORMAL7: vec3<f32>, @location(1) in_TEXCOORD12: vec2<f32>, @location(2) @interpolate(flat) in_TEXCOORD3: u32) -> ps_main_out {
    var v: Varyings;
    var t: Targets;
    var out: ps_main_out;
    v.Lit.Common.pos = gl_FragCoord;
    v.Lit.normal = in_NORMAL7;
    v.surface.uv = in_TEXCOORD12;
    v.surface.material = in_TEXCOORD3;
    let v21 = v.Lit.normal;
    let v24 = v.surface.uv;
    let v25 = v24.x;
    let v26 = vec3<f32>(v25);
    let v27 = v21 * v26;
    let v30 = v.surface.material;
    let v31 = f32(v30);
    let v32 = vec4<f32>(v27, v31);
    t.color = v32;
    let v36 = v.Lit.Common.pos;
    let v37 = v36.z;
    t.depth = v37;
    let v39 = t;
    let v40 = v39.depth;
    out.gl_FragDepth = v40;
    let v42 = v39.color;
    out.out_SV_Target1 = v42;
    let v48 = out;
    return v48;
}
// entry vs_main
struct VSIn {
    vid: u32,
    normal: vec3<f32>,
    iid: u32,
    position: vec3<f32>,
}

struct Common {
    pos: vec4<f32>,
}

struct Lit {
    Common: Common,
    normal: vec3<f32>,
}

struct anon {
    uv: vec2<f32>,
    material: u32,
}

struct Varyings {
    Lit: Lit,
    surface: anon,
}

struct vs_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_NORMAL7: vec3<f32>,
    @location(1) out_TEXCOORD12: vec2<f32>,
    @location(2) @interpolate(flat) out_TEXCOORD3: u32,
}

@vertex
fn vs_main(@builtin(vertex_index) gl_VertexIndex: u32, @location(0) in_NORMAL: vec3<f32>, @builtin(instance_index) gl_InstanceIndex: u32, @location(1) in_POSITION2: vec3<f32>) -> vs_main_out {
    var i: VSIn;
    var o: Varyings;
    var out: vs_main_out;
    i.vid = gl_VertexIndex;
    i.normal = in_NORMAL;
    i.iid = gl_InstanceIndex;
    i.position = in_POSITION2;
    let v16 = i.position;
    let v17 = vec4<f32>(v16, 1f);
    o.Lit.Common.pos = v17;
    let v21 = i.normal;
    o.Lit.normal = v21;
    let v26 = i.vid;
    let v27 = f32(v26);
    let v29 = i.iid;
    let v30 = f32(v29);
    let v31 = vec2<f32>(v27, v30);
    o.surface.uv = v31;
    let v36 = i.iid;
    o.surface.material = v36;
    let v38 = o;
    let v39 = v38.Lit;
    let v40 = v39.Common;
    let v41 = v40.pos;
    out.gl_Position = v41;
    let v43 = v38.Lit;
    let v44 = v43.normal;
    out.out_NORMAL7 = v44;
    let v46 = v38.surface;
    let v47 = v46.uv;
    out.out_TEXCOORD12 = v47;
    let v49 = v38.surface;
    let v50 = v49.material;
    out.out_TEXCOORD3 = v50;
    let v58 = out;
    return v58;
}
