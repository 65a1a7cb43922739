@group(0) @binding(0) var<storage, read_write> RawA: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> RawB: array<atomic<u32>>;
@group(0) @binding(2) var<storage, read_write> SA: array<atomic<u32>>;
@group(0) @binding(3) var<storage, read_write> SB: array<atomic<u32>>;
@group(0) @binding(5) var<storage, read> TA: array<f32>;
@group(0) @binding(6) var<storage, read> TB: array<f32>;
@group(0) @binding(4) var<storage, read_write> Out: array<f32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var v131: u32;
    var element: u32;
    var element_1: u32;
    var element_2: vec4<f32>;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 & 1u;
    let v7 = v6 != 0u;
    if v7 {
        v131 = 0u;
    } else {
        v131 = 1u;
    }
    let v132 = v131;
    switch v132 {
        case 0u: {
            let v91 = atomicAdd(&RawA[0u], 1u);
            element = v91;
            break;
        }
        case 1u, default: {
            let v95 = atomicAdd(&RawB[0u], 1u);
            element = v95;
            break;
        }
    }
    let element_3 = element;
    let v25 = gl_GlobalInvocationID.x;
    let v26 = v25 & 1u;
    switch v26 {
        case 0u: {
            let v100 = arrayLength(&SA);
            element_1 = v100;
            break;
        }
        case 1u, default: {
            let v103 = arrayLength(&SB);
            element_1 = v103;
            break;
        }
    }
    let element_4 = element_1;
    let v33 = gl_GlobalInvocationID.x;
    let v35 = v33 >> 1u;
    let v36 = v35 & 1u;
    let v41 = gl_GlobalInvocationID.x;
    switch v36 {
        case 0u: {
            _ = atomicMax(&SA[0i], v41);
            break;
        }
        case 1u, default: {
            _ = atomicMax(&SB[0i], v41);
            break;
        }
    }
    let v47 = gl_GlobalInvocationID.x;
    let v50 = gl_GlobalInvocationID.x;
    let v51 = v50 & 1u;
    let v55 = gl_GlobalInvocationID.x;
    switch v51 {
        case 0u: {
            let v147 = arrayLength(&TA);
            let v148 = v55 < v147;
            let v150 = TA[v55];
            let v151 = vec4<f32>(v150, 0f, 0f, 1f);
            let v152 = select(vec4<f32>(), v151, v148);
            element_2 = v152;
            break;
        }
        case 1u, default: {
            let v153 = arrayLength(&TB);
            let v154 = v55 < v153;
            let v156 = TB[v55];
            let v157 = vec4<f32>(v156, 0f, 0f, 1f);
            let v158 = select(vec4<f32>(), v157, v154);
            element_2 = v158;
            break;
        }
    }
    let element_5 = element_2;
    let v58 = element_5.x;
    let v60 = f32(element_3);
    let v61 = v58 + v60;
    let v63 = f32(element_4);
    let v64 = v61 + v63;
    Out[v47] = v64;
    return;
}
