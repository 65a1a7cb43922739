@group(0) @binding(0) var<storage, read_write> Counts: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> Flags: array<u32>;
@group(0) @binding(4) var<storage, read_write> Plain: array<u32>;
@group(0) @binding(3) var<storage, read_write> Pick_1: array<u32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v48 = v4 * 4u;
    let v49 = v48 >> 2u;
    let v51 = atomicAdd(&Counts[v49], 1u);
    let v56 = v4 * 4u;
    let v57 = v56 + 64u;
    let v58 = v57 >> 2u;
    atomicStore(&Counts[v58], v51);
    let v11 = gl_GlobalInvocationID.x;
    let v63 = arrayLength(&Flags);
    let v64 = v11 < v63;
    let v66 = vec4<u32>(1u, 0u, 0u, 0u).x;
    if v64 {
        Flags[v11] = v66;
    }
    // memory-only barrier in HLSL: WGSL's barriers also wait for the workgroup
    storageBarrier();
    let v21 = gl_GlobalInvocationID.x;
    let v26 = gl_GlobalInvocationID.x;
    let v27 = v26 + 1u;
    let v28 = v27 & 3u;
    let v68 = arrayLength(&Flags);
    let v69 = v28 < v68;
    let v71 = Flags[v28];
    let v72 = vec4<u32>(v71, 0u, 0u, 1u);
    let v73 = select(vec4<u32>(), v72, v69);
    let v31 = v73.x;
    Pick_1[v21] = v31;
    let v34 = gl_GlobalInvocationID.x;
    let v37 = gl_GlobalInvocationID.x;
    Plain[v34] = v37;
    return;
}
