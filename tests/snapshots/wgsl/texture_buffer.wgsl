struct S {
    a: vec2<f32>,
    b: vec3<u32>,
    m: mat4x4<f32>,
}

struct type_TextureBuffer_S_mem {
    a: vec2<f32>,
    b: vec3<u32>,
    m: mat4x4<f32>,
}

struct type_TextureBuffer_S {
    a: vec2<f32>,
    b: vec3<u32>,
    m: mat4x4<f32>,
}

struct type_TB {
    TV: vec4<f32>,
    TU: u32,
}

@group(0) @binding(1) var<storage, read> TB: type_TB;
@group(0) @binding(2) var<storage, read> TS: type_TextureBuffer_S_mem;
@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var s: S;
    let v4 = type_TextureBuffer_S(TS.a, TS.b, transpose(TS.m));
    let v5 = v4.a;
    let v6 = v4.b;
    let v7 = v4.m;
    let v8 = S(v5, v6, v7);
    s = v8;
    let v11 = gl_GlobalInvocationID.x;
    let v14 = TB.TV;
    let v16 = TB.TU;
    let v17 = f32(v16);
    let v18 = vec4<f32>(v17);
    let v19 = v14 + v18;
    let v21 = TS.a;
    let v23 = TS.b;
    let v24 = v23.yz;
    let v25 = vec2<f32>(v24);
    let v26 = vec4<f32>(v21, v25);
    let v27 = v19 + v26;
    let v29 = s.m;
    let v31 = TB.TV;
    let v32 = v31 * v29;
    let v33 = v27 + v32;
    Out[v11] = v33;
    return;
}
