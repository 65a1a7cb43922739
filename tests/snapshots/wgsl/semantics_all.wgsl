@group(0) @binding(0) var<storage, read_write> Out: array<vec4<u32>>;

@compute @workgroup_size(8, 4, 2)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(workgroup_id) gl_WorkGroupID: vec3<u32>, @builtin(local_invocation_id) gl_LocalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v9 = gl_LocalInvocationID.xy;
    let v15 = gl_GlobalInvocationID.x;
    let v17 = gl_GlobalInvocationID.y;
    let v18 = v17 * 64u;
    let v19 = v15 + v18;
    let v21 = gl_GlobalInvocationID.z;
    let v22 = v21 * 4096u;
    let v23 = v19 + v22;
    let v28 = gl_WorkGroupID.x;
    let v30 = gl_WorkGroupID.y;
    let v31 = v30 * 10u;
    let v33 = gl_WorkGroupID.z;
    let v34 = v31 + v33;
    let v36 = v9.x;
    let v38 = v9.y;
    let v39 = v38 * 8u;
    let v40 = v36 + v39;
    let v42 = vec4<u32>(v28, v34, v40, gl_LocalInvocationIndex);
    Out[v23] = v42;
    return;
}
