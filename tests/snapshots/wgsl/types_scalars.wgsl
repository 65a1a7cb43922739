@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> OutF: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: u32;
    var cond_1: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 > 3u;
    let v11 = gl_GlobalInvocationID.x;
    let v12 = i32(v11);
    let v13 = (-7i) + v12;
    let v17 = gl_GlobalInvocationID.x;
    let v18 = 255u - v17;
    let v29 = gl_GlobalInvocationID.x;
    let v30 = v29 * 4u;
    let v31 = v30 + 0u;
    if v6 {
        cond = 1u;
    } else {
        cond = 0u;
    }
    let cond_2 = cond;
    Out[v31] = cond_2;
    let v40 = gl_GlobalInvocationID.x;
    let v41 = v40 * 4u;
    let v42 = v41 + 1u;
    let v45 = u32(v13);
    Out[v42] = v45;
    let v48 = gl_GlobalInvocationID.x;
    let v49 = v48 * 4u;
    let v50 = v49 + 2u;
    let v54 = v18 + 15u;
    Out[v50] = v54;
    let v57 = gl_GlobalInvocationID.x;
    let v58 = v57 * 4u;
    let v59 = v58 + 3u;
    if true {
        cond_1 = 10u;
    } else {
        cond_1 = 20u;
    }
    let cond_3 = cond_1;
    Out[v59] = cond_3;
    let v67 = gl_GlobalInvocationID.x;
    let v73 = f32(v13);
    let v74 = 5.85000038f + v73;
    OutF[v67] = v74;
    return;
}
