struct Base {
    x: f32,
    y: u32,
}

struct Mid {
    Base: Base,
    z: f32,
}

struct Leaf {
    Mid: Mid,
    w: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

fn bump(b: ptr<function, Base>) {
    let v2 = (*b).x;
    let v3 = v2 + 1f;
    (*b).x = v3;
    let v6 = (*b).y;
    let v7 = v6 * 2u;
    (*b).y = v7;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var l: Leaf;
    var b: Base;
    l = Leaf(Mid(Base(0f, 0u), 0f), 0f);
    let v7 = gl_GlobalInvocationID.x;
    let v8 = Base(5f, v7);
    l.Mid.Base = v8;
    let v17 = l.Mid.Base;
    b = v17;
    bump(&b);
    let v20 = b;
    l.Mid.Base = v20;
    l.Mid.z = 7f;
    l.w = 9f;
    let v28 = gl_GlobalInvocationID.x;
    let v31 = l.Mid.Base.x;
    let v33 = l.Mid.Base.y;
    let v34 = f32(v33);
    let v36 = l.Mid.z;
    let v38 = l.w;
    let v39 = vec4<f32>(v31, v34, v36, v38);
    Out[v28] = v39;
    return;
}
