@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> OutF: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: u32;
    var cond_1: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 > 3u;
    let v10 = gl_GlobalInvocationID.x;
    let v11 = i32(v10);
    let v12 = (-7i) + v11;
    let v16 = gl_GlobalInvocationID.x;
    let v17 = 255u - v16;
    let v28 = gl_GlobalInvocationID.x;
    let v29 = v28 * 4u;
    let v30 = v29 + 0u;
    if v6 {
        cond = 1u;
    } else {
        cond = 0u;
    }
    let cond_2 = cond;
    Out[v30] = cond_2;
    let v39 = gl_GlobalInvocationID.x;
    let v40 = v39 * 4u;
    let v41 = v40 + 1u;
    let v44 = u32(v12);
    Out[v41] = v44;
    let v47 = gl_GlobalInvocationID.x;
    let v48 = v47 * 4u;
    let v49 = v48 + 2u;
    let v53 = v17 + 15u;
    Out[v49] = v53;
    let v56 = gl_GlobalInvocationID.x;
    let v57 = v56 * 4u;
    let v58 = v57 + 3u;
    if true {
        cond_1 = 10u;
    } else {
        cond_1 = 20u;
    }
    let cond_3 = cond_1;
    Out[v58] = cond_3;
    let v66 = gl_GlobalInvocationID.x;
    let v72 = f32(v12);
    let v73 = 5.85000038f + v72;
    OutF[v66] = v73;
    return;
}
