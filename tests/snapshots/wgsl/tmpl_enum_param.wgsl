@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn apply_2(a: u32, b: u32) -> u32 {
    if false {
        let v9 = a + b;
        return v9;
    }
    if false {
        let v14 = a * b;
        return v14;
    }
    let v18 = max(a, b);
    return v18;
}

fn apply_1(a: u32, b: u32) -> u32 {
    if false {
        let v9 = a + b;
        return v9;
    }
    if true {
        let v14 = a * b;
        return v14;
    }
    let v18 = max(a, b);
    return v18;
}

fn apply_0(a: u32, b: u32) -> u32 {
    if true {
        let v9 = a + b;
        return v9;
    }
    if false {
        let v14 = a * b;
        return v14;
    }
    let v18 = max(a, b);
    return v18;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = apply_0(v7, 3u);
    let v10 = gl_GlobalInvocationID.x;
    let v11 = apply_1(v10, 4u);
    let v12 = v8 + v11;
    let v14 = gl_GlobalInvocationID.x;
    let v15 = apply_2(v14, 5u);
    let v16 = v12 + v15;
    Out[v4] = v16;
    return;
}
