@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var v13: u32;
    var v16: u32;
    var odd_3: u32;
    var digits: u32;
    var n: u32;
    var odd: u32;
    var odd_1: u32;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = v7 * 12345u;
    digits = 0u;
    n = v8;
    odd = 0u;
    loop {
        let digits_1 = digits;
        let n_1 = n;
        let odd_2 = odd;
        v13 = digits_1 + 1u;
        v16 = n_1 / 10u;
        let v19 = v16 & 1u;
        let v20 = v19 == 0u;
        if v20 {
            odd_1 = odd_2;
            continue;
        }
        let v23 = odd_2 + 1u;
        odd_1 = v23;
        continuing {
            odd_3 = odd_1;
            let v26 = v16 != 0u;
            let v27 = !v26;
            digits = v13;
            n = v16;
            odd = odd_3;
            break if v27;
        }
    }
    let v29 = gl_GlobalInvocationID.x;
    let v32 = v13 * 100u;
    let v34 = v32 + odd_3;
    Out[v29] = v34;
    return;
}
