@group(0) @binding(0) var<storage, read_write> Flags: array<u32>;
@group(0) @binding(1) var<storage, read_write> Raw: array<u32>;
@group(0) @binding(2) var<storage, read_write> Plain: array<u32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v16 = gl_GlobalInvocationID.x;
    let v18 = gl_GlobalInvocationID.x;
    let v19 = vec4<u32>(v18, 0u, 0u, 0u);
    let v58 = arrayLength(&Flags);
    let v59 = v16 < v58;
    let v61 = v19.x;
    if v59 {
        Flags[v16] = v61;
    }
    // memory-only barrier in HLSL: WGSL's barriers also wait for the workgroup
    storageBarrier();
    let v24 = gl_GlobalInvocationID.x;
    let v37 = v24 * 4u;
    let v38 = v37 >> 2u;
    let v63 = arrayLength(&Flags);
    let v64 = v24 < v63;
    let v66 = Flags[v24];
    let v67 = vec4<u32>(v66, 0u, 0u, 1u);
    let v68 = select(vec4<u32>(), v67, v64);
    let v45 = v68.x;
    let v46 = v45 + 1u;
    Raw[v38] = v46;
    let v27 = gl_GlobalInvocationID.x;
    Plain[v27] = 1u;
    return;
}
