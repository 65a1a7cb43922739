struct Counter {
    ticks_delta_spare: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn advance(t: ptr<function, u32>, by: u32) {
    let v5 = (*t);
    let v6 = v5 + by;
    (*t) = v6;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var c: Counter;
    var t: u32;
    c = Counter(0u);
    let v7 = c.ticks_delta_spare;
    let v8 = v7 & 4294967280u;
    let v9 = v8 | 14u;
    c.ticks_delta_spare = v9;
    let v12 = c.ticks_delta_spare;
    let v13 = v12 & 15u;
    let v14 = v13 + 1u;
    let v15 = v14 & 15u;
    let v16 = c.ticks_delta_spare;
    let v17 = v16 & 4294967280u;
    let v18 = v17 | v15;
    c.ticks_delta_spare = v18;
    let v22 = gl_GlobalInvocationID.x;
    let v23 = c.ticks_delta_spare;
    let v24 = v23 & 15u;
    let v25 = v24 + v22;
    let v26 = v25 & 15u;
    let v27 = c.ticks_delta_spare;
    let v28 = v27 & 4294967280u;
    let v29 = v28 | v26;
    c.ticks_delta_spare = v29;
    let v32 = c.ticks_delta_spare;
    let v33 = v32 << 24u;
    let v34 = bitcast<i32>(v33);
    let v35 = v34 >> u32(28i);
    let v36 = v35 - 1i;
    let v37 = u32(v36);
    let v38 = v37 & 15u;
    let v39 = v38 << 4u;
    let v40 = c.ticks_delta_spare;
    let v41 = v40 & 4294967055u;
    let v42 = v41 | v39;
    c.ticks_delta_spare = v42;
    let v45 = c.ticks_delta_spare;
    let v46 = v45 << 24u;
    let v47 = bitcast<i32>(v46);
    let v48 = v47 >> u32(28i);
    let v49 = v48 - 7i;
    let v50 = u32(v49);
    let v51 = v50 & 15u;
    let v52 = v51 << 4u;
    let v53 = c.ticks_delta_spare;
    let v54 = v53 & 4294967055u;
    let v55 = v54 | v52;
    c.ticks_delta_spare = v55;
    let v59 = c.ticks_delta_spare;
    let v60 = v59 & 15u;
    t = v60;
    advance(&t, 3u);
    let v63 = t;
    let v64 = v63 & 15u;
    let v65 = c.ticks_delta_spare;
    let v66 = v65 & 4294967280u;
    let v67 = v66 | v64;
    c.ticks_delta_spare = v67;
    let v72 = c.ticks_delta_spare;
    let v73 = v72 & 255u;
    let v74 = v73 | 4294967040u;
    c.ticks_delta_spare = v74;
    let v77 = gl_GlobalInvocationID.x;
    let v80 = c.ticks_delta_spare;
    let v81 = v80 & 15u;
    let v82 = v81 * 1000u;
    let v84 = c.ticks_delta_spare;
    let v85 = v84 << 24u;
    let v86 = bitcast<i32>(v85);
    let v87 = v86 >> u32(28i);
    let v88 = v87 + 8i;
    let v89 = u32(v88);
    let v90 = v89 * 100u;
    let v91 = v82 + v90;
    let v93 = c.ticks_delta_spare;
    let v94 = v93 >> 8u;
    let v95 = v94 & 16777215u;
    let v97 = v95 >> 20u;
    let v98 = v91 + v97;
    Out[v77] = v98;
    return;
}
