struct type_Params {
    scale: f32,
    offset: vec4<f32>,
}

struct type__Globals {
    bias: f32,
}

@group(0) @binding(0) var<uniform> Params: type_Params;
@group(0) @binding(1) var<storage, read_write> F: array<f32>;
@group(0) @binding(2) var<uniform> _Globals: type__Globals;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v7 = F[gl_LocalInvocationIndex];
    let v9 = Params.scale;
    let v10 = v7 * v9;
    let v12 = Params.offset;
    let v13 = v12.y;
    let v14 = v10 + v13;
    let v16 = _Globals.bias;
    let v17 = v14 + v16;
    F[gl_LocalInvocationIndex] = v17;
    return;
}
