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
    let v13 = v7 < vec4<f32>(-5f);
    let v14 = v11 | v13;
    let v18 = v7 != vec4<f32>(0f);
    let v19 = v18 & vec4<bool>(true, true, false, true);
    let v23 = v7 > vec4<f32>(0.5f);
    let v26 = -v7;
    let v27 = select(v26, v7, v23);
    let v31 = gl_GlobalInvocationID.x;
    let v32 = touch(v31);
    let v33 = false & v32;
    let v36 = gl_GlobalInvocationID.x;
    let v40 = select(vec4<f32>(0f), vec4<f32>(1f), v14);
    let v41 = v27 + v40;
    let v43 = select(vec4<f32>(0f), vec4<f32>(1f), v19);
    let v44 = v41 + v43;
    let v46 = select(0i, 1i, v33);
    let v47 = f32(v46);
    let v48 = vec4<f32>(v47);
    let v49 = v44 + v48;
    Out[v36] = v49;
    return;
}
