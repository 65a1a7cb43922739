struct CSInput {
    dispatch: vec3<u32>,
    group: vec3<u32>,
    index: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(workgroup_id) gl_WorkGroupID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var input: CSInput;
    let v4 = CSInput(gl_GlobalInvocationID, gl_WorkGroupID, gl_LocalInvocationIndex);
    input = v4;
    let v7 = input.dispatch;
    let v8 = v7.x;
    let v11 = input.group;
    let v12 = v11.x;
    let v13 = v12 * 1000u;
    let v15 = input.index;
    let v16 = v13 + v15;
    Out[v8] = v16;
    return;
}
