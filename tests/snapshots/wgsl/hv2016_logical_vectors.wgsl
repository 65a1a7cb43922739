@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> Count: array<u32>;

fn touch(i: u32) -> bool {
    let v5 = Count[i];
    let v6 = v5 + 1u;
    Count[i] = v6;
    return true;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = vec4<f32>(v6, 0f, 1f, 2f);
    let v11 = v7 > vec4<f32>(0f);
    let v16 = v7 < vec4<f32>(-5f);
    let v17 = v11 | v16;
    let v21 = v7 != vec4<f32>(0f);
    let v22 = v21 & vec4<bool>(true, true, false, true);
    let v26 = v7 > vec4<f32>(0.5f);
    let v29 = -v7;
    let v30 = select(v29, v7, v26);
    let v34 = gl_GlobalInvocationID.x;
    let v35 = touch(v34);
    let v36 = false & v35;
    let v39 = gl_GlobalInvocationID.x;
    let v43 = select(vec4<f32>(0f), vec4<f32>(1f), v17);
    let v44 = v30 + v43;
    let v46 = select(vec4<f32>(0f), vec4<f32>(1f), v22);
    let v47 = v44 + v46;
    let v49 = select(0i, 1i, v36);
    let v50 = f32(v49);
    let v51 = vec4<f32>(v50);
    let v52 = v47 + v51;
    Out[v39] = v52;
    return;
}
