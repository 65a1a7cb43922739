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
    let v77 = v15 > v17;
    let v78 = v15 < v17;
    let v79 = v78 | v77;
    let v80 = v6 == 3u;
    let v24 = i32(v6);
    let v81 = bitcast<u32>(v24);
    let v82 = v81 < 4294967295u;
    let v83 = !v82;
    let v84 = v80 & v83;
    let v85 = bitcast<i32>(v6);
    let v86 = v85 >= 4i;
    let v87 = v11 < 0.5f;
    let v88 = v86 | v87;
    let v89 = v11 > 2f;
    let v90 = v11 < 2f;
    let v91 = v90 | v89;
    let v92 = !v91;
    let v93 = v11 <= 1f;
    let v94 = !v93;
    let v95 = v92 != v94;
    if v95 {
        or = v95;
    } else {
        let v46 = v79.x;
        or = v46;
    }
    let or_2 = or;
    if or_2 {
        or_1 = or_2;
    } else {
        let v51 = v79.y;
        or_1 = v51;
    }
    let or_3 = or_1;
    let v96 = select(2u, 1u, v84);
    let v97 = select(8u, 4u, v88);
    let v61 = v96 + v97;
    let v98 = select(32u, 16u, or_3);
    let v64 = v61 + v98;
    let v99 = (bitcast<u32>(v11) & u32(0x7fffffffu)) > u32(0x7f800000u);
    let v100 = select(0u, 64u, v99);
    let v68 = v64 + v100;
    let v101 = (bitcast<u32>(v11) & u32(0x7fffffffu)) == u32(0x7f800000u);
    let v102 = select(0u, 128u, v101);
    let v72 = v68 + v102;
    U[gl_LocalInvocationIndex] = v72;
    return;
}
