@group(0) @binding(1) var<storage, read> g: array<u32>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;

@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v6 = gl_GlobalInvocationID.x;
    let v7 = v6 >> 2u;
    let v9 = g[v7];
    o[0i] = v9;
    return;
}
