@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn fib_0() -> u32 {
    return 0u;
}

fn fib_1() -> u32 {
    return 1u;
}

fn fib_2() -> u32 {
    let v0 = fib_1();
    let v1 = fib_0();
    let v2 = v0 + v1;
    return v2;
}

fn fib_3() -> u32 {
    let v0 = fib_2();
    let v1 = fib_1();
    let v2 = v0 + v1;
    return v2;
}

fn fib_7() -> u32 {
    let v0 = fib_6();
    let v1 = fib_5();
    let v2 = v0 + v1;
    return v2;
}

fn fib_4() -> u32 {
    let v0 = fib_3();
    let v1 = fib_2();
    let v2 = v0 + v1;
    return v2;
}

fn fib_5() -> u32 {
    let v0 = fib_4();
    let v1 = fib_3();
    let v2 = v0 + v1;
    return v2;
}

fn fib_8() -> u32 {
    let v0 = fib_7();
    let v1 = fib_6();
    let v2 = v0 + v1;
    return v2;
}

fn fib_9() -> u32 {
    let v0 = fib_8();
    let v1 = fib_7();
    let v2 = v0 + v1;
    return v2;
}

fn fib_6() -> u32 {
    let v0 = fib_5();
    let v1 = fib_4();
    let v2 = v0 + v1;
    return v2;
}

fn fib_10() -> u32 {
    let v0 = fib_9();
    let v1 = fib_8();
    let v2 = v0 + v1;
    return v2;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v6 = fib_10();
    let v8 = gl_GlobalInvocationID.x;
    let v9 = fib_6();
    let v10 = v8 * v9;
    let v11 = v6 + v10;
    Out[v4] = v11;
    return;
}
