struct Meters {
    v: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn to_cm(m: Meters) -> f32 {
    var m_1: Meters;
    m_1 = m;
    let v4 = m_1.v;
    let v5 = v4 * 100f;
    return v5;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 * 0.5f;
    let v8 = Meters(v7);
    let v11 = gl_GlobalInvocationID.x;
    let v14 = to_cm(v8);
    let v16 = to_cm(v8);
    let v17 = v14 + v16;
    Out[v11] = v17;
    return;
}
