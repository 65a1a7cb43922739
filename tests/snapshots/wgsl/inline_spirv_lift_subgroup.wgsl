enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> U: array<u32>;
@group(0) @binding(1) var<storage, read_write> F: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32, @builtin(subgroup_invocation_id) gl_SubgroupInvocationID: u32) {
    var cond: u32;
    var cond_1: u32;
    var cond_2: u32;
    var cond_3: u32;
    let v6 = U[gl_LocalInvocationIndex];
    let v10 = v6 & 1u;
    let v11 = v10 != 0u;
    let v90 = subgroupBallot(v11);
    let v91 = subgroupElect();
    if v91 {
        cond = 1u;
    } else {
        cond = 0u;
    }
    let cond_4 = cond;
    let v21 = v6 < 100u;
    let v92 = subgroupAll(v21);
    if v92 {
        cond_1 = 2u;
    } else {
        cond_1 = 0u;
    }
    let cond_5 = cond_1;
    let v27 = cond_4 | cond_5;
    let v29 = vec2<u32>(v6, 1u);
    let eq = v29 == subgroupBroadcastFirst(v29);
    let v93 = vec2<bool>(subgroupAll(eq[0]), subgroupAll(eq[1]));
    let v94 = v93.x;
    let v95 = v93.y;
    let v96 = v94 & v95;
    if v96 {
        cond_2 = 4u;
    } else {
        cond_2 = 0u;
    }
    let cond_6 = cond_2;
    let v35 = v27 | cond_6;
    let v37 = v6 > 3u;
    let v97 = subgroupAdd(select(u32(0u), u32(1u), v37));
    let v98 = v97 & 1u;
    let v99 = v98 != 0u;
    if v99 {
        cond_3 = 8u;
    } else {
        cond_3 = 0u;
    }
    let cond_7 = cond_3;
    let v43 = v35 | cond_7;
    let v49 = v90.x;
    let v50 = v43 + v49;
    let v100 = subgroupShuffle(v6, 1u);
    let v53 = v50 + v100;
    let v102 = gl_SubgroupInvocationID ^ 1u;
    let v103 = subgroupShuffle(v6, v102);
    let v56 = v53 + v103;
    let v104 = subgroupAdd(v6);
    let v59 = v56 + v104;
    let v105 = subgroupExclusiveAdd(v6);
    let v106 = v105 + v6;
    let v62 = v59 + v106;
    let v107 = subgroupExclusiveAdd(v6);
    let v65 = v62 + v107;
    let v108 = bitcast<i32>(v6);
    let v109 = subgroupMin(v108);
    let v110 = bitcast<u32>(v109);
    let v68 = v65 + v110;
    let v111 = subgroupXor(v6);
    let v71 = v68 + v111;
    U[gl_LocalInvocationIndex] = v71;
    let v77 = F[gl_LocalInvocationIndex];
    let v112 = subgroupBroadcastFirst(v77);
    let v81 = F[gl_LocalInvocationIndex];
    let v113 = subgroupExclusiveAdd(v81);
    let v114 = v113 + v81;
    let v83 = v112 + v114;
    F[gl_LocalInvocationIndex] = v83;
    return;
}
