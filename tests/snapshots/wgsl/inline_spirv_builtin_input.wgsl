@group(0) @binding(0) var<storage, read_write> U: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(num_workgroups) gl_NumWorkGroups: vec3<u32>, @builtin(workgroup_id) gl_WorkGroupID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v9 = gl_NumWorkGroups.x;
    let v10 = v9 * 100u;
    let v12 = gl_WorkGroupID.x;
    let v13 = v10 + v12;
    let v15 = gl_WorkGroupID.y;
    let v16 = v13 + v15;
    U[gl_LocalInvocationIndex] = v16;
    return;
}
