struct CSInput {
    dispatch: vec3<u32>,
    group: vec3<u32>,
    index: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(workgroup_id) gl_WorkGroupID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var input: CSInput;
    input.dispatch = gl_GlobalInvocationID;
    input.group = gl_WorkGroupID;
    input.index = gl_LocalInvocationIndex;
    let v11 = input.dispatch;
    let v12 = v11.x;
    let v15 = input.group;
    let v16 = v15.x;
    let v17 = v16 * 1000u;
    let v19 = input.index;
    let v20 = v17 + v19;
    Out[v12] = v20;
    return;
}
