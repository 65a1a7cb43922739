struct type_Params {
    Offset: u32,
}

@group(1) @binding(3) var<storage, read> In: array<u32>;
@group(0) @binding(5) var<storage, read_write> Out: array<u32>;
@group(2) @binding(0) var<uniform> Params: type_Params;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v9 = In[v7];
    let v11 = Params.Offset;
    let v12 = v9 + v11;
    Out[v4] = v12;
    return;
}
