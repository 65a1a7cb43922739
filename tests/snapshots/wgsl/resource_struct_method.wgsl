@group(0) @binding(0) var<storage, read> In: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v18 = In[2u];
    let v21 = In[3u];
    let v22 = vec2<u32>(v18, v21);
    let v25 = gl_GlobalInvocationID.x;
    let v26 = v25 * 4u;
    let v27 = v26 >> 2u;
    let v29 = gl_GlobalInvocationID.x;
    let v53 = v29 * 4u;
    let v54 = v53 >> 2u;
    let v56 = In[v54];
    let v64 = In[0u];
    let v38 = v56 + v64;
    let v72 = In[1u];
    let v75 = v72 + 3u;
    let v40 = v38 + v75;
    let v42 = v22.y;
    let v43 = v40 + v42;
    Out[v27] = v43;
    return;
}
