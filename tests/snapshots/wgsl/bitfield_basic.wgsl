struct Packed {
    lo_mid_hi: u32,
    scale: f32,
    tag: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var p: Packed;
    p = Packed(0u, 0f, 0u);
    let v7 = gl_GlobalInvocationID.x;
    let v8 = v7 & 15u;
    let v9 = p.lo_mid_hi;
    let v10 = v9 & 4294967280u;
    let v11 = v10 | v8;
    p.lo_mid_hi = v11;
    let v15 = gl_GlobalInvocationID.x;
    let v16 = 2748u + v15;
    let v17 = v16 & 4095u;
    let v18 = v17 << 4u;
    let v19 = p.lo_mid_hi;
    let v20 = v19 & 4294901775u;
    let v21 = v20 | v18;
    p.lo_mid_hi = v21;
    let v26 = p.lo_mid_hi;
    let v27 = v26 & 65535u;
    let v28 = v27 | 4294901760u;
    p.lo_mid_hi = v28;
    let v32 = p.tag;
    let v33 = v32 & 4294967288u;
    let v34 = v33 | 5u;
    p.tag = v34;
    p.scale = 2f;
    let v39 = gl_GlobalInvocationID.x;
    let v42 = p.lo_mid_hi;
    let v43 = v42 & 15u;
    let v45 = p.lo_mid_hi;
    let v46 = v45 >> 4u;
    let v47 = v46 & 4095u;
    let v48 = v43 + v47;
    let v50 = p.lo_mid_hi;
    let v51 = v50 >> 16u;
    let v52 = v51 & 65535u;
    let v53 = v48 + v52;
    let v54 = f32(v53);
    let v56 = p.tag;
    let v57 = v56 & 7u;
    let v58 = f32(v57);
    let v60 = p.scale;
    let v61 = v58 * v60;
    let v62 = v54 + v61;
    let v63 = v62 + 12f;
    let v64 = u32(v63);
    Out[v39] = v64;
    return;
}
