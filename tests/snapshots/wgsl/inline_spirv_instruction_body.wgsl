@group(0) @binding(0) var<storage, read_write> U: array<u32>;
@group(0) @binding(1) var<storage, read_write> F: array<vec2<f32>>;

fn unpackHalf2x16(packed: u32) -> vec2<f32> {
    let v4 = unpack2x16float(packed);
    let v5 = v4.x;
    let v8 = packed >> 16u;
    let v9 = unpack2x16float(v8);
    let v10 = v9.x;
    let v11 = vec2<f32>(v5, v10);
    return v11;
}

fn readClock(scope: u32) -> vec2<u32> {
    return vec2<u32>(0u);
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v23 = readClock(3u);
    let v10 = U[gl_LocalInvocationIndex];
    let v24 = unpackHalf2x16(v10);
    F[gl_LocalInvocationIndex] = v24;
    let v25 = reverseBits(gl_LocalInvocationIndex);
    let v18 = v23.x;
    let v19 = v18 & 0u;
    let v20 = v25 + v19;
    U[gl_LocalInvocationIndex] = v20;
    return;
}
