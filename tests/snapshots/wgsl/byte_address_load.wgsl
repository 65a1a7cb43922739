@group(0) @binding(0) var<storage, read> Raw: array<u32>;
@group(0) @binding(16) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 * 32u;
    let v10 = v6 >> 2u;
    let v12 = Raw[v10];
    let v16 = v6 + 4u;
    let v17 = v16 >> 2u;
    let v19 = Raw[v17];
    let v20 = v17 + 1u;
    let v22 = Raw[v20];
    let v23 = vec2<u32>(v19, v22);
    let v27 = v6 + 12u;
    let v28 = v27 >> 2u;
    let v30 = Raw[v28];
    let v31 = v28 + 1u;
    let v33 = Raw[v31];
    let v34 = v28 + 2u;
    let v36 = Raw[v34];
    let v37 = vec3<u32>(v30, v33, v36);
    let v41 = v6 + 16u;
    let v42 = v41 >> 2u;
    let v44 = Raw[v42];
    let v45 = v42 + 1u;
    let v47 = Raw[v45];
    let v48 = v42 + 2u;
    let v50 = Raw[v48];
    let v51 = v42 + 3u;
    let v53 = Raw[v51];
    let v54 = vec4<u32>(v44, v47, v50, v53);
    let v58 = bitcast<vec3<f32>>(v37);
    let v63 = v23.y;
    let v64 = v12 + v63;
    let v66 = v37.z;
    let v67 = v64 + v66;
    let v69 = v54.w;
    let v70 = v67 + v69;
    let v71 = f32(v70);
    let v73 = v54.x;
    let v74 = bitcast<f32>(v73);
    let v75 = v71 + v74;
    let v78 = gl_GlobalInvocationID.x;
    let v82 = vec4<f32>(v58, v75);
    Out[v78] = v82;
    return;
}
