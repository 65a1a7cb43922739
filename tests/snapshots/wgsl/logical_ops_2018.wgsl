@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> Hits: array<u32>;

fn Touch(i: u32, v: bool) -> bool {
    let v10 = Hits[i];
    let v11 = v10 + 1u;
    Hits[i] = v11;
    return v;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v7 = gl_GlobalInvocationID.x;
    let v8 = v7 > 10u;
    let v10 = gl_GlobalInvocationID.x;
    let v11 = Touch(v10, true);
    let v12 = v8 & v11;
    let v16 = gl_GlobalInvocationID.x;
    let v17 = v16 < 5u;
    let v19 = gl_GlobalInvocationID.x;
    let v20 = v19 + 64u;
    let v21 = Touch(v20, false);
    let v22 = v17 | v21;
    let v27 = v12 & v22;
    let v28 = !v27;
    let v30 = gl_GlobalInvocationID.x;
    let v31 = v30 == 3u;
    let v32 = v28 | v31;
    let v35 = select(0u, 1u, v12);
    let v37 = select(0u, 2u, v22);
    let v38 = v35 | v37;
    let v40 = select(0u, 4u, v32);
    let v41 = v38 | v40;
    let v44 = gl_GlobalInvocationID.x;
    Out[v44] = v41;
    return;
}
