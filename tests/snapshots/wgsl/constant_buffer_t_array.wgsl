struct type_ConstantBuffer_Params {
    scale: vec4<f32>,
    pick: u32,
}

@group(0) @binding(3) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(0) var<uniform> CBs_0: type_ConstantBuffer_Params;
@group(0) @binding(1) var<uniform> CBs_1: type_ConstantBuffer_Params;
@group(0) @binding(2) var<uniform> CBs_2: type_ConstantBuffer_Params;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var element: vec4<f32>;
    var element_1: vec4<f32>;
    let v6 = CBs_1.scale;
    let v11 = CBs_0.pick;
    switch v11 {
        case 0u: {
            let v36 = CBs_0.scale;
            element = v36;
            break;
        }
        case 1u: {
            let v40 = CBs_1.scale;
            element = v40;
            break;
        }
        case 2u, default: {
            let v44 = CBs_2.scale;
            element = v44;
            break;
        }
    }
    let v47 = element;
    let v18 = gl_GlobalInvocationID.x;
    let v19 = v18 % 3u;
    switch v19 {
        case 0u: {
            let v50 = CBs_0.scale;
            element_1 = v50;
            break;
        }
        case 1u: {
            let v54 = CBs_1.scale;
            element_1 = v54;
            break;
        }
        case 2u, default: {
            let v58 = CBs_2.scale;
            element_1 = v58;
            break;
        }
    }
    let v61 = element_1;
    let v25 = gl_GlobalInvocationID.x;
    let v29 = v6 + v47;
    let v31 = v29 + v61;
    Out[v25] = v31;
    return;
}
