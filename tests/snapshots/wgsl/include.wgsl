struct Sample {
    value: f32,
    index: u32,
}

struct Sample_1 {
    value: f32,
    index: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<Sample_1>;

fn Scale(v: f32, s: f32) -> f32 {
    let v8 = v * s;
    return v8;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var s: Sample;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = f32(v6);
    let v8 = Scale(v7, 0.5f);
    s.value = v8;
    let v12 = gl_GlobalInvocationID.x;
    s.index = v12;
    let v15 = gl_GlobalInvocationID.x;
    let v17 = s;
    let v18 = v17.value;
    let v19 = v17.index;
    let v20 = Sample_1(v18, v19);
    Out[v15] = v20;
    return;
}
