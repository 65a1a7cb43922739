@group(0) @binding(0) var<storage, read_write> Counts_0: array<u32>;
@group(0) @binding(1) var<storage, read_write> Counts_1: array<u32>;
@group(0) @binding(2) var Images_0: texture_storage_2d<rgba32float, write>;
@group(0) @binding(3) var Images_1: texture_storage_2d<rgba32float, write>;
@group(0) @binding(4) var<storage, read> Weights_0: array<f32>;
@group(0) @binding(5) var<storage, read> Weights_1: array<f32>;
@group(0) @binding(6) var<storage, read> Weights_2: array<f32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var element: vec4<f32>;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 & 1u;
    let v10 = gl_GlobalInvocationID.x;
    let v11 = v10 % 3u;
    let v14 = gl_GlobalInvocationID.x;
    switch v11 {
        case 0u: {
            let v66 = arrayLength(&Weights_0);
            let v67 = v14 < v66;
            let v69 = Weights_0[v14];
            let v70 = vec4<f32>(v69, 0f, 0f, 1f);
            let v71 = select(vec4<f32>(), v70, v67);
            element = v71;
            break;
        }
        case 1u: {
            let v72 = arrayLength(&Weights_1);
            let v73 = v14 < v72;
            let v75 = Weights_1[v14];
            let v76 = vec4<f32>(v75, 0f, 0f, 1f);
            let v77 = select(vec4<f32>(), v76, v73);
            element = v77;
            break;
        }
        case 2u, default: {
            let v78 = arrayLength(&Weights_2);
            let v79 = v14 < v78;
            let v81 = Weights_2[v14];
            let v82 = vec4<f32>(v81, 0f, 0f, 1f);
            let v83 = select(vec4<f32>(), v82, v79);
            element = v83;
            break;
        }
    }
    let v53 = element;
    let v17 = v53.x;
    let v22 = gl_GlobalInvocationID.x;
    let v24 = u32(v17);
    let v26 = gl_GlobalInvocationID.x;
    let v27 = v24 + v26;
    let v28 = vec4<u32>(v27, 0u, 0u, 0u);
    switch v6 {
        case 0u: {
            let v84 = arrayLength(&Counts_0);
            let v85 = v22 < v84;
            let v87 = v28.x;
            if v85 {
                Counts_0[v22] = v87;
            }
            break;
        }
        case 1u, default: {
            let v89 = arrayLength(&Counts_1);
            let v90 = v22 < v89;
            let v92 = v28.x;
            if v90 {
                Counts_1[v22] = v92;
            }
            break;
        }
    }
    let v34 = gl_GlobalInvocationID.xy;
    let v36 = vec4<f32>(v17, 0f, 0f, 1f);
    switch v6 {
        case 0u: {
            textureStore(Images_0, v34, v36);
            break;
        }
        case 1u, default: {
            textureStore(Images_1, v34, v36);
            break;
        }
    }
    return;
}
