struct Base {
    a: vec4<f32>,
    b: vec4<f32>,
}

struct Derived {
    Base: Base,
    b: vec4<f32>,
    c: vec4<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var d: Derived;
    var base: Base;
    d = Derived(Base(vec4<f32>(0f), vec4<f32>(0f)), vec4<f32>(0f), vec4<f32>(0f));
    d.Base.a = vec4<f32>(1f);
    d.b = vec4<f32>(2f);
    let v12 = gl_GlobalInvocationID.x;
    let v13 = f32(v12);
    let v14 = vec4<f32>(v13);
    d.Base.b = v14;
    let v18 = d.Base.a;
    let v20 = d.b;
    let v21 = v18 + v20;
    d.c = v21;
    let v24 = d;
    let v25 = v24.Base;
    base = v25;
    let v28 = gl_GlobalInvocationID.x;
    let v31 = d.c;
    let v33 = base.b;
    let v34 = v31 + v33;
    let v36 = base.a;
    let v37 = v34 + v36;
    Out[v28] = v37;
    return;
}
