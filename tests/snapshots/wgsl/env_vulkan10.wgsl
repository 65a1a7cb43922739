@group(0) @binding(0) var<storage, read> In: array<f32>;
@group(0) @binding(1) var<storage, read_write> Out: array<f32>;
@group(0) @binding(2) var<storage, read_write> Raw: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v9 = In[v7];
    let v10 = v9 * 2f;
    Out[v4] = v10;
    let v13 = gl_GlobalInvocationID.x;
    let v14 = v13 * 4u;
    let v15 = v14 >> 2u;
    let v17 = gl_GlobalInvocationID.x;
    let v19 = In[v17];
    let v20 = bitcast<u32>(v19);
    Raw[v15] = v20;
    return;
}
