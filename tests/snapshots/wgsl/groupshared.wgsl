var<workgroup> sData: array<f32, 128>;
var<workgroup> sFlag: u32;
@group(0) @binding(0) var<storage, read> In: array<f32>;
@group(0) @binding(16) var<storage, read_write> Out: array<f32>;

@compute @workgroup_size(128, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v9 = gl_GlobalInvocationID.x;
    let v11 = In[v9];
    sData[gl_LocalInvocationIndex] = v11;
    let v14 = gl_LocalInvocationIndex == 0u;
    if v14 {
        sFlag = 7u;
    }
    workgroupBarrier();
    let v19 = gl_LocalInvocationIndex + 127u;
    let v20 = v19 % 128u;
    let v22 = sData[v20];
    let v26 = gl_LocalInvocationIndex + 1u;
    let v27 = v26 % 128u;
    let v29 = sData[v27];
    let v32 = gl_GlobalInvocationID.x;
    let v36 = v22 + v29;
    let v37 = v36 * 0.5f;
    let v38 = sFlag;
    let v39 = f32(v38);
    let v40 = v37 + v39;
    Out[v32] = v40;
    return;
}
