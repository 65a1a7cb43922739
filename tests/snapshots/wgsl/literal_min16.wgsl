@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = 0.5f + v6;
    let v8 = v7;
    let v12 = v8 * 2f;
    let v13 = v12 - 0.25f;
    let v20 = gl_GlobalInvocationID.x;
    let v21 = i32(v20);
    let v22 = 3i * v21;
    let v27 = gl_GlobalInvocationID.x;
    let v31 = f32(v22);
    let v32 = v13 + v31;
    let v35 = v32 + 7f;
    let v36 = v35;
    Out[v27] = v36;
    return;
}
