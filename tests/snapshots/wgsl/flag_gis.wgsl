@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> In: array<vec4<f32>>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v7 = In[v5];
    let v11 = gl_GlobalInvocationID.x;
    let v12 = v11 + 4u;
    let v14 = In[v12];
    let v17 = gl_GlobalInvocationID.x;
    let v21 = v7 * v14;
    let v24 = v7 / v14;
    let v25 = v21 + v24;
    let v28 = dot(v7, v14);
    let v29 = vec4<f32>(v28);
    let v30 = v25 - v29;
    let v32 = gl_GlobalInvocationID.x;
    let v33 = f32(v32);
    let v34 = v33 * 2f;
    let v35 = vec4<f32>(v34);
    let v36 = v30 + v35;
    Out[v17] = v36;
    return;
}
