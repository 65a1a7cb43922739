struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type_Material {
    MapIndex: u32,
    SamplerIndex: u32,
}

@group(2) @binding(0) var<uniform> Material: type_Material;
@group(0) @binding(0) var Maps_0: texture_2d<f32>;
@group(0) @binding(1) var Maps_1: texture_2d<f32>;
@group(0) @binding(2) var Maps_2: texture_2d<f32>;
@group(0) @binding(3) var Maps_3: texture_2d<f32>;
@group(1) @binding(0) var Samplers_0: sampler;
@group(1) @binding(1) var Samplers_1: sampler;

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var element: vec4<f32>;
    var element_1: vec4<f32>;
    var element_2: vec4<f32>;
    var element_3: vec4<f32>;
    var element_4: vec4<f32>;
    var out: main_out;
    let v12 = textureSample(Maps_0, Samplers_0, in_TEXCOORD0);
    let v15 = Material.MapIndex;
    let v19 = Material.SamplerIndex;
    switch v15 {
        case 0u: {
            switch v19 {
                case 0u: {
                    let v77 = textureSample(Maps_0, Samplers_0, in_TEXCOORD0);
                    element_1 = v77;
                    break;
                }
                case 1u, default: {
                    let v81 = textureSample(Maps_0, Samplers_1, in_TEXCOORD0);
                    element_1 = v81;
                    break;
                }
            }
            let v84 = element_1;
            element = v84;
            break;
        }
        case 1u: {
            switch v19 {
                case 0u: {
                    let v87 = textureSample(Maps_1, Samplers_0, in_TEXCOORD0);
                    element_2 = v87;
                    break;
                }
                case 1u, default: {
                    let v91 = textureSample(Maps_1, Samplers_1, in_TEXCOORD0);
                    element_2 = v91;
                    break;
                }
            }
            let v94 = element_2;
            element = v94;
            break;
        }
        case 2u: {
            switch v19 {
                case 0u: {
                    let v97 = textureSample(Maps_2, Samplers_0, in_TEXCOORD0);
                    element_3 = v97;
                    break;
                }
                case 1u, default: {
                    let v101 = textureSample(Maps_2, Samplers_1, in_TEXCOORD0);
                    element_3 = v101;
                    break;
                }
            }
            let v104 = element_3;
            element = v104;
            break;
        }
        case 3u, default: {
            switch v19 {
                case 0u: {
                    let v107 = textureSample(Maps_3, Samplers_0, in_TEXCOORD0);
                    element_4 = v107;
                    break;
                }
                case 1u, default: {
                    let v111 = textureSample(Maps_3, Samplers_1, in_TEXCOORD0);
                    element_4 = v111;
                    break;
                }
            }
            let v114 = element_4;
            element = v114;
            break;
        }
    }
    let v74 = element;
    let v25 = v12 + v74;
    let v30 = gl_FragCoord.xy;
    let v31 = vec2<i32>(v30);
    let v32 = vec3<i32>(v31, 0i);
    let v33 = v32.xy;
    let v34 = v32.z;
    let v35 = textureLoad(Maps_3, v33, v34);
    let v37 = v25 + v35;
    let v43 = textureDimensions(Maps_1, 0u);
    let v44 = v43.x;
    let v46 = v43.y;
    let v50 = f32(v44);
    let v52 = f32(v46);
    let v53 = vec4<f32>(v50, v52, 0f, 0f);
    let v54 = v37 + v53;
    out.out_SV_Target = v54;
    let v117 = out;
    return v117;
}
