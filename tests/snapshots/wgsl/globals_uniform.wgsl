struct type__Globals {
    Scale: f32,
    Count: u32,
    Bias: vec4<f32>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(1) var<uniform> _Globals: type__Globals;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v6 = _Globals.Count;
    let v7 = v4 < v6;
    if v7 {
        let v9 = gl_GlobalInvocationID.x;
        let v12 = gl_GlobalInvocationID.x;
        let v13 = f32(v12);
        let v15 = _Globals.Scale;
        let v16 = v13 * v15;
        let v17 = vec4<f32>(v16);
        let v19 = _Globals.Bias;
        let v20 = v17 + v19;
        Out[v9] = v20;
    }
    return;
}
