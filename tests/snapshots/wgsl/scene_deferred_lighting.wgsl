struct Light {
    pos: vec3<f32>,
    radius: f32,
    color: vec3<f32>,
    pad: f32,
}

struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type_Camera_mem {
    InvViewProj: mat4x4<f32>,
    Eye: vec3<f32>,
    LightCount: u32,
}

struct Light_1 {
    pos: vec3<f32>,
    radius: f32,
    color: vec3<f32>,
    pad: f32,
}

@group(2) @binding(0) var<uniform> Camera: type_Camera_mem;
@group(0) @binding(0) var GAlbedo: texture_2d<f32>;
@group(0) @binding(1) var GNormal: texture_2d<f32>;
@group(0) @binding(2) var GDepth: texture_2d<f32>;
@group(0) @binding(3) var<storage, read> Lights: array<Light_1>;

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var sum_1: vec3<f32>;
    var i_1: u32;
    var v149: vec3<f32>;
    var l: Light;
    var sum: vec3<f32>;
    var i: u32;
    var out: main_out;
    let v8 = gl_FragCoord.xy;
    let v9 = vec2<i32>(v8);
    let v10 = vec3<i32>(v9, 0i);
    let v15 = v10.xy;
    let v16 = v10.z;
    let v17 = textureLoad(GAlbedo, v15, v16);
    let v22 = v10.xy;
    let v23 = v10.z;
    let v24 = textureLoad(GNormal, v22, v23);
    let v25 = v24.xyz;
    let v26 = v25 * vec3<f32>(2f);
    let v27 = v26 - vec3<f32>(1f);
    let v28 = normalize(v27);
    let v33 = v10.xy;
    let v34 = v10.z;
    let v35 = textureLoad(GDepth, v33, v34);
    let v36 = v35.x;
    let v40 = in_TEXCOORD0 * vec2<f32>(2f, -2f);
    let v41 = v40 + vec2<f32>(-1f, 1f);
    let v43 = vec4<f32>(v41, v36, 1f);
    let v47 = transpose(Camera.InvViewProj);
    let v49 = v43 * v47;
    let v53 = v49.xyz;
    let v55 = v49.w;
    let v56 = vec3<f32>(v55);
    let v57 = v53 / v56;
    let v61 = Camera.Eye;
    let v63 = v61 - v57;
    let v64 = normalize(v63);
    let v68 = v17.xyz;
    let v69 = v68 * vec3<f32>(0.0500000007f);
    sum = v69;
    i = 0u;
    loop {
        sum_1 = sum;
        i_1 = i;
        let v75 = Camera.LightCount;
        let v76 = i_1 < v75;
        if v76 {
        } else {
            break;
        }
        let v81 = Lights[i_1];
        let v82 = v81.pos;
        let v83 = v81.radius;
        let v84 = v81.color;
        let v85 = v81.pad;
        let v86 = Light(v82, v83, v84, v85);
        l = v86;
        let v90 = l.pos;
        let v92 = v90 - v57;
        let v96 = length(v92);
        let v101 = vec3<f32>(v96);
        let v102 = v92 / v101;
        let v107 = l.radius;
        let v108 = v96 / v107;
        let v109 = 1f - v108;
        let v110 = clamp(v109, 0f, 1f);
        let v115 = v102 + v64;
        let v116 = normalize(v115);
        let v121 = dot(v28, v116);
        let v122 = clamp(v121, 0f, 1f);
        let v123 = pow(v122, 32f);
        let v125 = v17.w;
        let v126 = v123 * v125;
        let v129 = v17.xyz;
        let v132 = dot(v28, v102);
        let v133 = clamp(v132, 0f, 1f);
        let v134 = vec3<f32>(v133);
        let v135 = v129 * v134;
        let v137 = vec3<f32>(v126);
        let v138 = v135 + v137;
        let v140 = l.color;
        let v141 = v138 * v140;
        let v143 = vec3<f32>(v110);
        let v144 = v141 * v143;
        let v146 = vec3<f32>(v110);
        let v147 = v144 * v146;
        v149 = sum_1 + v147;
        continuing {
            let v152 = i_1 + 1u;
            sum = v149;
            i = v152;
        }
    }
    let v155 = vec4<f32>(sum_1, 1f);
    out.out_SV_Target = v155;
    let v170 = out;
    return v170;
}
