@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn pack_1(v: vec2<f32>) -> u32 {
    let v4 = v.x;
    let v5 = pack(v4);
    let v7 = v.y;
    let v8 = pack(v7);
    let v10 = v8 << 8u;
    let v11 = v5 | v10;
    return v11;
}

fn pack(x: f32) -> u32 {
    let v4 = clamp(x, 0f, 1f);
    let v5 = v4 * 255f;
    let v6 = u32(v5);
    return v6;
}

fn pack4(v: vec4<f32>) -> u32 {
    let v4 = v.xy;
    let v5 = pack_1(v4);
    let v7 = v.zw;
    let v8 = pack_1(v7);
    let v10 = v8 << 16u;
    let v11 = v5 | v10;
    return v11;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = v6 / 8f;
    let v8 = vec4<f32>(v7, 0.5f, 1f, 0f);
    let v11 = gl_GlobalInvocationID.x;
    let v14 = pack4(v8);
    let v15 = pack(0.25f);
    let v16 = v14 ^ v15;
    Out[v11] = v16;
    return;
}
