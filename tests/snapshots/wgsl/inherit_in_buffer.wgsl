struct Particle {
    pos: vec3<f32>,
    mass: f32,
}

struct Moving {
    Particle: Particle,
    vel: vec3<f32>,
}

struct Particle_1 {
    pos: vec3<f32>,
    mass: f32,
}

struct Moving_1 {
    Particle: Particle_1,
    vel: vec3<f32>,
}

@group(0) @binding(0) var<storage, read> In: array<Moving_1>;
@group(0) @binding(1) var<storage, read_write> Out: array<Particle_1>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var m: Moving;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = In[v5];
    let v8 = v7.Particle;
    let v9 = v8.pos;
    let v10 = v8.mass;
    let v11 = Particle(v9, v10);
    let v12 = v7.vel;
    let v13 = Moving(v11, v12);
    m = v13;
    let v17 = m.vel;
    let v18 = v17 * vec3<f32>(0.5f);
    let v19 = m.Particle.pos;
    let v20 = v19 + v18;
    m.Particle.pos = v20;
    let v23 = gl_GlobalInvocationID.x;
    let v25 = m;
    let v26 = v25.Particle;
    let v27 = v26.pos;
    let v28 = v26.mass;
    let v29 = Particle_1(v27, v28);
    Out[v23] = v29;
    return;
}
