struct Particle {
    position: vec3<f32>,
    speed: f32,
}

struct Particle_1 {
    position: vec3<f32>,
    speed: f32,
}

@group(0) @binding(0) var<storage, read_write> Particles: array<Particle_1>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var p: Particle;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = Particles[v5];
    let v8 = v7.position;
    let v9 = v7.speed;
    let v10 = Particle(v8, v9);
    p = v10;
    let v14 = p.speed;
    let v15 = p.position;
    let v16 = v15.x;
    let v17 = v16 + v14;
    let v18 = p.position;
    var v19 = v18;
    v19.x = v17;
    p.position = v19;
    let v22 = gl_GlobalInvocationID.x;
    let v24 = p;
    let v25 = v24.position;
    let v26 = v24.speed;
    let v27 = Particle_1(v25, v26);
    Particles[v22] = v27;
    return;
}
