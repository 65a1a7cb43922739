enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(16) var<storage, read_write> Out: array<u32>;
@group(0) @binding(0) var<storage, read> In: array<vec3<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: u32;
    var cond_1: u32;
    var cond_2: u32;
    var cond_3: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = In[v5];
    let v12 = v7.x;
    let v13 = v12 > 1f;
    let v14 = subgroupAny(v13);
    if v14 {
        cond = 1u;
    } else {
        cond = 0u;
    }
    let cond_4 = cond;
    let v20 = 0u | cond_4;
    let v23 = v7.y;
    let v24 = v23 >= 0f;
    let v25 = subgroupAll(v24);
    if v25 {
        cond_1 = 2u;
    } else {
        cond_1 = 0u;
    }
    let cond_5 = cond_1;
    let v31 = v20 | cond_5;
    let v34 = gl_GlobalInvocationID.x;
    let v35 = v34 / 64u;
    let v36 = subgroupAll(v35 == subgroupBroadcastFirst(v35));
    if v36 {
        cond_2 = 4u;
    } else {
        cond_2 = 0u;
    }
    let cond_6 = cond_2;
    let v42 = v31 | cond_6;
    let eq = v7 == subgroupBroadcastFirst(v7);
    let v46 = vec3<bool>(subgroupAll(eq[0]), subgroupAll(eq[1]), subgroupAll(eq[2]));
    let v49 = all(v46);
    if v49 {
        cond_3 = 8u;
    } else {
        cond_3 = 0u;
    }
    let cond_7 = cond_3;
    let v55 = v42 | cond_7;
    let v58 = gl_GlobalInvocationID.x;
    Out[v58] = v55;
    return;
}
