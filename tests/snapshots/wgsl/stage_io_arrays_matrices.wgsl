// entry ps_main
struct VSOut {
    pos: vec4<f32>,
    uvs: array<vec2<f32>, 3>,
    m: mat3x2<f32>,
}

struct PSOut {
    c: array<vec4<f32>, 2>,
}

struct ps_main_out {
    @location(0) out_SV_Target0: vec4<f32>,
    @location(1) out_SV_Target1: vec4<f32>,
}

@fragment
fn ps_main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>, @location(1) in_TEXCOORD1: vec2<f32>, @location(2) in_TEXCOORD2: vec2<f32>, @location(3) @interpolate(flat) in_MAT0: vec2<f32>, @location(4) @interpolate(flat) in_MAT1: vec2<f32>, @location(5) @interpolate(flat) in_MAT2: vec2<f32>) -> ps_main_out {
    var i: VSOut;
    var o: PSOut;
    var out: ps_main_out;
    i.pos = gl_FragCoord;
    i.uvs[0u] = in_TEXCOORD0;
    i.uvs[1u] = in_TEXCOORD1;
    i.uvs[2u] = in_TEXCOORD2;
    i.m[0u] = in_MAT0;
    i.m[1u] = in_MAT1;
    i.m[2u] = in_MAT2;
    let v33 = i.uvs[0i];
    let v36 = i.uvs[2i];
    let v37 = vec4<f32>(v33, v36);
    o.c[0i] = v37;
    let v43 = i.m[0i];
    let v46 = i.m[2i];
    let v47 = vec4<f32>(v43, v46);
    o.c[1i] = v47;
    let v49 = o;
    let v50 = v49.c;
    let v51 = v50[0];
    out.out_SV_Target0 = v51;
    let v53 = v49.c;
    let v54 = v53[1];
    out.out_SV_Target1 = v54;
    let v60 = out;
    return v60;
}
// entry vs_main
struct VSIn {
    world: mat4x4<f32>,
    pos: vec3<f32>,
    uvs: array<vec2<f32>, 3>,
    ids: array<vec2<i32>, 2>,
}

struct VSOut {
    pos: vec4<f32>,
    uvs: array<vec2<f32>, 3>,
    m: mat3x2<f32>,
}

struct vs_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_TEXCOORD0: vec2<f32>,
    @location(1) out_TEXCOORD1: vec2<f32>,
    @location(2) out_TEXCOORD2: vec2<f32>,
    @location(3) @interpolate(flat) out_MAT0: vec2<f32>,
    @location(4) @interpolate(flat) out_MAT1: vec2<f32>,
    @location(5) @interpolate(flat) out_MAT2: vec2<f32>,
}

@vertex
fn vs_main(@location(0) in_WORLD0: vec4<f32>, @location(1) in_WORLD1: vec4<f32>, @location(2) in_WORLD2: vec4<f32>, @location(3) in_WORLD3: vec4<f32>, @location(4) in_POSITION: vec3<f32>, @location(5) in_TEXCOORD2: vec2<f32>, @location(6) in_TEXCOORD3: vec2<f32>, @location(7) in_TEXCOORD4: vec2<f32>, @location(8) in_IDS0: vec2<i32>, @location(9) in_IDS1: vec2<i32>) -> vs_main_out {
    var i: VSIn;
    var o: VSOut;
    var out: vs_main_out;
    i.world[0u] = in_WORLD0;
    i.world[1u] = in_WORLD1;
    i.world[2u] = in_WORLD2;
    i.world[3u] = in_WORLD3;
    i.pos = in_POSITION;
    i.uvs[0u] = in_TEXCOORD2;
    i.uvs[1u] = in_TEXCOORD3;
    i.uvs[2u] = in_TEXCOORD4;
    i.ids[0u] = in_IDS0;
    i.ids[1u] = in_IDS1;
    let v43 = i.pos;
    let v44 = vec4<f32>(v43, 1f);
    let v46 = i.world;
    let v47 = v46 * v44;
    o.pos = v47;
    let v51 = i.uvs;
    o.uvs = v51;
    let v56 = i.uvs[0i];
    let v59 = i.uvs[1i];
    let v62 = i.ids[0i];
    let v65 = i.ids[1i];
    let v66 = v62 + v65;
    let v67 = vec2<f32>(v66);
    let v68 = mat3x2<f32>(v56, v59, v67);
    o.m = v68;
    let v70 = o;
    let v71 = v70.pos;
    out.gl_Position = v71;
    let v73 = v70.uvs;
    let v74 = v73[0];
    out.out_TEXCOORD0 = v74;
    let v76 = v70.uvs;
    let v77 = v76[1];
    out.out_TEXCOORD1 = v77;
    let v79 = v70.uvs;
    let v80 = v79[2];
    out.out_TEXCOORD2 = v80;
    let v82 = v70.m;
    let v83 = v82[0];
    out.out_MAT0 = v83;
    let v85 = v70.m;
    let v86 = v85[1];
    out.out_MAT1 = v86;
    let v88 = v70.m;
    let v89 = v88[2];
    out.out_MAT2 = v89;
    let v100 = out;
    return v100;
}
