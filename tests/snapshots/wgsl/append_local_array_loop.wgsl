@group(0) @binding(0) var<storage, read_write> Q0: array<u32>;
@group(0) @binding(1) var<storage, read_write> Q1: array<u32>;
@group(0) @binding(2) var<storage, read_write> In: array<u32>;
@group(0) @binding(3) var<storage, read_write> Out: array<u32>;
@group(0) @binding(6) var<storage, read_write> counter_var_In: array<atomic<i32>>;
@group(0) @binding(4) var<storage, read_write> counter_var_Q0: array<atomic<i32>>;
@group(0) @binding(5) var<storage, read_write> counter_var_Q1: array<atomic<i32>>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var n_1: u32;
    var i_1: u32;
    var v39: u32;
    var n: u32;
    var i: u32;
    var element: i32;
    n = 0u;
    i = 0u;
    loop {
        n_1 = n;
        i_1 = i;
        let v12 = gl_GlobalInvocationID.x;
        let v13 = v12 + 2u;
        let v14 = i_1 < v13;
        if v14 {
        } else {
            break;
        }
        let v18 = atomicAdd(&counter_var_In[0u], -1i);
        let v19 = bitcast<u32>(v18);
        let v20 = v19 - 1u;
        let v22 = In[v20];
        let v25 = v22 == 0u;
        if v25 {
            break;
        }
        let v28 = v22 & 1u;
        switch v28 {
            case 0u: {
                let v65 = atomicAdd(&counter_var_Q0[0u], 1i);
                element = v65;
                break;
            }
            case 1u, default: {
                let v70 = atomicAdd(&counter_var_Q1[0u], 1i);
                element = v70;
                break;
            }
        }
        let element_1 = element;
        let v34 = bitcast<u32>(element_1);
        switch v28 {
            case 0u: {
                Q0[v34] = v22;
                break;
            }
            case 1u, default: {
                Q1[v34] = v22;
                break;
            }
        }
        v39 = n_1 + 1u;
        continuing {
            let v42 = i_1 + 1u;
            n = v39;
            i = v42;
        }
    }
    let v45 = gl_GlobalInvocationID.x;
    Out[v45] = n_1;
    return;
}
