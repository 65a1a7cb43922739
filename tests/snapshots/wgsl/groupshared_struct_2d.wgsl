struct Texel {
    color: vec4<f32>,
    tag: u32,
}

var<workgroup> sTile: array<array<f32, 17>, 16>;
var<workgroup> sTexels: array<Texel, 16>;
@group(0) @binding(0) var<storage, read> In: array<f32>;
@group(0) @binding(16) var<storage, read_write> Out: array<f32>;

@compute @workgroup_size(16, 16, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_id) gl_LocalInvocationID: vec3<u32>) {
    var t: Texel;
    let v7 = gl_LocalInvocationID.y;
    let v10 = gl_LocalInvocationID.x;
    let v13 = gl_GlobalInvocationID.y;
    let v14 = v13 * 256u;
    let v16 = gl_GlobalInvocationID.x;
    let v17 = v14 + v16;
    let v19 = In[v17];
    sTile[v7][v10] = v19;
    let v22 = gl_LocalInvocationID.y;
    let v23 = v22 == 0u;
    if v23 {
        let v25 = gl_LocalInvocationID.x;
        let v29 = gl_LocalInvocationID.x;
        let v30 = f32(v29);
        let v31 = vec4<f32>(v30);
        let v32 = vec4<f32>(1f, 0f, 0f, 1f) * v31;
        sTexels[v25].color = v32;
        let v35 = gl_LocalInvocationID.x;
        let v39 = gl_LocalInvocationID.x;
        sTexels[v35].tag = v39;
    }
    workgroupBarrier();
    let v44 = gl_LocalInvocationID.y;
    let v46 = sTexels[v44];
    t = v46;
    let v49 = gl_GlobalInvocationID.y;
    let v50 = v49 * 256u;
    let v52 = gl_GlobalInvocationID.x;
    let v53 = v50 + v52;
    let v56 = gl_LocalInvocationID.x;
    let v59 = gl_LocalInvocationID.y;
    let v61 = sTile[v56][v59];
    let v63 = t.color;
    let v64 = v63.x;
    let v65 = v61 + v64;
    let v67 = t.tag;
    let v68 = f32(v67);
    let v69 = v65 + v68;
    Out[v53] = v69;
    return;
}
