@group(0) @binding(0) var<storage, read_write> OutI: array<vec4<i32>>;
@group(0) @binding(1) var<storage, read_write> OutU: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = i32(-1.00000002e+30f);
    let v10 = vec4<i32>(-1024i, v7, 2i, -7i);
    OutI[v4] = v10;
    let v13 = gl_GlobalInvocationID.x;
    OutU[v13] = vec4<u32>(4294966272u, 1410065408u, 7u, 4294966272u);
    return;
}
