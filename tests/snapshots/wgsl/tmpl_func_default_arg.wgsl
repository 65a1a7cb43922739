@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn scaled_uint_3(x: u32) -> u32 {
    let v4 = x * 3u;
    return v4;
}

fn scaled_uint_10(x: u32) -> u32 {
    let v4 = x * 10u;
    return v4;
}

fn words_int3_7() -> u32 {
    return 7u;
}

fn words_float4_4() -> u32 {
    return 4u;
}

fn words_float_1() -> u32 {
    return 1u;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = words_float_1();
    let v7 = words_float4_4();
    let v10 = words_int3_7();
    let v14 = gl_GlobalInvocationID.x;
    let v15 = scaled_uint_10(v14);
    let v19 = gl_GlobalInvocationID.x;
    let v20 = scaled_uint_3(v19);
    let v23 = gl_GlobalInvocationID.x;
    let v27 = v7 * 10u;
    let v28 = v4 + v27;
    let v30 = v10 * 100u;
    let v31 = v28 + v30;
    let v33 = v31 + v15;
    let v35 = v33 + v20;
    Out[v23] = v35;
    return;
}
