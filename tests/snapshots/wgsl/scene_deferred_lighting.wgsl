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
    var v155: vec3<f32>;
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
    let v43 = in_TEXCOORD0 * vec2<f32>(2f, -2f);
    let v47 = v43 + vec2<f32>(-1f, 1f);
    let v49 = vec4<f32>(v47, v36, 1f);
    let v53 = transpose(Camera.InvViewProj);
    let v55 = v49 * v53;
    let v59 = v55.xyz;
    let v61 = v55.w;
    let v62 = vec3<f32>(v61);
    let v63 = v59 / v62;
    let v67 = Camera.Eye;
    let v69 = v67 - v63;
    let v70 = normalize(v69);
    let v74 = v17.xyz;
    let v75 = v74 * vec3<f32>(0.0500000007f);
    sum = v75;
    i = 0u;
    loop {
        sum_1 = sum;
        i_1 = i;
        let v81 = Camera.LightCount;
        let v82 = i_1 < v81;
        if v82 {
        } else {
            break;
        }
        let v87 = Lights[i_1];
        let v88 = v87.pos;
        let v89 = v87.radius;
        let v90 = v87.color;
        let v91 = v87.pad;
        let v92 = Light(v88, v89, v90, v91);
        l = v92;
        let v96 = l.pos;
        let v98 = v96 - v63;
        let v102 = length(v98);
        let v107 = vec3<f32>(v102);
        let v108 = v98 / v107;
        let v113 = l.radius;
        let v114 = v102 / v113;
        let v115 = 1f - v114;
        let v116 = clamp(v115, 0f, 1f);
        let v121 = v108 + v70;
        let v122 = normalize(v121);
        let v127 = dot(v28, v122);
        let v128 = clamp(v127, 0f, 1f);
        let v129 = pow(v128, 32f);
        let v131 = v17.w;
        let v132 = v129 * v131;
        let v135 = v17.xyz;
        let v138 = dot(v28, v108);
        let v139 = clamp(v138, 0f, 1f);
        let v140 = vec3<f32>(v139);
        let v141 = v135 * v140;
        let v143 = vec3<f32>(v132);
        let v144 = v141 + v143;
        let v146 = l.color;
        let v147 = v144 * v146;
        let v149 = vec3<f32>(v116);
        let v150 = v147 * v149;
        let v152 = vec3<f32>(v116);
        let v153 = v150 * v152;
        v155 = sum_1 + v153;
        continuing {
            let v158 = i_1 + 1u;
            sum = v155;
            i = v158;
        }
    }
    let v161 = vec4<f32>(sum_1, 1f);
    out.out_SV_Target = v161;
    let v176 = out;
    return v176;
}
