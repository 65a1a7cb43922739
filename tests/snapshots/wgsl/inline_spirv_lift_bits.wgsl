@group(0) @binding(0) var<storage, read_write> U: array<u32>;
@group(0) @binding(1) var<storage, read_write> I: array<i32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v6 = U[gl_LocalInvocationIndex];
    let v11 = I[gl_LocalInvocationIndex];
    let v15 = vec2<u32>(v6, 1u);
    let v17 = vec2<i32>(v11, 3i);
    let v57 = v17 & vec2<i32>(31i);
    let v58 = v15 << vec2<u32>(v57);
    let v59 = bitcast<i32>(v6);
    let v60 = 4u & 31u;
    let v61 = v59 >> v60;
    let v62 = bitcast<u32>(v61);
    let v25 = v58.x;
    let v26 = v62 + v25;
    let v28 = v58.y;
    let v29 = v26 + v28;
    let v63 = v6 | 240u;
    let v32 = v29 + v63;
    let v64 = v6 & 60u;
    let v35 = v32 + v64;
    let v65 = ~v6;
    let v38 = v35 + v65;
    let v66 = reverseBits(v6);
    let v41 = v38 + v66;
    U[gl_LocalInvocationIndex] = v41;
    let v67 = bitcast<u32>(v11);
    let v68 = v6 & 31u;
    let v69 = v67 >> v68;
    let v70 = bitcast<i32>(v69);
    let v71 = bitcast<i32>(v6);
    let v72 = v11 ^ v71;
    let v51 = v70 + v72;
    let v73 = countOneBits(v6);
    let v74 = bitcast<i32>(v73);
    let v54 = v51 + v74;
    I[gl_LocalInvocationIndex] = v54;
    return;
}
