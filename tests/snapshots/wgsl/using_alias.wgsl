struct Vertex {
    pos: vec3<f32>,
}

struct Mesh {
    first: u32,
    count: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var w: array<f32, 3>;
    var v: Vertex;
    var m: Mesh;
    w = array<f32, 3>(0.25f, 0.5f, 0.25f);
    let v7 = gl_GlobalInvocationID.x;
    let v8 = f32(v7);
    let v9 = vec3<f32>(v8, 1f, 2f);
    let v10 = v9.x;
    let v11 = v9.y;
    let v12 = v9.z;
    let v13 = vec3<f32>(v10, v11, v12);
    let v14 = Vertex(v13);
    v = v14;
    m = Mesh(3u, 4u);
    let v20 = m.first;
    let v22 = m.count;
    let v23 = v20 + v22;
    let v27 = w[0i];
    let v29 = w[1i];
    let v30 = v27 + v29;
    let v32 = w[2i];
    let v33 = v30 + v32;
    let v37 = v.pos;
    let v39 = vec3<f32>(v33);
    let v40 = v37 * v39;
    let v42 = f32(v23);
    let v43 = vec4<f32>(v40, v42);
    let v46 = gl_GlobalInvocationID.x;
    Out[v46] = v43;
    return;
}
