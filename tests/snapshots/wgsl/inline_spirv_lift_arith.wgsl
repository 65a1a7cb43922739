@group(0) @binding(0) var<storage, read_write> U: array<u32>;
@group(0) @binding(1) var<storage, read_write> I: array<i32>;
@group(0) @binding(2) var<storage, read_write> F: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v6 = U[gl_LocalInvocationIndex];
    let v11 = I[gl_LocalInvocationIndex];
    let v16 = F[gl_LocalInvocationIndex];
    let v76 = bitcast<u32>(v11);
    let v77 = v6 + v76;
    let v78 = v6 * 3u;
    let v25 = v77 + v78;
    let v79 = v6 / 7u;
    let v28 = v25 + v79;
    let v80 = v6 % 5u;
    let v31 = v28 + v80;
    U[gl_LocalInvocationIndex] = v31;
    let v81 = v11 - 2i;
    let v82 = v11 / (-3i);
    let v39 = v81 + v82;
    let v83 = v11 % 4i;
    let v42 = v39 + v83;
    let v84 = -v11;
    let v45 = v42 + v84;
    I[gl_LocalInvocationIndex] = v45;
    let v49 = vec2<f32>(v16, 1f);
    let v51 = vec2<f32>(2f, v16);
    let v85 = v49 + v51;
    let v57 = v85.x;
    let v86 = v16 - 1f;
    let v87 = v16 * v16;
    let v63 = v86 * v87;
    let v64 = v57 + v63;
    let v88 = v16 / 3f;
    let v67 = v64 + v88;
    let v89 = v16 % 2f;
    let v70 = v67 + v89;
    let v90 = -v16;
    let v73 = v70 + v90;
    F[gl_LocalInvocationIndex] = v73;
    return;
}
