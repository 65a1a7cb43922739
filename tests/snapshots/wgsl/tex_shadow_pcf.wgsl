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
    var v33: f32;
    var sum: f32;
    var y: i32;
    var sum_1: f32;
    var x: i32;
    sum = 0f;
    y = -1i;
    loop {
        sum_2 = sum;
        y_1 = y;
        let v11 = y_1 <= 1i;
        if v11 {
        } else {
            break;
        }
        sum_1 = sum_2;
        x = -1i;
        loop {
            sum_3 = sum_1;
            x_1 = x;
            let v16 = x_1 <= 1i;
            if v16 {
            } else {
                break;
            }
            let v22 = f32(x_1);
            let v24 = f32(y_1);
            let v25 = vec2<f32>(v22, v24);
            let v27 = Light.ShadowTexel;
            let v28 = v25 * v27;
            let v29 = uv + v28;
            let v31 = textureSampleCompareLevel(ShadowMap, ShadowCmp, v29, depth);
            v33 = sum_3 + v31;
            continuing {
                let v36 = x_1 + 1i;
                sum_1 = v33;
                x = v36;
            }
        }
        continuing {
            let v39 = y_1 + 1i;
            sum = sum_3;
            y = v39;
        }
    }
    let v42 = sum_2 / 9f;
    return v42;
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
    let v23 = v22 * vec2<f32>(0.5f, -0.5f);
    let v24 = v23 + vec2<f32>(0.5f);
    let v28 = v14.z;
    let v30 = v14.w;
    let v31 = v28 / v30;
    let v33 = Light.Bias;
    let v34 = v31 - v33;
    let v40 = textureGather(ShadowMap, PointClamp, v24);
    let v45 = gl_FragCoord.xy;
    let v46 = vec2<i32>(v45);
    let v47 = vec3<i32>(v46, 0i);
    let v48 = v47.xy;
    let v49 = v47.z;
    let v50 = vec4<f32>(textureLoad(ShadowMap, v48, v49), 0.0f, 0.0f, 1.0f);
    let v51 = v50.x;
    let v56 = pcf(v24, v34);
    let v60 = normalize(in_NORMAL);
    let v61 = dot(v60, vec3<f32>(0f, 1f, 0f));
    let v62 = clamp(v61, 0f, 1f);
    let v66 = v62 * v56;
    let v68 = v40.x;
    let v70 = v40.y;
    let v71 = min(v68, v70);
    let v73 = v40.z;
    let v75 = v40.w;
    let v76 = min(v73, v75);
    let v77 = min(v71, v76);
    let v79 = vec4<f32>(v66, v77, v51, 1f);
    out.out_SV_Target = v79;
    let v84 = out;
    return v84;
}
