@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

fn mad3_float(a: f32, b: f32, c: f32) -> f32 {
    let v11 = a * b;
    let v13 = v11 + c;
    return v13;
}

fn add_uint2(a: vec2<u32>, b: vec2<u32>) -> vec2<u32> {
    let v8 = a + b;
    return v8;
}

fn add_float3(a: vec3<f32>, b: vec3<f32>) -> vec3<f32> {
    let v8 = a + b;
    return v8;
}

fn add_float(a: f32, b: f32) -> f32 {
    let v8 = a + b;
    return v8;
}

fn add_int(a: i32, b: i32) -> i32 {
    let v8 = a + b;
    return v8;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = i32(v5);
    let v7 = add_int(v6, 3i);
    let v10 = add_float(0.5f, 1.25f);
    let v14 = gl_GlobalInvocationID.x;
    let v15 = f32(v14);
    let v16 = vec3<f32>(v15);
    let v17 = add_float3(vec3<f32>(1f, 2f, 3f), v16);
    let v21 = gl_GlobalInvocationID.xy;
    let v22 = add_uint2(v21, vec2<u32>(4u, 5u));
    let v27 = f32(v7);
    let v28 = mad3_float(v10, 2f, v27);
    let v31 = gl_GlobalInvocationID.x;
    let v35 = vec4<f32>(v17, v28);
    let v37 = vec2<f32>(v22);
    let v39 = f32(v7);
    let v41 = vec4<f32>(v37, v39, v10);
    let v42 = v35 + v41;
    Out[v31] = v42;
    return;
}
