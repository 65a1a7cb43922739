struct Stride12_vec3_f32_ {
    x: f32,
    y: f32,
    z: f32,
}

struct type_PushConstant_Light_mem {
    intensity: f32,
    _m1_0: f32,
    _m1_1: f32,
    _m1_2: f32,
    color: vec3<f32>,
}

@group(0) @binding(1) var<uniform> light: type_PushConstant_Light_mem;
@group(0) @binding(0) var<storage, read_write> Out: array<Stride12_vec3_f32_>;

@compute @workgroup_size(1, 1, 1)
fn main() {
    let v2 = vec3<f32>(light._m1_0, light._m1_1, light._m1_2);
    let v4 = light.intensity;
    let v5 = vec3<f32>(v4);
    let v6 = v2 * v5;
    let v8 = light.color;
    let v9 = v6 + v8;
    Out[0i].x = v9[0];
    Out[0i].y = v9[1];
    Out[0i].z = v9[2];
    return;
}
