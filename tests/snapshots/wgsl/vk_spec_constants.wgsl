@id(0) override UseBias: bool = false;
@id(1) override Offset: i32 = -3i;
@id(2) override Count: u32 = 16u;
@id(3) override Scale: f32 = 0.5f;
@id(7) override Lanes: u32 = 4u;
@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var v: f32;
    let v4 = gl_GlobalInvocationID.x;
    let v5 = Count;
    let v6 = v4 >= v5;
    if v6 {
        return;
    }
    let v10 = gl_GlobalInvocationID.x;
    let v11 = i32(v10);
    let v12 = Offset;
    let v13 = v11 + v12;
    let v14 = f32(v13);
    let v15 = Scale;
    let v16 = v14 * v15;
    let v18 = UseBias;
    if v18 {
        let v20 = v16 + 1f;
        v = v20;
    } else {
        v = v16;
    }
    let v_1 = v;
    let v23 = gl_GlobalInvocationID.x;
    let v26 = Lanes;
    let v27 = Lanes;
    let v28 = v26 + v27;
    let v29 = f32(v28);
    let v30 = v_1 + v29;
    Out[v23] = v30;
    return;
}
