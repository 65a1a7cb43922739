struct type_Params {
    Scale: f32,
}

@group(0) @binding(0) var<storage, read> A: array<f32>;
@group(1) @binding(0) var<storage, read> B: array<f32>;
@group(0) @binding(1) var<storage, read_write> OutA: array<f32>;
@group(2) @binding(1) var<storage, read_write> OutB: array<f32>;
@group(1) @binding(2) var<uniform> Params: type_Params;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v9 = A[v7];
    let v11 = Params.Scale;
    let v12 = v9 * v11;
    OutA[v4] = v12;
    let v15 = gl_GlobalInvocationID.x;
    let v18 = gl_GlobalInvocationID.x;
    let v20 = B[v18];
    let v22 = Params.Scale;
    let v23 = v20 + v22;
    OutB[v15] = v23;
    return;
}
