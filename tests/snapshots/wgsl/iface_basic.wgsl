struct Directional {
    dir: vec3<f32>,
    color: vec3<f32>,
}

struct Ambient {
    color: vec3<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec3<f32>>;

fn Directional__strength(this_1: ptr<function, Directional>) -> f32 {
    return 1f;
}

fn Directional__illuminate(this_1: ptr<function, Directional>, n: vec3<f32>) -> vec3<f32> {
    let v5 = (*this_1).color;
    let v8 = (*this_1).dir;
    let v9 = dot(n, v8);
    let v10 = clamp(v9, 0f, 1f);
    let v11 = vec3<f32>(v10);
    let v12 = v5 * v11;
    return v12;
}

fn Ambient__strength(this_1: ptr<function, Ambient>) -> f32 {
    return 0.25f;
}

fn Ambient__illuminate(this_1: ptr<function, Ambient>, n: vec3<f32>) -> vec3<f32> {
    let v5 = (*this_1).color;
    return v5;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Ambient;
    var d: Directional;
    a = Ambient(vec3<f32>(0.100000001f, 0.100000001f, 0.200000003f));
    d = Directional(vec3<f32>(0f, 1f, 0f), vec3<f32>(1f, 0.899999976f, 0.800000012f));
    let v9 = gl_GlobalInvocationID.x;
    let v10 = f32(v9);
    let v11 = vec3<f32>(v10, 8f, 0f);
    let v12 = normalize(v11);
    let v15 = gl_GlobalInvocationID.x;
    let v18 = Ambient__illuminate(&a, v12);
    let v19 = Ambient__strength(&a);
    let v20 = vec3<f32>(v19);
    let v21 = v18 * v20;
    let v23 = Directional__illuminate(&d, v12);
    let v24 = Directional__strength(&d);
    let v25 = vec3<f32>(v24);
    let v26 = v23 * v25;
    let v27 = v21 + v26;
    Out[v15] = v27;
    return;
}
