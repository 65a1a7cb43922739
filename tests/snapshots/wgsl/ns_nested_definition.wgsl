struct Rgb {
    v: vec3<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn luma(c: Rgb) -> f32 {
    var c_1: Rgb;
    c_1 = c;
    let v4 = c_1.v;
    let v5 = dot(v4, vec3<f32>(0.212599993f, 0.715200007f, 0.0722000003f));
    return v5;
}

fn brightness(c: Rgb) -> f32 {
    let v4 = luma(c);
    let v5 = v4 * 2f;
    return v5;
}

fn gray(g: f32) -> Rgb {
    var c: Rgb;
    let v6 = vec3<f32>(g);
    c.v = v6;
    let v8 = c;
    return v8;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 * 0.125f;
    let v8 = gray(v7);
    let v11 = gl_GlobalInvocationID.x;
    let v14 = brightness(v8);
    let v16 = luma(v8);
    let v17 = v14 + v16;
    Out[v11] = v17;
    return;
}
