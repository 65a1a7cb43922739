struct Buf_12 {
    v: array<f32, 12>,
}

struct Buf_4 {
    v: array<f32, 4>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Buf_12;
    var b: Buf_12;
    var c: Buf_4;
    let v9 = gl_GlobalInvocationID.x;
    let v10 = f32(v9);
    a.v[0i] = v10;
    let v12 = a;
    b = v12;
    let v18 = b.v[0i];
    c.v[3i] = v18;
    let v21 = gl_GlobalInvocationID.x;
    let v27 = c.v[3i];
    let v28 = u32(v27);
    let v29 = 28u + v28;
    Out[v21] = v29;
    return;
}
