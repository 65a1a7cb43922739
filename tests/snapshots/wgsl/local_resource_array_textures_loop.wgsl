struct type_Params {
    layers: u32,
}

@group(0) @binding(0) var T0: texture_2d<f32>;
@group(0) @binding(1) var T1: texture_2d<f32>;
@group(0) @binding(2) var T2: texture_2d<f32>;
@group(0) @binding(3) var Point: sampler;
@group(0) @binding(4) var Linear: sampler;
@group(0) @binding(5) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(6) var<uniform> Params: type_Params;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var acc_1: vec4<f32>;
    var i_1: u32;
    var v38: vec4<f32>;
    var acc: vec4<f32>;
    var i: u32;
    var element: vec4<f32>;
    var element_1: vec4<f32>;
    var element_2: vec4<f32>;
    var element_3: vec4<f32>;
    let v11 = gl_GlobalInvocationID.x;
    let v12 = f32(v11);
    let v13 = v12 / 8f;
    let v14 = vec2<f32>(v13, 0.5f);
    acc = vec4<f32>(0f);
    i = 0u;
    loop {
        acc_1 = acc;
        i_1 = i;
        let v22 = Params.layers;
        let v23 = i_1 < v22;
        if v23 {
        } else {
            break;
        }
        let v26 = i_1 % 3u;
        let v31 = i_1 & 1u;
        switch v26 {
            case 0u: {
                switch v31 {
                    case 0u: {
                        let v88 = textureSampleLevel(T0, Point, v14, 0f);
                        element = v88;
                        break;
                    }
                    case 1u, default: {
                        let v92 = textureSampleLevel(T0, Linear, v14, 0f);
                        element = v92;
                        break;
                    }
                }
                let element_4 = element;
                element_3 = element_4;
                break;
            }
            case 1u: {
                switch v31 {
                    case 0u: {
                        let v98 = textureSampleLevel(T1, Point, v14, 0f);
                        element_1 = v98;
                        break;
                    }
                    case 1u, default: {
                        let v102 = textureSampleLevel(T1, Linear, v14, 0f);
                        element_1 = v102;
                        break;
                    }
                }
                let element_5 = element_1;
                element_3 = element_5;
                break;
            }
            case 2u, default: {
                switch v31 {
                    case 0u: {
                        let v108 = textureSampleLevel(T2, Point, v14, 0f);
                        element_2 = v108;
                        break;
                    }
                    case 1u, default: {
                        let v112 = textureSampleLevel(T2, Linear, v14, 0f);
                        element_2 = v112;
                        break;
                    }
                }
                let element_6 = element_2;
                element_3 = element_6;
                break;
            }
        }
        let element_7 = element_3;
        v38 = acc_1 + element_7;
        continuing {
            let v41 = i_1 + 1u;
            acc = v38;
            i = v41;
        }
    }
    let v44 = gl_GlobalInvocationID.x;
    Out[v44] = acc_1;
    return;
}
