struct S {
    a: vec4<f32>,
    b: f32,
}

@group(0) @binding(0) var<storage, read> Structs: array<S>;
@group(0) @binding(1) var<storage, read> Bytes: array<u32>;
@group(0) @binding(2) var<storage, read> Typed: array<vec4<f32>>;
@group(0) @binding(16) var<storage, read_write> Out: array<u32>;
@group(0) @binding(17) var<storage, read_write> RwBytes: array<u32>;
@group(0) @binding(18) var<storage, read_write> RwTyped: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v11 = arrayLength(&Structs);
    let v14 = arrayLength(&Bytes);
    let v15 = v14 * 4u;
    let v51 = arrayLength(&Typed);
    let v20 = arrayLength(&Out);
    let v23 = arrayLength(&RwBytes);
    let v24 = v23 * 4u;
    let v52 = arrayLength(&RwTyped);
    let v30 = gl_GlobalInvocationID.x;
    let v32 = v30 < v20;
    if v32 {
        let v34 = gl_GlobalInvocationID.x;
        let v38 = v11 + 32u;
        let v40 = v38 + v15;
        let v42 = v40 + v51;
        let v44 = v42 + 4u;
        let v46 = v44 + v24;
        let v48 = v46 + v52;
        Out[v34] = v48;
    }
    return;
}
