@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn components_uint2(x: vec2<u32>) -> u32 {
    return 2u;
}

fn components_float3(x: vec3<f32>) -> u32 {
    return 3u;
}

fn components_float(x: f32) -> u32 {
    return 1u;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v6 = components_float(1f);
    let v7 = components_float3(vec3<f32>(1f, 2f, 3f));
    let v8 = v7 * 10u;
    let v9 = v6 + v8;
    let v11 = gl_GlobalInvocationID.xy;
    let v12 = components_uint2(v11);
    let v13 = v12 * 100u;
    let v14 = v9 + v13;
    Out[v4] = v14;
    return;
}
