@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 + 1u;
    let v8 = gl_GlobalInvocationID.x;
    let v9 = v8 + 1u;
    let v10 = v6 * v9;
    let v11 = v10 * 3u;
    let v14 = gl_GlobalInvocationID.x;
    let v17 = v11 > 10u;
    if v17 {
        cond = v11;
    } else {
        cond = 10u;
    }
    let cond_1 = cond;
    let v24 = gl_GlobalInvocationID.x;
    let v25 = 3u + v24;
    let v26 = cond_1 + v25;
    Out[v14] = v26;
    return;
}
