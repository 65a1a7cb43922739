struct Inner {
    uv: vec2<f32>,
    flags: u32,
}

struct Outer {
    inner: Inner,
    weights: array<f32, 3>,
    color: vec4<f32>,
}

struct Inner_1 {
    uv: vec2<f32>,
    flags: u32,
}

struct Outer_1 {
    inner: Inner_1,
    weights: array<f32, 3>,
    color: vec4<f32>,
}

@group(0) @binding(0) var<storage, read> In: array<Outer_1>;
@group(0) @binding(16) var<storage, read_write> Out: array<Outer_1>;

fn Scale(o: Outer, s: f32) -> Outer {
    var o_1: Outer;
    var r: Outer;
    o_1 = o;
    let v7 = o_1;
    r = v7;
    let v11 = vec4<f32>(s);
    let v12 = r.color;
    let v13 = v12 * v11;
    r.color = v13;
    let v19 = o_1.inner.uv;
    let v21 = vec2<f32>(s);
    let v22 = v19 * v21;
    r.inner.uv = v22;
    let v28 = o_1.weights[0i];
    let v31 = o_1.weights[2i];
    let v32 = v28 + v31;
    r.weights[1i] = v32;
    let v34 = r;
    return v34;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var o: Outer;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = In[v5];
    let v8 = v7.inner;
    let v9 = v8.uv;
    let v10 = v8.flags;
    let v11 = Inner(v9, v10);
    let v12 = v7.weights;
    let v13 = v12[0];
    let v14 = v12[1];
    let v15 = v12[2];
    let v16 = array<f32, 3>(v13, v14, v15);
    let v17 = v7.color;
    let v18 = Outer(v11, v16, v17);
    o = v18;
    let v22 = o.inner.flags;
    let v23 = v22 | 1u;
    o.inner.flags = v23;
    let v26 = gl_GlobalInvocationID.x;
    let v28 = o;
    let v29 = Scale(v28, 2f);
    let v30 = v29.inner;
    let v31 = v30.uv;
    let v32 = v30.flags;
    let v33 = Inner_1(v31, v32);
    let v34 = v29.weights;
    let v35 = v34[0];
    let v36 = v34[1];
    let v37 = v34[2];
    let v38 = array<f32, 3>(v35, v36, v37);
    let v39 = v29.color;
    let v40 = Outer_1(v33, v38, v39);
    Out[v26] = v40;
    let v43 = gl_GlobalInvocationID.x;
    let v49 = o.inner.flags;
    Out[v43].inner.flags = v49;
    return;
}
