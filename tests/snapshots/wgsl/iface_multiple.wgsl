struct Body {
    density: f32,
}

struct Disc {
    Body: Body,
    radius: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Disc__area(this_1: ptr<function, Disc>) -> f32 {
    let v2 = (*this_1).radius;
    let v3 = 3.14159012f * v2;
    let v5 = (*this_1).radius;
    let v6 = v3 * v5;
    return v6;
}

fn Disc__id(this_1: ptr<function, Disc>) -> u32 {
    return 42u;
}

fn Disc__mass(this_1: ptr<function, Disc>) -> f32 {
    let v1 = Disc__area(this_1);
    let v3 = (*this_1).Body.density;
    let v4 = v1 * v3;
    return v4;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var d: Disc;
    d.Body.density = 2f;
    let v8 = gl_GlobalInvocationID.x;
    let v9 = f32(v8);
    let v10 = v9 * 0.5f;
    d.radius = v10;
    let v13 = gl_GlobalInvocationID.x;
    let v15 = Disc__mass(&d);
    let v16 = Disc__id(&d);
    let v17 = f32(v16);
    let v18 = v15 + v17;
    Out[v13] = v18;
    return;
}
