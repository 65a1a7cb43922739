struct S0 {
    a: f32,
}

struct S1 {
    S0: S0,
    b: vec2<f32>,
}

struct P {
    v: vec3<f32>,
}

struct Q {
    P: P,
    w: vec2<i32>,
}

struct S3 {
    S0: S0,
    inner: S1,
    d: vec2<f32>,
    q: array<Q, 2>,
}

struct S0_1 {
    a: f32,
}

struct S1_1 {
    @size(16) S0: S0_1,
    b: vec2<f32>,
}

struct P_1 {
    v: vec3<f32>,
}

struct Q_1 {
    P: P_1,
    w: vec2<i32>,
}

struct type_ConstantBuffer_S3 {
    @size(16) S0: S0_1,
    inner: S1_1,
    @size(16) d: vec2<f32>,
    q: array<Q_1, 2>,
}

struct S0_2 {
    a: f32,
}

struct S1_mem {
    S0: S0_2,
    _m1_0: f32,
    _m1_1: f32,
}

struct P_2 {
    v: vec3<f32>,
}

struct Q_2 {
    P: P_2,
    w: vec2<i32>,
}

struct S3_mem {
    @size(16) S0: S0_2,
    inner: S1_mem,
    d: vec2<f32>,
    q: array<Q_2, 2>,
}

struct S1_2 {
    S0: S0_2,
    b: vec2<f32>,
}

struct S3_1 {
    S0: S0_2,
    inner: S1_2,
    d: vec2<f32>,
    q: array<Q_2, 2>,
}

@group(0) @binding(0) var<storage, read_write> Rw: array<S3_mem>;
@group(0) @binding(1) var<uniform> Cb: type_ConstantBuffer_S3;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var s: S3;
    let v4 = Cb;
    let v5 = v4.S0;
    let v6 = v5.a;
    let v7 = S0(v6);
    let v8 = v4.inner;
    let v9 = v8.S0;
    let v10 = v9.a;
    let v11 = S0(v10);
    let v12 = v8.b;
    let v13 = S1(v11, v12);
    let v14 = v4.d;
    let v15 = v4.q;
    let v16 = v15[0];
    let v17 = v16.P;
    let v18 = v17.v;
    let v19 = P(v18);
    let v20 = v16.w;
    let v21 = Q(v19, v20);
    let v22 = v15[1];
    let v23 = v22.P;
    let v24 = v23.v;
    let v25 = P(v24);
    let v26 = v22.w;
    let v27 = Q(v25, v26);
    let v28 = array<Q, 2>(v21, v27);
    let v29 = S3(v7, v13, v14, v28);
    s = v29;
    let v36 = s.q[1i].w;
    let v37 = vec2<f32>(v36);
    let v38 = s.inner.b;
    let v39 = v38 + v37;
    s.inner.b = v39;
    let v43 = gl_GlobalInvocationID.x;
    let v44 = v43 & 1u;
    let v49 = s.inner.S0.a;
    let v50 = vec3<f32>(v49);
    s.q[v44].P.v = v50;
    let v53 = gl_GlobalInvocationID.x;
    let v55 = s;
    let v56 = v55.S0;
    let v57 = v56.a;
    let v58 = S0_2(v57);
    let v59 = v55.inner;
    let v60 = v59.S0;
    let v61 = v60.a;
    let v62 = S0_2(v61);
    let v63 = v59.b;
    let v64 = S1_2(v62, v63);
    let v65 = v55.d;
    let v66 = v55.q;
    let v67 = v66[0];
    let v68 = v67.P;
    let v69 = v68.v;
    let v70 = P_2(v69);
    let v71 = v67.w;
    let v72 = Q_2(v70, v71);
    let v73 = v66[1];
    let v74 = v73.P;
    let v75 = v74.v;
    let v76 = P_2(v75);
    let v77 = v73.w;
    let v78 = Q_2(v76, v77);
    let v79 = array<Q_2, 2>(v72, v78);
    let v80 = S3_1(v58, v64, v65, v79);
    Rw[v53].S0 = v80.S0;
    Rw[v53].inner.S0 = v80.inner.S0;
    Rw[v53].inner._m1_0 = v80.inner.b[0];
    Rw[v53].inner._m1_1 = v80.inner.b[1];
    Rw[v53].d = v80.d;
    Rw[v53].q = v80.q;
    let v83 = gl_GlobalInvocationID.x;
    let v84 = v83 + 64u;
    let v90 = gl_GlobalInvocationID.x;
    let v91 = i32(v90);
    let v95 = Cb.q[0i].w;
    let v96 = v95.y;
    let v97 = vec2<i32>(v91, v96);
    Rw[v84].q[1i].w = v97;
    return;
}
