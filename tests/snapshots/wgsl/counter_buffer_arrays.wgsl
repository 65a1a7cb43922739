@group(0) @binding(0) var<storage, read_write> Out_0: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out_1: array<u32>;
@group(0) @binding(2) var<storage, read_write> Out_2: array<u32>;
@group(0) @binding(3) var<storage, read_write> Out_3: array<u32>;
@group(0) @binding(10) var<storage, read_write> Queues_0: array<u32>;
@group(0) @binding(11) var<storage, read_write> Queues_1: array<u32>;
@group(0) @binding(4) var<storage, read_write> counter_var_Out_0: array<atomic<i32>>;
@group(0) @binding(5) var<storage, read_write> counter_var_Out_1: array<atomic<i32>>;
@group(0) @binding(6) var<storage, read_write> counter_var_Out_2: array<atomic<i32>>;
@group(0) @binding(7) var<storage, read_write> counter_var_Out_3: array<atomic<i32>>;
@group(0) @binding(8) var<storage, read_write> counter_var_Queues_0: array<atomic<i32>>;
@group(0) @binding(9) var<storage, read_write> counter_var_Queues_1: array<atomic<i32>>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var element: i32;
    var element_1: i32;
    switch gl_LocalInvocationIndex {
        case 0u: {
            let v47 = atomicAdd(&counter_var_Out_0[0u], 1i);
            element = v47;
            break;
        }
        case 1u: {
            let v51 = atomicAdd(&counter_var_Out_1[0u], 1i);
            element = v51;
            break;
        }
        case 2u: {
            let v55 = atomicAdd(&counter_var_Out_2[0u], 1i);
            element = v55;
            break;
        }
        case 3u, default: {
            let v59 = atomicAdd(&counter_var_Out_3[0u], 1i);
            element = v59;
            break;
        }
    }
    let v62 = element;
    let v11 = bitcast<u32>(v62);
    switch gl_LocalInvocationIndex {
        case 0u: {
            Out_0[0i] = v11;
            break;
        }
        case 1u: {
            Out_1[0i] = v11;
            break;
        }
        case 2u: {
            Out_2[0i] = v11;
            break;
        }
        case 3u, default: {
            Out_3[0i] = v11;
            break;
        }
    }
    let v18 = atomicAdd(&counter_var_Out_1[0u], -1i);
    let v19 = bitcast<u32>(v18);
    let v20 = v19 - 1u;
    Out_1[1i] = v20;
    let v23 = gl_LocalInvocationIndex & 1u;
    switch v23 {
        case 0u: {
            let v65 = atomicAdd(&counter_var_Queues_0[0u], 1i);
            element_1 = v65;
            break;
        }
        case 1u, default: {
            let v69 = atomicAdd(&counter_var_Queues_1[0u], 1i);
            element_1 = v69;
            break;
        }
    }
    let v72 = element_1;
    let v28 = bitcast<u32>(v72);
    switch v23 {
        case 0u: {
            Queues_0[v28] = gl_LocalInvocationIndex;
            break;
        }
        case 1u, default: {
            Queues_1[v28] = gl_LocalInvocationIndex;
            break;
        }
    }
    return;
}
