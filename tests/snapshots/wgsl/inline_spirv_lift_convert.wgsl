@group(0) @binding(0) var<storage, read_write> U: array<u32>;
@group(0) @binding(1) var<storage, read_write> F: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v6 = U[gl_LocalInvocationIndex];
    let v11 = F[gl_LocalInvocationIndex];
    let v16 = -v11;
    let v17 = vec2<f32>(v11, v16);
    let v59 = vec2<i32>(v17);
    let v22 = vec2<f32>(v11, 2f);
    let v60 = bitcast<vec2<u32>>(v22);
    let v61 = u32(v11);
    let v30 = v59.x;
    let v32 = v59.y;
    let v33 = v30 + v32;
    let v34 = u32(v33);
    let v35 = v61 + v34;
    let v37 = v60.x;
    let v38 = v35 + v37;
    let v40 = v60.y;
    let v41 = v38 + v40;
    U[gl_LocalInvocationIndex] = v41;
    let v62 = bitcast<i32>(v6);
    let v63 = f32(v62);
    let v48 = i32(v6);
    let v64 = bitcast<u32>(v48);
    let v65 = f32(v64);
    let v50 = v63 + v65;
    let v66 = bitcast<f32>(v6);
    let v53 = v50 + v66;
    let v56 = v53 + v11;
    F[gl_LocalInvocationIndex] = v56;
    return;
}
