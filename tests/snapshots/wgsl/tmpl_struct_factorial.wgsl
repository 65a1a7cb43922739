@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var i_1: u32;
    var table: array<u32, 6>;
    var i: u32;
    i = 0u;
    loop {
        i_1 = i;
        let v7 = i_1 < 6u;
        if v7 {
        } else {
            break;
        }
        let v12 = i_1 * 24u;
        table[i_1] = v12;
        continuing {
            let v15 = i_1 + 1u;
            i = v15;
        }
    }
    let v18 = gl_GlobalInvocationID.x;
    let v21 = gl_GlobalInvocationID.x;
    let v22 = v21 % 6u;
    let v24 = table[v22];
    let v25 = v24 + 120u;
    Out[v18] = v25;
    return;
}
