// entry ps_main
struct PSIn {
    pos: vec4<f32>,
    color: vec4<f32>,
    uvf: vec3<f32>,
}

struct ps_main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type_View_mem {
    ViewProj: mat4x4<f32>,
    Right: vec3<f32>,
    Near: f32,
    Up: vec3<f32>,
    Far: f32,
}

@group(2) @binding(0) var<uniform> View: type_View_mem;
@group(0) @binding(1) var Atlas: texture_2d_array<f32>;
@group(0) @binding(2) var SceneDepth: texture_2d<f32>;
@group(1) @binding(0) var Linear: sampler;

@fragment
fn ps_main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_COLOR: vec4<f32>, @location(1) in_TEXCOORD0: vec3<f32>) -> ps_main_out {
    var i: PSIn;
    var out: ps_main_out;
    i.pos = gl_FragCoord;
    i.color = in_COLOR;
    i.uvf = in_TEXCOORD0;
    let v14 = i.uvf;
    let v15 = textureSample(Atlas, Linear, v14.xy, i32(round(v14.z)));
    let v17 = i.color;
    let v18 = v15 * v17;
    let v21 = v18.w;
    let v22 = v21 - 0.0199999996f;
    let v23 = v22 < 0f;
    if v23 {
        discard;
    }
    let v28 = i.pos;
    let v29 = v28.xy;
    let v30 = vec2<i32>(v29);
    let v31 = vec3<i32>(v30, 0i);
    let v32 = v31.xy;
    let v33 = v31.z;
    let v34 = textureLoad(SceneDepth, v32, v33);
    let v35 = v34.x;
    let v40 = i.pos;
    let v41 = v40.z;
    let v42 = v35 - v41;
    let v44 = View.Far;
    let v45 = v42 * v44;
    let v46 = clamp(v45, 0f, 1f);
    let v49 = v18.xyz;
    let v51 = v18.w;
    let v53 = v51 * v46;
    let v54 = vec4<f32>(v49, v53);
    out.out_SV_Target = v54;
    let v59 = out;
    return v59;
}
// entry vs_main
struct Particle {
    pos: vec3<f32>,
    size: f32,
    color: vec4<f32>,
    frame: u32,
    pad: vec3<f32>,
}

struct PSIn {
    pos: vec4<f32>,
    color: vec4<f32>,
    uvf: vec3<f32>,
}

struct vs_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_COLOR: vec4<f32>,
    @location(1) out_TEXCOORD0: vec3<f32>,
}

struct Particle_mem {
    pos: vec3<f32>,
    size: f32,
    color: vec4<f32>,
    frame: u32,
    _m4_0: f32,
    _m4_1: f32,
    _m4_2: f32,
}

struct Particle_1 {
    pos: vec3<f32>,
    size: f32,
    color: vec4<f32>,
    frame: u32,
    pad: vec3<f32>,
}

struct type_View_mem {
    ViewProj: mat4x4<f32>,
    Right: vec3<f32>,
    Near: f32,
    Up: vec3<f32>,
    Far: f32,
}

@group(2) @binding(0) var<uniform> View: type_View_mem;
@group(0) @binding(0) var<storage, read> Particles: array<Particle_mem>;

@vertex
fn vs_main(@builtin(vertex_index) gl_VertexIndex: u32) -> vs_main_out {
    var p: Particle;
    var o: PSIn;
    var or: bool;
    var cond: i32;
    var or_1: bool;
    var or_2: bool;
    var cond_1: i32;
    var out: vs_main_out;
    let v5 = gl_VertexIndex / 6u;
    let v7 = Particle_1(Particles[v5].pos, Particles[v5].size, Particles[v5].color, Particles[v5].frame, vec3<f32>(Particles[v5]._m4_0, Particles[v5]._m4_1, Particles[v5]._m4_2));
    let v8 = v7.pos;
    let v9 = v7.size;
    let v10 = v7.color;
    let v11 = v7.frame;
    let v12 = v7.pad;
    let v13 = Particle(v8, v9, v10, v11, v12);
    p = v13;
    let v17 = gl_VertexIndex % 6u;
    let v22 = v17 == 1u;
    if v22 {
        or = v22;
    } else {
        let v25 = v17 >= 4u;
        or = v25;
    }
    let or_3 = or;
    if or_3 {
        cond = 1i;
    } else {
        cond = 0i;
    }
    let cond_2 = cond;
    let v32 = f32(cond_2);
    let v36 = v17 == 2u;
    if v36 {
        or_1 = v36;
    } else {
        let v39 = v17 == 3u;
        or_1 = v39;
    }
    let or_4 = or_1;
    if or_4 {
        or_2 = or_4;
    } else {
        let v44 = v17 == 5u;
        or_2 = v44;
    }
    let or_5 = or_2;
    if or_5 {
        cond_1 = 1i;
    } else {
        cond_1 = 0i;
    }
    let cond_3 = cond_1;
    let v51 = f32(cond_3);
    let v52 = vec2<f32>(v32, v51);
    let v56 = p.pos;
    let v58 = View.Right;
    let v60 = v52.x;
    let v61 = v60 - 0.5f;
    let v62 = vec3<f32>(v61);
    let v63 = v58 * v62;
    let v65 = View.Up;
    let v67 = v52.y;
    let v68 = v67 - 0.5f;
    let v69 = vec3<f32>(v68);
    let v70 = v65 * v69;
    let v71 = v63 + v70;
    let v73 = p.size;
    let v74 = vec3<f32>(v73);
    let v75 = v71 * v74;
    let v76 = v56 + v75;
    let v81 = transpose(View.ViewProj);
    let v83 = vec4<f32>(v76, 1f);
    let v84 = v83 * v81;
    o.pos = v84;
    let v88 = p.color;
    o.color = v88;
    let v93 = p.frame;
    let v94 = f32(v93);
    let v95 = vec3<f32>(v52, v94);
    o.uvf = v95;
    let v97 = o;
    let v98 = v97.pos;
    out.gl_Position = v98;
    let v100 = v97.color;
    out.out_COLOR = v100;
    let v102 = v97.uvf;
    out.out_TEXCOORD0 = v102;
    let v134 = out;
    return v134;
}
