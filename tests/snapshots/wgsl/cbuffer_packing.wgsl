struct Stride16_f32 {
    @size(16) v: f32,
}

struct Light {
    dir: vec3<f32>,
    power: f32,
    range: vec2<f32>,
}

struct Stride16_vec2_f32_ {
    @size(16) v: vec2<f32>,
}

struct type_Params_mem {
    a: f32,
    _m1_0: f32,
    _m1_1: f32,
    _m1_2: f32,
    c: vec2<f32>,
    d: vec2<f32>,
    e: vec3<f32>,
    f: u32,
    g: vec2<f32>,
    @size(16) h: vec3<f32>,
    arr: array<Stride16_f32, 3>,
    light: Light,
    m: mat4x4<f32>,
    m23: array<Stride16_vec2_f32_, 3>,
    last: u32,
}

@group(0) @binding(0) var<uniform> Params: type_Params_mem;
@group(0) @binding(16) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = vec3<f32>(Params._m1_0, Params._m1_1, Params._m1_2);
    let v7 = Params.a;
    let v8 = vec4<f32>(v5, v7);
    let v10 = Params.c;
    let v12 = Params.d;
    let v13 = vec4<f32>(v10, v12);
    let v14 = v8 + v13;
    let v16 = Params.e;
    let v18 = Params.f;
    let v19 = f32(v18);
    let v20 = vec4<f32>(v16, v19);
    let v21 = v14 + v20;
    let v24 = Params.g;
    let v26 = Params.h;
    let v27 = v26.xy;
    let v28 = vec4<f32>(v24, v27);
    let v30 = Params.h;
    let v31 = v30.z;
    let v34 = gl_GlobalInvocationID.x;
    let v35 = v34 % 3u;
    let v37 = Params.arr[v35].v;
    let v40 = Params.arr[0i].v;
    let v43 = Params.arr[2i].v;
    let v44 = vec4<f32>(v31, v37, v40, v43);
    let v45 = v28 + v44;
    let v47 = v21 + v45;
    let v51 = Params.light.dir;
    let v54 = Params.light.power;
    let v55 = vec3<f32>(v54);
    let v56 = v51 * v55;
    let v59 = Params.light.range;
    let v60 = v59.x;
    let v63 = Params.light.range;
    let v64 = v63.y;
    let v65 = v60 + v64;
    let v66 = vec4<f32>(v56, v65);
    let v68 = v47 + v66;
    let v72 = vec4<f32>(Params.m[0][1i], Params.m[1][1i], Params.m[2][1i], Params.m[3][1i]);
    let v75 = vec3<f32>(Params.m23[0].v[0i], Params.m23[1].v[0i], Params.m23[2].v[0i]);
    let v77 = Params.last;
    let v78 = f32(v77);
    let v79 = vec4<f32>(v75, v78);
    let v80 = v72 + v79;
    let v83 = vec3<f32>(Params.m23[0].v[1i], Params.m23[1].v[1i], Params.m23[2].v[1i]);
    let v84 = vec4<f32>(v83, 0f);
    let v85 = v80 + v84;
    let v87 = v68 + v85;
    let v90 = gl_GlobalInvocationID.x;
    Out[v90] = v87;
    return;
}
