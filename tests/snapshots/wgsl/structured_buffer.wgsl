struct Particle {
    pos: vec3<f32>,
    mass: f32,
    extra: array<vec4<f32>, 2>,
}

struct Particle_1 {
    pos: vec3<f32>,
    mass: f32,
    extra: array<vec4<f32>, 2>,
}

@group(0) @binding(0) var<storage, read> Scalars: array<f32>;
@group(0) @binding(1) var<storage, read> Vectors: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read> Particles: array<Particle_1>;
@group(0) @binding(16) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var p: Particle;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = Scalars[v5];
    let v11 = gl_GlobalInvocationID.x;
    let v12 = v11 / 2u;
    let v14 = Vectors[v12];
    let v18 = gl_GlobalInvocationID.x;
    let v20 = Particles[v18];
    let v21 = v20.pos;
    let v22 = v20.mass;
    let v23 = v20.extra;
    let v24 = v23[0];
    let v25 = v23[1];
    let v26 = array<vec4<f32>, 2>(v24, v25);
    let v27 = Particle(v21, v22, v26);
    p = v27;
    let v31 = v14.x;
    let v34 = Particles[v31].mass;
    let v38 = gl_GlobalInvocationID.x;
    let v42 = v14.y;
    let v43 = v42 & 1u;
    let v45 = Particles[v38].extra[v43];
    let v46 = v45.z;
    let v49 = gl_GlobalInvocationID.x;
    let v52 = p.pos;
    let v54 = p.mass;
    let v55 = vec3<f32>(v54);
    let v56 = v52 * v55;
    let v59 = v7 + v34;
    let v61 = v59 + v46;
    let v62 = vec4<f32>(v56, v61);
    Out[v49] = v62;
    return;
}
