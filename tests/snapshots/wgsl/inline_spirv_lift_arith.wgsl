@group(0) @binding(0) var<storage, read_write> U: array<u32>;
@group(0) @binding(1) var<storage, read_write> I: array<i32>;
@group(0) @binding(2) var<storage, read_write> F: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v6 = U[gl_LocalInvocationIndex];
    let v11 = I[gl_LocalInvocationIndex];
    let v16 = F[gl_LocalInvocationIndex];
    let v77 = bitcast<u32>(v11);
    let v78 = v6 + v77;
    let v79 = v6 * 3u;
    let v25 = v78 + v79;
    let v80 = v6 / 7u;
    let v28 = v25 + v80;
    let v81 = v6 % 5u;
    let v31 = v28 + v81;
    U[gl_LocalInvocationIndex] = v31;
    let v82 = v11 - 2i;
    let v83 = v11 / (-3i);
    let v40 = v82 + v83;
    let v84 = v11 % 4i;
    let v43 = v40 + v84;
    let v85 = -v11;
    let v46 = v43 + v85;
    I[gl_LocalInvocationIndex] = v46;
    let v50 = vec2<f32>(v16, 1f);
    let v52 = vec2<f32>(2f, v16);
    let v86 = v50 + v52;
    let v58 = v86.x;
    let v87 = v16 - 1f;
    let v88 = v16 * v16;
    let v64 = v87 * v88;
    let v65 = v58 + v64;
    let v89 = v16 / 3f;
    let v68 = v65 + v89;
    let v90 = v16 % 2f;
    let v71 = v68 + v90;
    let v91 = -v16;
    let v74 = v71 + v91;
    F[gl_LocalInvocationIndex] = v74;
    return;
}
