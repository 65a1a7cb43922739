@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: i32;
    let v4 = gl_GlobalInvocationID.x;
    if false {
        cond = 1i;
    } else {
        cond = 2i;
    }
    let cond_1 = cond;
    let v10 = u32(cond_1);
    Out[v4] = v10;
    return;
}
