struct Vertex {
    w: f32,
    pos: vec3<f32>,
}

struct Vertex_mem {
    w: f32,
    _m1_0: f32,
    _m1_1: f32,
    _m1_2: f32,
}

struct Vertex_1 {
    w: f32,
    pos: vec3<f32>,
}

struct Stride12_vec3_f32_ {
    x: f32,
    y: f32,
    z: f32,
}

@group(0) @binding(0) var<storage, read> Normals: array<Stride12_vec3_f32_>;
@group(0) @binding(1) var<storage, read_write> Verts: array<Vertex_mem>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var v: Vertex;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = Vertex_1(Verts[v5].w, vec3<f32>(Verts[v5]._m1_0, Verts[v5]._m1_1, Verts[v5]._m1_2));
    let v8 = v7.w;
    let v9 = v7.pos;
    let v10 = Vertex(v8, v9);
    v = v10;
    let v14 = gl_GlobalInvocationID.x;
    let v16 = vec3<f32>(Normals[v14].x, Normals[v14].y, Normals[v14].z);
    let v18 = v.w;
    let v19 = vec3<f32>(v18);
    let v20 = v16 * v19;
    let v21 = v.pos;
    let v22 = v21 + v20;
    v.pos = v22;
    let v25 = gl_GlobalInvocationID.x;
    let v27 = v;
    let v28 = v27.w;
    let v29 = v27.pos;
    let v30 = Vertex_1(v28, v29);
    Verts[v25].w = v30.w;
    Verts[v25]._m1_0 = v30.pos[0];
    Verts[v25]._m1_1 = v30.pos[1];
    Verts[v25]._m1_2 = v30.pos[2];
    return;
}
