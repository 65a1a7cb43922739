struct Packed {
    mat_emissive_layer_id: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var p: Packed;
    var r: u32;
    var r_1: u32;
    p = Packed(0u);
    let v7 = gl_GlobalInvocationID.x;
    let v8 = v7 & 3u;
    let v9 = v8 & 3u;
    let v10 = p.mat_emissive_layer_id;
    let v11 = v10 & 4294967292u;
    let v12 = v11 | v9;
    p.mat_emissive_layer_id = v12;
    let v16 = gl_GlobalInvocationID.x;
    let v17 = v16 & 4u;
    let v18 = v17 != 0u;
    let v19 = select(0u, 1u, v18);
    let v20 = v19 & 1u;
    let v21 = v20 << 2u;
    let v22 = p.mat_emissive_layer_id;
    let v23 = v22 & 4294967291u;
    let v24 = v23 | v21;
    p.mat_emissive_layer_id = v24;
    let v28 = gl_GlobalInvocationID.x;
    let v30 = v28 >> 3u;
    let v31 = v30 & 31u;
    let v32 = v31 << 3u;
    let v33 = p.mat_emissive_layer_id;
    let v34 = v33 & 4294967047u;
    let v35 = v34 | v32;
    p.mat_emissive_layer_id = v35;
    let v39 = gl_GlobalInvocationID.x;
    let v40 = v39 * 1000u;
    let v41 = v40 & 16777215u;
    let v42 = v41 << 8u;
    let v43 = p.mat_emissive_layer_id;
    let v44 = v43 & 255u;
    let v45 = v44 | v42;
    p.mat_emissive_layer_id = v45;
    let v49 = p.mat_emissive_layer_id;
    let v50 = v49 >> 8u;
    let v51 = v50 & 16777215u;
    let v53 = p.mat_emissive_layer_id;
    let v54 = v53 >> 3u;
    let v55 = v54 & 31u;
    let v56 = v51 + v55;
    let v59 = p.mat_emissive_layer_id;
    let v60 = v59 >> 2u;
    let v61 = v60 & 1u;
    let v62 = v61 != 0u;
    if v62 {
        let v66 = v56 + 1073741824u;
        r = v66;
    } else {
        r = v56;
    }
    let r_2 = r;
    let v69 = p.mat_emissive_layer_id;
    let v70 = v69 & 3u;
    switch v70 {
        case 2u: {
            let v72 = r_2 + 7u;
            r_1 = v72;
            break;
        }
        case 1u: {
            let v76 = r_2 + 3u;
            r_1 = v76;
            break;
        }
        default: {
            r_1 = r_2;
            break;
        }
    }
    let r_3 = r_1;
    let v81 = gl_GlobalInvocationID.x;
    Out[v81] = r_3;
    return;
}
