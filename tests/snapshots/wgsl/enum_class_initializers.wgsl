@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: u32;
    var cond_1: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 & 1u;
    let v7 = v6 != 0u;
    if v7 {
        cond = 7u;
    } else {
        cond = 2u;
    }
    let cond_2 = cond;
    let v16 = gl_GlobalInvocationID.x;
    let v23 = cond_2 + 80u;
    let v25 = cond_2 == 7u;
    if v25 {
        cond_1 = 256u;
    } else {
        cond_1 = 0u;
    }
    let cond_3 = cond_1;
    let v30 = v23 + cond_3;
    Out[v16] = v30;
    return;
}
