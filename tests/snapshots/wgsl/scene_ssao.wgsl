struct type_SSAO_mem {
    Proj: mat4x4<f32>,
    InvProj: mat4x4<f32>,
    Kernel: array<vec4<f32>, 16>,
    NoiseScale: vec2<f32>,
    Radius: f32,
    Bias: f32,
}

struct main_out {
    @location(0) out_SV_Target: f32,
}

@group(2) @binding(0) var<uniform> SSAO: type_SSAO_mem;
@group(0) @binding(0) var Depth: texture_2d<f32>;
@group(0) @binding(1) var Normals: texture_2d<f32>;
@group(0) @binding(2) var Noise: texture_2d<f32>;
@group(1) @binding(0) var PointClamp: sampler;
@group(1) @binding(1) var PointWrap: sampler;

fn view_pos(uv: vec2<f32>) -> vec3<f32> {
    let v7 = textureSampleLevel(Depth, PointClamp, uv, 0f);
    let v8 = v7.x;
    let v12 = transpose(SSAO.InvProj);
    let v17 = uv * vec2<f32>(2f, -2f);
    let v21 = v17 + vec2<f32>(-1f, 1f);
    let v23 = vec4<f32>(v21, v8, 1f);
    let v24 = v23 * v12;
    let v27 = v24.xyz;
    let v29 = v24.w;
    let v30 = vec3<f32>(v29);
    let v31 = v27 / v30;
    return v31;
}

@fragment
fn main(@location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var occlusion_1: f32;
    var i_1: i32;
    var v123: f32;
    var occlusion: f32;
    var i: i32;
    var cond: f32;
    var out: main_out;
    let v8 = view_pos(in_TEXCOORD0);
    let v14 = textureSample(Normals, PointClamp, in_TEXCOORD0);
    let v15 = v14.xyz;
    let v16 = v15 * vec3<f32>(2f);
    let v17 = v16 - vec3<f32>(1f);
    let v18 = normalize(v17);
    let v25 = SSAO.NoiseScale;
    let v26 = in_TEXCOORD0 * v25;
    let v27 = textureSample(Noise, PointWrap, v26);
    let v28 = v27.xy;
    let v29 = v28 * vec2<f32>(2f);
    let v30 = v29 - vec2<f32>(1f);
    let v31 = vec3<f32>(v30, 0f);
    let v38 = dot(v31, v18);
    let v39 = vec3<f32>(v38);
    let v40 = v18 * v39;
    let v41 = v31 - v40;
    let v42 = normalize(v41);
    let v48 = cross(v18, v42);
    let v50 = mat3x3<f32>(v42, v48, v18);
    occlusion = 0f;
    i = 0i;
    loop {
        occlusion_1 = occlusion;
        i_1 = i;
        let v57 = i_1 < 16i;
        if v57 {
        } else {
            break;
        }
        let v64 = SSAO.Kernel[i_1];
        let v65 = v64.xyz;
        let v67 = v50 * v65;
        let v69 = SSAO.Radius;
        let v70 = vec3<f32>(v69);
        let v71 = v67 * v70;
        let v72 = v8 + v71;
        let v76 = transpose(SSAO.Proj);
        let v78 = vec4<f32>(v72, 1f);
        let v79 = v78 * v76;
        let v83 = v79.xy;
        let v85 = v79.w;
        let v86 = vec2<f32>(v85);
        let v87 = v83 / v86;
        let v90 = v87 * vec2<f32>(0.5f, -0.5f);
        let v91 = v90 + vec2<f32>(0.5f);
        let v95 = view_pos(v91);
        let v96 = v95.z;
        let v100 = SSAO.Radius;
        let v102 = v8.z;
        let v104 = v102 - v96;
        let v105 = abs(v104);
        let v106 = v100 / v105;
        let v107 = smoothstep(0f, 1f, v106);
        let v111 = v72.z;
        let v113 = SSAO.Bias;
        let v114 = v111 + v113;
        let v115 = v96 >= v114;
        if v115 {
            cond = 1f;
        } else {
            cond = 0f;
        }
        let cond_1 = cond;
        let v121 = cond_1 * v107;
        v123 = occlusion_1 + v121;
        continuing {
            let v126 = i_1 + 1i;
            occlusion = v123;
            i = v126;
        }
    }
    let v129 = occlusion_1 / 16f;
    let v130 = 1f - v129;
    out.out_SV_Target = v130;
    let v152 = out;
    return v152;
}
