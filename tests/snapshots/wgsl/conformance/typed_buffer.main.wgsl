@group(0) @binding(0) var<storage, read_write> Out: array<i32>;
@group(0) @binding(1) var<storage, read_write> RW: array<i32>;
@group(0) @binding(2) var<storage, read> In: array<vec4<f32>>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v8 = gl_GlobalInvocationID.x;
    let v37 = arrayLength(&In);
    let v38 = v8 < v37;
    let v40 = In[v8];
    let v41 = select(vec4<f32>(), v40, v38);
    let v13 = gl_GlobalInvocationID.x;
    let v15 = v41.x;
    let v17 = v41.w;
    let v18 = v15 + v17;
    let v19 = i32(v18);
    let v20 = v19 - 1i;
    let v21 = vec4<i32>(v20, 0i, 0i, 0i);
    let v42 = arrayLength(&Out);
    let v43 = v13 < v42;
    let v45 = v21.x;
    if v43 {
        Out[v13] = v45;
    }
    let v25 = gl_GlobalInvocationID.x;
    let v27 = gl_GlobalInvocationID.x;
    let v47 = arrayLength(&RW);
    let v48 = v27 < v47;
    let v50 = RW[v27];
    let v51 = vec4<i32>(v50, 0i, 0i, 1i);
    let v52 = select(vec4<i32>(), v51, v48);
    let v30 = v52.x;
    let v31 = v30 * 2i;
    let v32 = v31 + 1i;
    let v33 = vec4<i32>(v32, 0i, 0i, 0i);
    let v53 = arrayLength(&RW);
    let v54 = v25 < v53;
    let v56 = v33.x;
    if v54 {
        RW[v25] = v56;
    }
    return;
}
