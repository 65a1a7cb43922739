@group(0) @binding(0) var<storage, read_write> Out: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 * 2654435769u;
    let v10 = gl_GlobalInvocationID.x;
    let v11 = i32(v10);
    let v12 = -v11;
    let v16 = countOneBits(v6);
    var v18 = vec4<u32>();
    v18.x = v16;
    let v21 = firstLeadingBit(v6);
    let v23 = u32(firstLeadingBit(v12));
    let v24 = v21 + v23;
    var v26 = v18;
    v26.y = v24;
    let v29 = firstTrailingBit(v6);
    let v31 = u32(v12);
    let v32 = firstTrailingBit(v31);
    let v33 = v29 + v32;
    var v35 = v26;
    v35.z = v33;
    let v38 = reverseBits(v6);
    var v40 = v35;
    v40.w = v38;
    let v45 = ~v6;
    let v46 = vec2<u32>(v6, v45);
    let v49 = gl_GlobalInvocationID.x;
    let v50 = v49 * 2u;
    Out[v50] = v40;
    let v55 = gl_GlobalInvocationID.x;
    let v56 = v55 * 2u;
    let v57 = v56 + 1u;
    let v60 = countOneBits(v46);
    let v62 = reverseBits(v46);
    let v63 = vec4<u32>(v60, v62);
    Out[v57] = v63;
    return;
}
