@group(0) @binding(0) var<storage, read_write> Flags: array<atomic<u32>>;
@group(0) @binding(1) var Img: texture_storage_2d<r32float, read_write>;
@group(0) @binding(2) var<storage, read_write> Typed: array<u32>;
@group(0) @binding(5) var<storage, read_write> Raw: array<u32>;
@group(0) @binding(3) var<storage, read_write> Plain: array<u32>;
@group(0) @binding(4) var PlainImg: texture_storage_2d<r32float, read_write>;
var<workgroup> Shared: array<u32, 64>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v9 = gl_GlobalInvocationID.x;
    let v11 = atomicLoad(&Flags[v9]);
    Shared[gl_LocalInvocationIndex] = v11;
    workgroupBarrier();
    let v16 = 63u - gl_LocalInvocationIndex;
    let v18 = Shared[v16];
    let v21 = gl_GlobalInvocationID.x;
    let v24 = v18 + 1u;
    atomicStore(&Flags[v21], v24);
    // memory-only barrier in HLSL: WGSL's barriers also wait for the workgroup
    storageBarrier();
    let v29 = gl_GlobalInvocationID.xy;
    let v31 = textureLoad(Img, v29);
    let v32 = v31.x;
    let v35 = gl_GlobalInvocationID.xy;
    let v37 = v32 * 2f;
    let v38 = vec4<f32>(v37, 0f, 0f, 0f);
    textureStore(Img, v35, v38);
    let v42 = gl_GlobalInvocationID.x;
    let v44 = gl_GlobalInvocationID.x;
    let v45 = v44 + 1u;
    let v83 = arrayLength(&Typed);
    let v84 = v45 < v83;
    let v86 = Typed[v45];
    let v87 = vec4<u32>(v86, 0u, 0u, 1u);
    let v88 = select(vec4<u32>(), v87, v84);
    let v48 = v88.x;
    let v49 = vec4<u32>(v48, 0u, 0u, 0u);
    let v89 = arrayLength(&Typed);
    let v90 = v42 < v89;
    let v92 = v49.x;
    if v90 {
        Typed[v42] = v92;
    }
    let v53 = gl_GlobalInvocationID.x;
    let v54 = v53 * 4u;
    let v55 = v54 >> 2u;
    let v58 = Raw[0u];
    let v60 = v58 + v18;
    Raw[v55] = v60;
    let v64 = gl_GlobalInvocationID.x;
    Plain[v64] = v18;
    let v69 = gl_GlobalInvocationID.xy;
    let v71 = gl_GlobalInvocationID.xy;
    let v73 = textureLoad(PlainImg, v71);
    let v74 = v73.x;
    let v75 = v74 + 1f;
    let v76 = vec4<f32>(v75, 0f, 0f, 0f);
    textureStore(PlainImg, v69, v76);
    storageBarrier();
    workgroupBarrier();
    _ = atomicAdd(&Flags[0i], 1u);
    return;
}
