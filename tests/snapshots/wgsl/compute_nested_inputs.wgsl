struct Base {
    index: u32,
}

struct Ids {
    group: vec3<u32>,
}

struct Input {
    Base: Base,
    ids: Ids,
    local: vec2<u32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<u32>>;

@compute @workgroup_size(4, 2, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32, @builtin(workgroup_id) gl_WorkGroupID: vec3<u32>, @builtin(local_invocation_id) gl_LocalInvocationID: vec3<u32>, @builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var input: Input;
    input.Base.index = gl_LocalInvocationIndex;
    input.ids.group = gl_WorkGroupID;
    let v11 = gl_LocalInvocationID.xy;
    input.local = v11;
    let v17 = gl_GlobalInvocationID.x;
    let v19 = gl_GlobalInvocationID.y;
    let v20 = v19 * 16u;
    let v21 = v17 + v20;
    let v24 = input.Base.index;
    let v27 = input.ids.group;
    let v28 = v27.x;
    let v30 = input.local;
    let v31 = v30.x;
    let v33 = input.local;
    let v34 = v33.y;
    let v35 = v34 * 4u;
    let v36 = v31 + v35;
    let v38 = gl_GlobalInvocationID.z;
    let v39 = vec4<u32>(v24, v28, v36, v38);
    Out[v21] = v39;
    return;
}
