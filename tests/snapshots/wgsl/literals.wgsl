@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> OutF: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: u32;
    var cond_1: u32;
    let v24 = gl_GlobalInvocationID.x;
    if true {
        cond = 1u;
    } else {
        cond = 0u;
    }
    let cond_2 = cond;
    let v37 = 2147483857u + cond_2;
    if false {
        cond_1 = 2u;
    } else {
        cond_1 = 0u;
    }
    let cond_3 = cond_1;
    let v43 = v37 + cond_3;
    Out[v24] = v43;
    let v46 = gl_GlobalInvocationID.x;
    OutF[v46] = 1254.83484f;
    return;
}
