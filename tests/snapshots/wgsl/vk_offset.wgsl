struct Record {
    id: u32,
    value: vec4<f32>,
    flags: u32,
    tail: f32,
}

struct Record_1 {
    id: u32,
    value: vec4<f32>,
    @size(16) flags: u32,
    tail: f32,
}

@group(0) @binding(0) var<storage, read_write> Records: array<Record_1>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var r: Record;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = Records[v5];
    let v8 = v7.id;
    let v9 = v7.value;
    let v10 = v7.flags;
    let v11 = v7.tail;
    let v12 = Record(v8, v9, v10, v11);
    r = v12;
    let v16 = r.id;
    let v17 = f32(v16);
    let v18 = vec4<f32>(v17);
    let v19 = r.value;
    let v20 = v19 * v18;
    r.value = v20;
    let v23 = r.flags;
    let v24 = v23 | 1u;
    r.flags = v24;
    let v28 = r.value;
    let v29 = v28.x;
    r.tail = v29;
    let v32 = gl_GlobalInvocationID.x;
    let v34 = r;
    let v35 = v34.id;
    let v36 = v34.value;
    let v37 = v34.flags;
    let v38 = v34.tail;
    let v39 = Record_1(v35, v36, v37, v38);
    Records[v32] = v39;
    return;
}
