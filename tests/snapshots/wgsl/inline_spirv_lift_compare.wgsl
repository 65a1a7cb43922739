@group(0) @binding(0) var<storage, read_write> U: array<u32>;
@group(0) @binding(1) var<storage, read_write> F: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var or: bool;
    var or_1: bool;
    let v6 = U[gl_LocalInvocationIndex];
    let v11 = F[gl_LocalInvocationIndex];
    let v15 = vec2<f32>(v11, 1f);
    let v17 = vec2<f32>(0f, v11);
    let v78 = v15 > v17;
    let v79 = v15 < v17;
    let v80 = v79 | v78;
    let v81 = v6 == 3u;
    let v24 = i32(v6);
    let v82 = bitcast<u32>(v24);
    let v83 = v82 < 4294967295u;
    let v84 = !v83;
    let v85 = v81 & v84;
    let v86 = bitcast<i32>(v6);
    let v87 = v86 >= 4i;
    let v88 = v11 < 0.5f;
    let v89 = v87 | v88;
    let v90 = v11 > 2f;
    let v91 = v11 < 2f;
    let v92 = v91 | v90;
    let v93 = !v92;
    let v94 = v11 <= 1f;
    let v95 = !v94;
    let v96 = v93 != v95;
    if v96 {
        or = v96;
    } else {
        let v47 = v80.x;
        or = v47;
    }
    let or_2 = or;
    if or_2 {
        or_1 = or_2;
    } else {
        let v52 = v80.y;
        or_1 = v52;
    }
    let or_3 = or_1;
    let v97 = select(2u, 1u, v85);
    let v98 = select(8u, 4u, v89);
    let v62 = v97 + v98;
    let v99 = select(32u, 16u, or_3);
    let v65 = v62 + v99;
    let v100 = (bitcast<u32>(v11) & u32(0x7fffffffu)) > u32(0x7f800000u);
    let v101 = select(0u, 64u, v100);
    let v69 = v65 + v101;
    let v102 = (bitcast<u32>(v11) & u32(0x7fffffffu)) == u32(0x7f800000u);
    let v103 = select(0u, 128u, v102);
    let v73 = v69 + v103;
    U[gl_LocalInvocationIndex] = v73;
    return;
}
