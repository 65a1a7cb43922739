@group(0) @binding(0) var<storage, read_write> Out: array<f32>;
@group(0) @binding(1) var<storage, read_write> OutI: array<i32>;

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 * 0.5f;
    let v11 = v7;
    let v12 = v11 + 1f;
    let v17 = v12 * 2f;
    let v18 = vec2<f32>(v12, v17);
    let v22 = gl_GlobalInvocationID.x;
    let v23 = i32(v22);
    let v24 = v23 - 4i;
    let v28 = gl_GlobalInvocationID.x;
    let v29 = v28;
    let v30 = v29 * 3u;
    let v33 = gl_GlobalInvocationID.x;
    let v36 = v18.x;
    let v38 = v18.y;
    let v39 = v36 + v38;
    let v40 = v39;
    let v42 = v40 + v7;
    Out[v33] = v42;
    let v45 = gl_GlobalInvocationID.x;
    let v48 = v24;
    let v50 = i32(v30);
    let v51 = v48 + v50;
    OutI[v45] = v51;
    return;
}
