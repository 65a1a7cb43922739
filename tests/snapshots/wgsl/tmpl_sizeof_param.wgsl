@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn bytes_Particle() -> u32 {
    return 20u;
}

fn bytes_float4() -> u32 {
    return 16u;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v6 = bytes_float4();
    let v7 = bytes_Particle();
    let v8 = v7 * 100u;
    let v9 = v6 + v8;
    let v11 = v9 + 90000u;
    let v13 = gl_GlobalInvocationID.x;
    let v14 = v11 + v13;
    Out[v4] = v14;
    return;
}
