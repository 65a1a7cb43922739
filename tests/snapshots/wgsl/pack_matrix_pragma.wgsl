struct type_C_mem {
    m: mat4x4<f32>,
    n: mat3x3<f32>,
}

struct S {
    a: mat2x3<f32>,
}

struct Stride16_vec2_f32_ {
    @size(16) v: vec2<f32>,
}

struct type_D_mem {
    k: mat4x4<f32>,
    s: S,
    r: array<Stride16_vec2_f32_, 2>,
}

struct type__Globals_mem {
    g0: mat4x4<f32>,
}

@group(0) @binding(0) var<uniform> C: type_C_mem;
@group(0) @binding(1) var<uniform> D: type_D_mem;
@group(0) @binding(2) var<storage, read_write> o: array<vec4<f32>>;
@group(0) @binding(3) var<uniform> _Globals: type__Globals_mem;

@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = C.m;
    let v8 = vec4<f32>(1f, 2f, 3f, 4f) * v7;
    let v11 = vec3<f32>(C.n[0][0i], C.n[1][0i], C.n[2][0i]);
    let v12 = v11.xyzz;
    let v13 = v8 + v12;
    let v15 = transpose(D.k);
    let v18 = vec4<f32>(_Globals.g0[0][0i], _Globals.g0[1][0i], _Globals.g0[2][0i], _Globals.g0[3][0i]);
    let v19 = v18 * v15;
    let v20 = v13 + v19;
    let v24 = D.s.a[1i];
    let v25 = v24.xyzz;
    let v26 = v20 + v25;
    let v29 = D.r[1i].v;
    let v30 = v29.xyxy;
    let v31 = v26 + v30;
    o[v4] = v31;
    return;
}
