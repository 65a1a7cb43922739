@group(0) @binding(16) var<storage, read_write> Out: array<f32>;
@group(0) @binding(0) var<storage, read> Indices: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var i_1: u32;
    var sum_1: f32;
    var j_1: u32;
    var v56: f32;
    var table: array<f32, 256>;
    var i: u32;
    var sum: f32;
    var j: u32;
    i = 0u;
    loop {
        i_1 = i;
        let v7 = i_1 < 256u;
        if v7 {
        } else {
            break;
        }
        let v13 = i_1 * i_1;
        let v14 = f32(v13);
        let v15 = v14 * 0.5f;
        table[i_1] = v15;
        continuing {
            let v18 = i_1 + 1u;
            i = v18;
        }
    }
    let v22 = gl_GlobalInvocationID.x;
    let v24 = Indices[v22];
    let v25 = v24 & 255u;
    let v29 = table[v25];
    let v30 = v29 + 1f;
    table[v25] = v30;
    let v33 = v25 * 7u;
    let v34 = v33 & 255u;
    let v38 = table[v25];
    let v39 = v38 * 2f;
    table[v34] = v39;
    sum = 0f;
    j = 0u;
    loop {
        sum_1 = sum;
        j_1 = j;
        let v46 = j_1 < 8u;
        if v46 {
        } else {
            break;
        }
        let v50 = j_1 * 31u;
        let v51 = v25 + v50;
        let v52 = v51 & 255u;
        let v54 = table[v52];
        v56 = sum_1 + v54;
        continuing {
            let v59 = j_1 + 1u;
            sum = v56;
            j = v59;
        }
    }
    let v62 = gl_GlobalInvocationID.x;
    Out[v62] = sum_1;
    return;
}
