enable f16;

@group(0) @binding(0) var<storage, read> In: array<vec4<f16>>;
@group(0) @binding(1) var<storage, read_write> Out: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v7 = In[v5];
    let v11 = v7.x;
    let v12 = f32(v11);
    let v13 = bitcast<u32>(v12);
    let v17 = v7.yz;
    let v18 = vec2<f32>(v17);
    let v19 = bitcast<vec2<i32>>(v18);
    let v23 = v7.w;
    let v24 = f32(v23);
    let v25 = bitcast<u32>(v24);
    let v26 = bitcast<f32>(v25);
    let v30 = v7.xyz;
    let v31 = vec3<f32>(v30);
    let v32 = v31.x;
    let v33 = vec2<f32>(v32, 0f);
    let v34 = pack2x16float(v33);
    let v35 = v31.y;
    let v36 = vec2<f32>(v35, 0f);
    let v37 = pack2x16float(v36);
    let v38 = v31.z;
    let v39 = vec2<f32>(v38, 0f);
    let v40 = pack2x16float(v39);
    let v41 = vec3<u32>(v34, v37, v40);
    let v44 = gl_GlobalInvocationID.x;
    let v48 = v19.x;
    let v49 = u32(v48);
    let v51 = v19.y;
    let v52 = u32(v51);
    let v53 = v49 ^ v52;
    let v55 = bitcast<u32>(v26);
    let v57 = v41.x;
    let v59 = v41.y;
    let v60 = v57 ^ v59;
    let v62 = v41.z;
    let v63 = v60 ^ v62;
    let v64 = vec4<u32>(v13, v53, v55, v63);
    Out[v44] = v64;
    return;
}
