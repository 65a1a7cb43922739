@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: array<f32, 4>;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = array<f32, 4>(1f, 2f, 3f, v6);
    a = v7;
    a[3i] = 9f;
    let v14 = a[0i];
    let v16 = 0f + v14;
    let v19 = gl_GlobalInvocationID.x;
    let v23 = a[3i];
    let v24 = v16 + v23;
    let v26 = a[0i];
    let v27 = v24 + v26;
    Out[v19] = v27;
    return;
}
