enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(subgroup_invocation_id) gl_SubgroupInvocationID: u32) {
    var chosen: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = vec4<f32>(v6, 1f, 2f, 3f);
    let v11 = subgroupElect();
    if v11 {
        let v13 = gl_GlobalInvocationID.x;
        let v14 = v13 * 10u;
        chosen = v14;
    } else {
        chosen = 0u;
    }
    let chosen_1 = chosen;
    let v17 = subgroupBroadcastFirst(chosen_1);
    let v21 = subgroupBroadcastFirst(v7);
    let v25 = i32(gl_SubgroupInvocationID);
    let v26 = subgroupBroadcastFirst(v25);
    let v29 = gl_GlobalInvocationID.x;
    let v33 = f32(v17);
    let v34 = vec4<f32>(v33);
    let v35 = v21 + v34;
    let v37 = f32(v26);
    let v38 = vec4<f32>(v37);
    let v39 = v35 + v38;
    Out[v29] = v39;
    return;
}
