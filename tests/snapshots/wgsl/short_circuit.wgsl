@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> Hits: array<u32>;

fn Touch(i: u32, v: bool) -> bool {
    let v10 = Hits[i];
    let v11 = v10 + 1u;
    Hits[i] = v11;
    return v;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var and: bool;
    var r: u32;
    var or: bool;
    var r_1: u32;
    var and_1: bool;
    var cond: u32;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = v7 > 10u;
    if v8 {
        let v11 = gl_GlobalInvocationID.x;
        let v12 = Touch(v11, true);
        and = v12;
    } else {
        and = v8;
    }
    let and_2 = and;
    if and_2 {
        r = 1u;
    } else {
        r = 0u;
    }
    let r_2 = r;
    let v20 = gl_GlobalInvocationID.x;
    let v21 = v20 < 5u;
    if v21 {
        or = v21;
    } else {
        let v24 = gl_GlobalInvocationID.x;
        let v25 = v24 + 64u;
        let v26 = Touch(v25, false);
        or = v26;
    }
    let or_1 = or;
    if or_1 {
        let v30 = r_2 | 2u;
        r_1 = v30;
    } else {
        r_1 = r_2;
    }
    let r_3 = r_1;
    let v35 = gl_GlobalInvocationID.x;
    let v36 = v35 & 1u;
    let v37 = v36 != 0u;
    if v37 {
        let v40 = gl_GlobalInvocationID.x;
        let v41 = v40 & 2u;
        let v42 = v41 != 0u;
        and_1 = v42;
    } else {
        and_1 = v37;
    }
    let and_3 = and_1;
    if and_3 {
        cond = 4u;
    } else {
        cond = 0u;
    }
    let cond_1 = cond;
    let v52 = r_3 | cond_1;
    let v55 = gl_GlobalInvocationID.x;
    Out[v55] = v52;
    return;
}
