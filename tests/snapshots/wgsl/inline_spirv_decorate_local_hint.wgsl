@group(0) @binding(0) var<storage, read_write> F: array<f32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var i_1: u32;
    var sum: f32;
    var last: f32;
    var i: u32;
    sum = 0f;
    i = 0u;
    loop {
        i_1 = i;
        let v9 = i_1 <= gl_LocalInvocationIndex;
        if v9 {
        } else {
            break;
        }
        let v13 = F[i_1];
        let v14 = sum;
        let v15 = v14 + v13;
        sum = v15;
        continuing {
            let v18 = i_1 + 1u;
            i = v18;
        }
    }
    let v21 = sum;
    let v22 = v21 * 2f;
    last = v22;
    let v26 = last;
    F[gl_LocalInvocationIndex] = v26;
    return;
}
