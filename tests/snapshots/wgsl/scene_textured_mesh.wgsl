// entry ps_main
struct PSIn {
    pos: vec4<f32>,
    normal: vec3<f32>,
    tangent: vec3<f32>,
    bitangent: vec3<f32>,
    uv: vec2<f32>,
}

struct ps_main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type_Frame_mem {
    World: mat4x4<f32>,
    ViewProj: mat4x4<f32>,
    LightDir: vec3<f32>,
    Time: f32,
}

@group(2) @binding(0) var<uniform> Frame: type_Frame_mem;
@group(0) @binding(0) var AlbedoMap: texture_2d<f32>;
@group(0) @binding(1) var NormalMap: texture_2d<f32>;
@group(1) @binding(0) var Aniso: sampler;

@fragment
fn ps_main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_NORMAL: vec3<f32>, @location(1) in_TANGENT: vec3<f32>, @location(2) in_BINORMAL: vec3<f32>, @location(3) in_TEXCOORD0: vec2<f32>) -> ps_main_out {
    var i: PSIn;
    var out: ps_main_out;
    i.pos = gl_FragCoord;
    i.normal = in_NORMAL;
    i.tangent = in_TANGENT;
    i.bitangent = in_BINORMAL;
    i.uv = in_TEXCOORD0;
    let v20 = i.uv;
    let v21 = textureSample(AlbedoMap, Aniso, v20);
    let v27 = i.uv;
    let v28 = textureSample(NormalMap, Aniso, v27);
    let v29 = v28.xy;
    let v30 = v29 * vec2<f32>(2f);
    let v31 = v30 - vec2<f32>(1f);
    let v37 = dot(v31, v31);
    let v38 = 1f - v37;
    let v39 = clamp(v38, 0f, 1f);
    let v40 = sqrt(v39);
    let v41 = vec3<f32>(v31, v40);
    let v45 = v41.x;
    let v46 = vec3<f32>(v45);
    let v48 = i.tangent;
    let v49 = v46 * v48;
    let v51 = v41.y;
    let v52 = vec3<f32>(v51);
    let v54 = i.bitangent;
    let v55 = v52 * v54;
    let v56 = v49 + v55;
    let v58 = v41.z;
    let v59 = vec3<f32>(v58);
    let v61 = i.normal;
    let v62 = v59 * v61;
    let v63 = v56 + v62;
    let v64 = normalize(v63);
    let v69 = Frame.LightDir;
    let v70 = -v69;
    let v71 = dot(v64, v70);
    let v72 = clamp(v71, 0f, 1f);
    let v75 = v21.xyz;
    let v77 = 0.899999976f * v72;
    let v78 = 0.100000001f + v77;
    let v79 = vec3<f32>(v78);
    let v80 = v75 * v79;
    let v82 = v21.w;
    let v83 = vec4<f32>(v80, v82);
    out.out_SV_Target = v83;
    let v88 = out;
    return v88;
}
// entry vs_main
struct VSIn {
    pos: vec3<f32>,
    normal: vec3<f32>,
    tangent: vec4<f32>,
    uv: vec2<f32>,
}

struct PSIn {
    pos: vec4<f32>,
    normal: vec3<f32>,
    tangent: vec3<f32>,
    bitangent: vec3<f32>,
    uv: vec2<f32>,
}

struct vs_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_NORMAL: vec3<f32>,
    @location(1) out_TANGENT: vec3<f32>,
    @location(2) out_BINORMAL: vec3<f32>,
    @location(3) out_TEXCOORD0: vec2<f32>,
}

struct type_Frame_mem {
    World: mat4x4<f32>,
    ViewProj: mat4x4<f32>,
    LightDir: vec3<f32>,
    Time: f32,
}

@group(2) @binding(0) var<uniform> Frame: type_Frame_mem;

@vertex
fn vs_main(@location(0) in_POSITION: vec3<f32>, @location(1) in_NORMAL: vec3<f32>, @location(2) in_TANGENT: vec4<f32>, @location(3) in_TEXCOORD0: vec2<f32>) -> vs_main_out {
    var v: VSIn;
    var o: PSIn;
    var out: vs_main_out;
    v.pos = in_POSITION;
    v.normal = in_NORMAL;
    v.tangent = in_TANGENT;
    v.uv = in_TEXCOORD0;
    let v16 = transpose(Frame.World);
    let v18 = v.pos;
    let v19 = vec4<f32>(v18, 1f);
    let v20 = v19 * v16;
    let v24 = transpose(Frame.ViewProj);
    let v26 = v20 * v24;
    o.pos = v26;
    let v30 = transpose(Frame.World);
    let v31 = v30[0];
    let v32 = v31.xyz;
    let v33 = v30[1];
    let v34 = v33.xyz;
    let v35 = v30[2];
    let v36 = v35.xyz;
    let v37 = mat3x3<f32>(v32, v34, v36);
    let v39 = v.normal;
    let v40 = v39 * v37;
    let v41 = normalize(v40);
    o.normal = v41;
    let v45 = transpose(Frame.World);
    let v46 = v45[0];
    let v47 = v46.xyz;
    let v48 = v45[1];
    let v49 = v48.xyz;
    let v50 = v45[2];
    let v51 = v50.xyz;
    let v52 = mat3x3<f32>(v47, v49, v51);
    let v54 = v.tangent;
    let v55 = v54.xyz;
    let v56 = v55 * v52;
    let v57 = normalize(v56);
    o.tangent = v57;
    let v61 = o.normal;
    let v63 = o.tangent;
    let v64 = cross(v61, v63);
    let v66 = v.tangent;
    let v67 = v66.w;
    let v68 = vec3<f32>(v67);
    let v69 = v64 * v68;
    o.bitangent = v69;
    let v73 = v.uv;
    o.uv = v73;
    let v75 = o;
    let v76 = v75.pos;
    out.gl_Position = v76;
    let v78 = v75.normal;
    out.out_NORMAL = v78;
    let v80 = v75.tangent;
    out.out_TANGENT = v80;
    let v82 = v75.bitangent;
    out.out_BINORMAL = v82;
    let v84 = v75.uv;
    out.out_TEXCOORD0 = v84;
    let v93 = out;
    return v93;
}
