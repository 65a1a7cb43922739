@group(0) @binding(0) var<storage, read_write> Counts: array<u32>;
@group(0) @binding(1) var<storage, read_write> Flags: array<u32>;
@group(0) @binding(2) var<storage, read_write> Plain: array<u32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v44 = v4 * 4u;
    let v45 = v44 >> 2u;
    Counts[v45] = 7u;
    let v11 = gl_GlobalInvocationID.x;
    let v13 = gl_GlobalInvocationID.x;
    let v14 = v13 + 1u;
    let v15 = v14 & 3u;
    let v16 = v15 * 4u;
    let v17 = v16 >> 2u;
    let v19 = Counts[v17];
    let v20 = vec4<u32>(v19, 0u, 0u, 0u);
    let v49 = arrayLength(&Flags);
    let v50 = v11 < v49;
    let v52 = v20.x;
    if v50 {
        Flags[v11] = v52;
    }
    let v24 = gl_GlobalInvocationID.x;
    let v29 = gl_GlobalInvocationID.x;
    let v54 = arrayLength(&Flags);
    let v55 = v29 < v54;
    let v57 = Flags[v29];
    let v58 = vec4<u32>(v57, 0u, 0u, 1u);
    let v59 = select(vec4<u32>(), v58, v55);
    let v32 = v59.x;
    Plain[v24] = v32;
    return;
}
