struct Rgb {
    v: vec3<f32>,
}

struct LinearRGB {
    rgb: vec3<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn luma(c: Rgb) -> f32 {
    var c_1: Rgb;
    c_1 = c;
    let v4 = c_1.v;
    let v5 = dot(v4, vec3<f32>(0.300000012f, 0.600000024f, 0.100000001f));
    return v5;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var r: Rgb;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = vec3<f32>(v6, 1f, 2f);
    let v8 = v7.x;
    let v9 = v7.y;
    let v10 = v7.z;
    let v11 = vec3<f32>(v8, v9, v10);
    let v12 = LinearRGB(v11);
    let v16 = v12.rgb;
    let v17 = v16.x;
    let v18 = v16.y;
    let v19 = v16.z;
    let v20 = vec3<f32>(v17, v18, v19);
    let v21 = Rgb(v20);
    r = v21;
    let v24 = gl_GlobalInvocationID.x;
    let v27 = v12.rgb;
    let v28 = v27.x;
    let v29 = v27.y;
    let v30 = v27.z;
    let v31 = vec3<f32>(v28, v29, v30);
    let v32 = Rgb(v31);
    let v33 = luma(v32);
    let v35 = r.v;
    let v36 = v35.x;
    let v37 = v33 + v36;
    Out[v24] = v37;
    return;
}
