@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: u32;
    var cond_1: u32;
    var cond_2: u32;
    var cond_3: u32;
    var cond_4: u32;
    var cond_5: u32;
    var cond_6: u32;
    var cond_7: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = i32(v5);
    let v7 = v6 - 10i;
    let v11 = gl_GlobalInvocationID.x;
    let v15 = gl_GlobalInvocationID.x;
    let v16 = f32(v15);
    let v17 = v16 * 0.5f;
    let v22 = v7 < 0i;
    if v22 {
        cond = 1u;
    } else {
        cond = 0u;
    }
    let cond_8 = cond;
    let v28 = 0u | cond_8;
    let v31 = v11 <= 5u;
    if v31 {
        cond_1 = 2u;
    } else {
        cond_1 = 0u;
    }
    let cond_9 = cond_1;
    let v37 = v28 | cond_9;
    let v40 = v17 > 3f;
    if v40 {
        cond_2 = 4u;
    } else {
        cond_2 = 0u;
    }
    let cond_10 = cond_2;
    let v46 = v37 | cond_10;
    let v49 = v17 >= 3.5f;
    if v49 {
        cond_3 = 8u;
    } else {
        cond_3 = 0u;
    }
    let cond_11 = cond_3;
    let v55 = v46 | cond_11;
    let v58 = v7 == (-3i);
    if v58 {
        cond_4 = 16u;
    } else {
        cond_4 = 0u;
    }
    let cond_12 = cond_4;
    let v64 = v55 | cond_12;
    let v67 = v11 != 7u;
    if v67 {
        cond_5 = 32u;
    } else {
        cond_5 = 0u;
    }
    let cond_13 = cond_5;
    let v73 = v64 | cond_13;
    let v77 = vec3<f32>(v17, 1f, 2f);
    let v79 = vec3<f32>(2f, v17, 2f);
    let v80 = v77 < v79;
    let v84 = vec3<i32>(v7, 0i, 1i);
    let v86 = vec3<i32>(0i, v7, 1i);
    let v87 = v84 == v86;
    let v90 = v80.x;
    if v90 {
        cond_6 = 64u;
    } else {
        cond_6 = 0u;
    }
    let cond_14 = cond_6;
    let v96 = v73 | cond_14;
    let v99 = v87.z;
    if v99 {
        cond_7 = 128u;
    } else {
        cond_7 = 0u;
    }
    let cond_15 = cond_7;
    let v105 = v96 | cond_15;
    let v108 = gl_GlobalInvocationID.x;
    Out[v108] = v105;
    return;
}
