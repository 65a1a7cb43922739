struct Particle {
    position: vec3<f32>,
    mass: f32,
    uv: vec2<f32>,
}

struct Particle_packed {
    _m0_0: f32,
    _m0_1: f32,
    _m0_2: f32,
    mass: f32,
    _m2_0: f32,
    _m2_1: f32,
}

struct Particle_1 {
    position: vec3<f32>,
    mass: f32,
    uv: vec2<f32>,
}

struct Stride12_vec3_f32_ {
    x: f32,
    y: f32,
    z: f32,
}

@group(0) @binding(0) var<storage, read> Points: array<Stride12_vec3_f32_>;
@group(0) @binding(1) var<storage, read_write> Particles: array<Particle_packed>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var p: Particle;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = Particle_1(vec3<f32>(Particles[v5]._m0_0, Particles[v5]._m0_1, Particles[v5]._m0_2), Particles[v5].mass, vec2<f32>(Particles[v5]._m2_0, Particles[v5]._m2_1));
    let v8 = v7.position;
    let v9 = v7.mass;
    let v10 = v7.uv;
    let v11 = Particle(v8, v9, v10);
    p = v11;
    let v15 = gl_GlobalInvocationID.x;
    let v17 = vec3<f32>(Points[v15].x, Points[v15].y, Points[v15].z);
    let v18 = p.position;
    let v19 = v18 + v17;
    p.position = v19;
    let v23 = p.mass;
    let v24 = vec2<f32>(v23);
    let v25 = p.uv;
    let v26 = v25 * v24;
    p.uv = v26;
    let v29 = gl_GlobalInvocationID.x;
    let v31 = p;
    let v32 = v31.position;
    let v33 = v31.mass;
    let v34 = v31.uv;
    let v35 = Particle_1(v32, v33, v34);
    Particles[v29]._m0_0 = v35.position[0];
    Particles[v29]._m0_1 = v35.position[1];
    Particles[v29]._m0_2 = v35.position[2];
    Particles[v29].mass = v35.mass;
    Particles[v29]._m2_0 = v35.uv[0];
    Particles[v29]._m2_1 = v35.uv[1];
    return;
}
