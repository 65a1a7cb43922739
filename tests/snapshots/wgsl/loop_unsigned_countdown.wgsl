@group(0) @binding(16) var<storage, read_write> Out: array<u32>;
@group(0) @binding(0) var<storage, read> Bounds: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var sum_3: u32;
    var v11: u32;
    var v17: u32;
    var sum_4: u32;
    var j_1: u32;
    var v34: u32;
    var sum_5: u32;
    var v43: u32;
    var v48: u32;
    var sum: u32;
    var i: u32;
    var sum_1: u32;
    var j: u32;
    var sum_2: u32;
    var k: u32;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = v7 % 10u;
    sum = 0u;
    i = v8;
    loop {
        sum_3 = sum;
        let i_1 = i;
        v11 = i_1 - 1u;
        let v13 = i_1 > 0u;
        if v13 {
        } else {
            break;
        }
        v17 = sum_3 + v11;
        continuing {
            sum = v17;
            i = v11;
        }
    }
    let v21 = gl_GlobalInvocationID.x;
    let v23 = Bounds[v21];
    sum_1 = sum_3;
    j = v23;
    loop {
        sum_4 = sum_1;
        j_1 = j;
        let v29 = j_1 != 0u;
        if v29 {
        } else {
            break;
        }
        let v32 = j_1 & 1u;
        v34 = sum_4 + v32;
        continuing {
            let v38 = j_1 >> 1u;
            sum_1 = v34;
            j = v38;
        }
    }
    sum_2 = sum_4;
    k = 5u;
    loop {
        sum_5 = sum_2;
        let k_1 = k;
        v43 = k_1 - 1u;
        let v45 = k_1 != 0u;
        if v45 {
        } else {
            break;
        }
        v48 = sum_5 * 3u;
        continuing {
            sum_2 = v48;
            k = v43;
        }
    }
    let v51 = gl_GlobalInvocationID.x;
    Out[v51] = sum_5;
    return;
}
