var<private> x: u32 = 1000u;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var total_2: u32;
    var i_2: u32;
    var v23: u32;
    var total_3: u32;
    var i_3: u32;
    var v39: u32;
    var total: u32;
    var i: u32;
    var total_1: u32;
    var i_1: u32;
    let v4 = x;
    let v8 = gl_GlobalInvocationID.x;
    let v14 = v4 + 5u;
    total = v14;
    i = 0u;
    loop {
        total_2 = total;
        i_2 = i;
        let v19 = i_2 < 2u;
        if v19 {
        } else {
            break;
        }
        v23 = total_2 + v8;
        continuing {
            let v26 = i_2 + 1u;
            total = v23;
            i = v26;
        }
    }
    total_1 = total_2;
    i_1 = 0u;
    loop {
        total_3 = total_1;
        i_3 = i_1;
        let v31 = i_3 < 3u;
        if v31 {
        } else {
            break;
        }
        let v35 = i_3 * 2u;
        v39 = total_3 + v35;
        continuing {
            let v42 = i_3 + 1u;
            total_1 = v39;
            i_1 = v42;
        }
    }
    let v48 = total_3 + 7u;
    let v51 = gl_GlobalInvocationID.x;
    Out[v51] = v48;
    return;
}
