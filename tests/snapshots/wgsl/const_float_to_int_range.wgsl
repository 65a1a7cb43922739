@group(0) @binding(0) var<storage, read_write> OutI: array<vec4<i32>>;
@group(0) @binding(1) var<storage, read_write> OutU: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    OutI[v4] = vec4<i32>(-1024i, 0i, 2i, -7i);
    let v8 = gl_GlobalInvocationID.x;
    OutU[v8] = vec4<u32>(4294966272u, 1410065408u, 7u, 4294966272u);
    return;
}
