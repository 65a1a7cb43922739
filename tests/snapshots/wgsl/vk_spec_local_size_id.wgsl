@id(3) override Width: u32 = 32u;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(Width, 1u, 1u)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = Width;
    let v9 = v7 * v8;
    Out[v4] = v9;
    return;
}
