struct type_Light_mem {
    LightViewProj: mat4x4<f32>,
    ShadowTexel: vec2<f32>,
    Bias: f32,
}

struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(2) @binding(0) var<uniform> Light: type_Light_mem;
@group(0) @binding(0) var ShadowMap: texture_depth_2d;
@group(1) @binding(0) var ShadowCmp: sampler_comparison;
@group(1) @binding(1) var PointClamp: sampler;

fn pcf(uv: vec2<f32>, depth: f32) -> f32 {
    var sum_2: f32;
    var y_1: i32;
    var sum_3: f32;
    var x_1: i32;
    var v35: f32;
    var sum: f32;
    var y: i32;
    var sum_1: f32;
    var x: i32;
    sum = 0f;
    y = -1i;
    loop {
        sum_2 = sum;
        y_1 = y;
        let v12 = y_1 <= 1i;
        if v12 {
        } else {
            break;
        }
        sum_1 = sum_2;
        x = -1i;
        loop {
            sum_3 = sum_1;
            x_1 = x;
            let v18 = x_1 <= 1i;
            if v18 {
            } else {
                break;
            }
            let v24 = f32(x_1);
            let v26 = f32(y_1);
            let v27 = vec2<f32>(v24, v26);
            let v29 = Light.ShadowTexel;
            let v30 = v27 * v29;
            let v31 = uv + v30;
            let v33 = textureSampleCompareLevel(ShadowMap, ShadowCmp, v31, depth);
            v35 = sum_3 + v33;
            continuing {
                let v38 = x_1 + 1i;
                sum_1 = v35;
                x = v38;
            }
        }
        continuing {
            let v41 = y_1 + 1i;
            sum = sum_3;
            y = v41;
        }
    }
    let v44 = sum_2 / 9f;
    return v44;
}

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec3<f32>, @location(1) in_NORMAL: vec3<f32>) -> main_out {
    var out: main_out;
    let v11 = transpose(Light.LightViewProj);
    let v13 = vec4<f32>(in_TEXCOORD0, 1f);
    let v14 = v13 * v11;
    let v18 = v14.xy;
    let v20 = v14.w;
    let v21 = vec2<f32>(v20);
    let v22 = v18 / v21;
    let v25 = v22 * vec2<f32>(0.5f, -0.5f);
    let v26 = v25 + vec2<f32>(0.5f);
    let v30 = v14.z;
    let v32 = v14.w;
    let v33 = v30 / v32;
    let v35 = Light.Bias;
    let v36 = v33 - v35;
    let v42 = textureGather(ShadowMap, PointClamp, v26);
    let v47 = gl_FragCoord.xy;
    let v48 = vec2<i32>(v47);
    let v49 = vec3<i32>(v48, 0i);
    let v50 = v49.xy;
    let v51 = v49.z;
    let v52 = vec4<f32>(textureLoad(ShadowMap, v50, v51), 0.0f, 0.0f, 1.0f);
    let v53 = v52.x;
    let v58 = pcf(v26, v36);
    let v62 = normalize(in_NORMAL);
    let v63 = dot(v62, vec3<f32>(0f, 1f, 0f));
    let v64 = clamp(v63, 0f, 1f);
    let v68 = v64 * v58;
    let v70 = v42.x;
    let v72 = v42.y;
    let v73 = min(v70, v72);
    let v75 = v42.z;
    let v77 = v42.w;
    let v78 = min(v75, v77);
    let v79 = min(v73, v78);
    let v81 = vec4<f32>(v68, v79, v53, 1f);
    out.out_SV_Target = v81;
    let v86 = out;
    return v86;
}
