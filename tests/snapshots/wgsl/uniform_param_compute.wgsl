struct type__Globals {
    Scale: f32,
    Offset: vec4<f32>,
    Count: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(1) var<uniform> _Globals: type__Globals;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v6 = _Globals.Count;
    let v7 = v4 < v6;
    if v7 {
        let v9 = gl_GlobalInvocationID.x;
        let v12 = _Globals.Offset;
        let v14 = _Globals.Scale;
        let v15 = vec4<f32>(v14);
        let v16 = v12 * v15;
        let v18 = gl_GlobalInvocationID.x;
        let v19 = f32(v18);
        let v20 = vec4<f32>(v19);
        let v21 = v16 + v20;
        Out[v9] = v21;
    }
    return;
}
