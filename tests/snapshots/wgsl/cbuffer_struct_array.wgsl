struct Light {
    position: vec3<f32>,
    radius: f32,
    color: vec4<f32>,
}

struct Light_1 {
    position: vec3<f32>,
    radius: f32,
    color: vec4<f32>,
}

struct Stride16_f32 {
    @size(16) v: f32,
}

struct type_Lights_mem {
    lights: array<Light_1, 8>,
    ambient: array<vec4<f32>, 2>,
    weights: array<Stride16_f32, 4>,
    lightCount: u32,
}

@group(0) @binding(0) var<uniform> Lights: type_Lights_mem;
@group(0) @binding(16) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var sum_1: vec4<f32>;
    var i_1: u32;
    var v48: vec4<f32>;
    var l: Light;
    var sum: vec4<f32>;
    var i: u32;
    var and: bool;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = v6 & 1u;
    let v9 = Lights.ambient[v7];
    sum = v9;
    i = 0u;
    loop {
        sum_1 = sum;
        i_1 = i;
        let v16 = Lights.lightCount;
        let v17 = i_1 < v16;
        if v17 {
            let v20 = i_1 < 8u;
            and = v20;
        } else {
            and = v17;
        }
        let and_1 = and;
        if and_1 {
        } else {
            break;
        }
        let v28 = Lights.lights[i_1];
        let v29 = v28.position;
        let v30 = v28.radius;
        let v31 = v28.color;
        let v32 = Light(v29, v30, v31);
        l = v32;
        let v35 = l.color;
        let v37 = l.radius;
        let v38 = vec4<f32>(v37);
        let v39 = v35 * v38;
        let v42 = i_1 % 4u;
        let v44 = Lights.weights[v42].v;
        let v45 = vec4<f32>(v44);
        let v46 = v39 * v45;
        v48 = sum_1 + v46;
        continuing {
            let v51 = i_1 + 1u;
            sum = v48;
            i = v51;
        }
    }
    let v54 = gl_GlobalInvocationID.x;
    let v59 = gl_GlobalInvocationID.x;
    let v60 = v59 % 8u;
    let v63 = Lights.lights[v60].position;
    let v64 = vec4<f32>(v63, 0f);
    let v65 = sum_1 + v64;
    Out[v54] = v65;
    return;
}
