@group(0) @binding(0) var<storage, read_write> Out: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read_write> OutF: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 * 1.5f;
    let v11 = bitcast<u32>(v7);
    let v15 = bitcast<i32>(v7);
    let v19 = bitcast<f32>(v11);
    let v21 = bitcast<f32>(v15);
    let v22 = v19 + v21;
    let v26 = vec2<u32>(v11, 1065353216u);
    let v27 = bitcast<vec2<f32>>(v26);
    let v32 = -v7;
    let v33 = vec3<f32>(v7, v32, 0.5f);
    let v34 = bitcast<vec3<i32>>(v33);
    let v38 = vec2<f32>(v7, 0f);
    let v39 = pack2x16float(v38);
    let v43 = unpack2x16float(v39);
    let v44 = v43.x;
    let v47 = gl_GlobalInvocationID.x;
    let v51 = u32(v15);
    let v54 = v34.x;
    let v56 = v34.y;
    let v57 = v54 ^ v56;
    let v59 = v34.z;
    let v60 = v57 ^ v59;
    let v61 = u32(v60);
    let v62 = vec4<u32>(v11, v51, v39, v61);
    Out[v47] = v62;
    let v65 = gl_GlobalInvocationID.x;
    let v70 = vec4<f32>(v22, v27, v44);
    OutF[v65] = v70;
    return;
}
