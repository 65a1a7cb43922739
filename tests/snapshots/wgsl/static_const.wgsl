var<private> kTable: array<f32, 4> = array<f32, 4>(0.5f, 1.5f, 2.5f, 3.5f);
@group(0) @binding(0) var<storage, read_write> Out: array<f32>;
var<private> kLocal: array<i32, 3> = array<i32, 3>(3i, 2i, 1i);

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v7 = gl_GlobalInvocationID.x;
    let v8 = v7 % 4u;
    let v10 = kTable[v8];
    let v12 = v10 * 2f;
    let v15 = gl_GlobalInvocationID.x;
    let v16 = v15 % 3u;
    let v18 = kLocal[v16];
    let v19 = f32(v18);
    let v20 = 1f * v19;
    let v22 = v12 + v20;
    let v25 = gl_GlobalInvocationID.x;
    Out[v25] = v22;
    return;
}
