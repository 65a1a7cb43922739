struct Ray {
    origin: vec3<f32>,
    dir: vec3<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec3<f32>>;

fn Ray__at(this_1: ptr<function, Ray>, t: f32) -> vec3<f32> {
    let v5 = (*this_1).origin;
    let v7 = (*this_1).dir;
    let v9 = vec3<f32>(t);
    let v10 = v7 * v9;
    let v11 = v5 + v10;
    return v11;
}

fn Ray__hit_plane(this_1: ptr<function, Ray>, height: f32) -> f32 {
    let v6 = (*this_1).origin;
    let v7 = v6.y;
    let v8 = height - v7;
    let v10 = (*this_1).dir;
    let v11 = v10.y;
    let v12 = v8 / v11;
    return v12;
}

fn Ray__make(o: vec3<f32>, d: vec3<f32>) -> Ray {
    let v8 = o.x;
    let v9 = o.y;
    let v10 = o.z;
    let v12 = normalize(d);
    let v13 = v12.x;
    let v14 = v12.y;
    let v15 = v12.z;
    let v16 = vec3<f32>(v8, v9, v10);
    let v17 = vec3<f32>(v13, v14, v15);
    let v18 = Ray(v16, v17);
    return v18;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var r: Ray;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = vec3<f32>(v6, -1f, 0f);
    let v8 = Ray__make(vec3<f32>(0f, 10f, 0f), v7);
    r = v8;
    let v11 = gl_GlobalInvocationID.x;
    let v13 = Ray__hit_plane(&r, 0f);
    let v14 = Ray__at(&r, v13);
    Out[v11] = v14;
    return;
}
