struct Params {
    scale: f32,
    count: u32,
    bias: vec4<f32>,
    m: mat2x2<f32>,
}

struct type_PushConstant_Params {
    scale: f32,
    count: u32,
    bias: vec4<f32>,
    m: mat2x2<f32>,
}

@group(0) @binding(1) var<uniform> params: type_PushConstant_Params;
@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Params__scaled(this_1: ptr<function, Params>, x: f32) -> f32 {
    let v6 = (*this_1).scale;
    let v7 = x * v6;
    return v7;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var this_1: Params;
    let v4 = gl_GlobalInvocationID.x;
    let v6 = params.count;
    let v7 = v4 >= v6;
    if v7 {
        return;
    }
    let v11 = params;
    let v12 = v11.scale;
    let v13 = v11.count;
    let v14 = v11.bias;
    let v15 = v11.m;
    let v16 = Params(v12, v13, v14, v15);
    this_1 = v16;
    let v19 = gl_GlobalInvocationID.x;
    let v20 = f32(v19);
    let v21 = Params__scaled(&this_1, v20);
    let v24 = gl_GlobalInvocationID.x;
    let v25 = v24 & 3u;
    let v27 = params.bias[v25];
    let v28 = v21 + v27;
    let v31 = gl_GlobalInvocationID.x;
    let v37 = params.m[1i][0i];
    let v38 = v28 + v37;
    Out[v31] = v38;
    return;
}
