@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn Level2(x: u32) -> u32 {
    let v4 = x + 1u;
    let v5 = Level3(v4);
    let v7 = x + 2u;
    let v8 = Level3(v7);
    let v9 = v5 + v8;
    return v9;
}

fn Emit(slot: u32, value: u32) {
    Out[slot] = value;
    return;
}

fn Mix(a: u32, b: u32) -> u32 {
    let v7 = a * 31u;
    let v9 = v7 ^ b;
    return v9;
}

fn Level3(x: u32) -> u32 {
    let v6 = x >> 3u;
    let v7 = Mix(x, v6);
    return v7;
}

fn Level1(x: u32) -> u32 {
    let v4 = Level2(x);
    let v5 = v4 * 2u;
    return v5;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = Level1(v5);
    let v9 = gl_GlobalInvocationID.x;
    let v11 = Level3(v6);
    let v13 = Level1(v6);
    let v14 = Mix(v11, v13);
    Emit(v9, v14);
    return;
}
