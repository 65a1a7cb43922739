@group(0) @binding(2) var<storage, read_write> Q: array<u32>;
@group(0) @binding(3) var<storage, read_write> C: array<u32>;
@group(0) @binding(4) var<storage, read_write> Out: array<u32>;
@group(0) @binding(7) var<storage, read_write> counter_var_A: array<atomic<i32>>;
@group(0) @binding(8) var<storage, read_write> counter_var_B: array<atomic<i32>>;
@group(0) @binding(6) var<storage, read_write> counter_var_C: array<atomic<i32>>;
@group(0) @binding(5) var<storage, read_write> counter_var_Q: array<atomic<i32>>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v46 = atomicAdd(&counter_var_A[0u], 1i);
    let v47 = bitcast<u32>(v46);
    let v55 = atomicAdd(&counter_var_B[0u], 1i);
    let v56 = bitcast<u32>(v55);
    let v64 = atomicAdd(&counter_var_B[0u], -1i);
    let v65 = bitcast<u32>(v64);
    let v66 = v65 - 1u;
    let v13 = v56 + v66;
    let v21 = atomicAdd(&counter_var_A[0u], -1i);
    let v22 = bitcast<u32>(v21);
    let v23 = v22 - 1u;
    let v75 = atomicAdd(&counter_var_C[0u], -1i);
    let v76 = bitcast<u32>(v75);
    let v77 = v76 - 1u;
    let v79 = C[v77];
    let v27 = gl_GlobalInvocationID.x;
    let v28 = v79 + v27;
    let v89 = atomicAdd(&counter_var_Q[0u], 1i);
    let v90 = bitcast<u32>(v89);
    Q[v90] = v28;
    let v31 = gl_GlobalInvocationID.x;
    let v35 = v47 + v13;
    let v37 = v35 + v23;
    Out[v31] = v37;
    return;
}
