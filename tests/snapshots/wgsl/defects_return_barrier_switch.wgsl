@group(0) @binding(0) var<storage, read_write> Data: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<workgroup> tile: array<u32, 64>;

fn code(k: u32) -> u32 {
    let v4 = k * 3u;
    let v5 = v4 + 1u;
    return v5;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var k_1: u32;
    var v40: u32;
    var s_2: u32;
    var j_1: u32;
    var v59: u32;
    var returned: bool;
    var k: u32;
    var returned_1: bool;
    var s: u32;
    var j: u32;
    var s_1: u32;
    var value: bool;
    var returned_2: bool;
    var returned_3: bool;
    let v8 = gl_GlobalInvocationID.x;
    tile[gl_LocalInvocationIndex] = 0u;
    workgroupBarrier();
    let v15 = v8 % 4u;
    switch v15 {
        case 0u: {
            if true {
                let v18 = Data[v8];
                let v19 = v18 > 5u;
                if v19 {
                    returned = true;
                    break;
                }
            }
            if false {
                returned = false;
                break;
            }
            returned = false;
            break;
        }
        case 1u: {
            if true {
                Out[v8] = 7u;
            }
            returned = true;
            break;
        }
        default: {
            returned = false;
            break;
        }
    }
    let returned_4 = returned;
    k = 0u;
    loop {
        k_1 = k;
        let v32 = Data[v8];
        let v33 = v32 % 7u;
        let v34 = k_1 < v33;
        if v34 {
        } else {
            returned_1 = returned_4;
            break;
        }
        let v92 = !returned_4;
        if v92 {
            let v37 = k_1 == 3u;
            if v37 {
                returned_1 = true;
                break;
            }
        }
        if returned_4 {
            returned_1 = returned_4;
            break;
        }
        v40 = k_1 + 1u;
        continuing {
            k = v40;
        }
    }
    let returned_5 = returned_1;
    let v98 = !returned_5;
    if v98 {
        let v45 = code(k_1);
        tile[gl_LocalInvocationIndex] = v45;
    }
    storageBarrier();
    workgroupBarrier();
    let v100 = !returned_5;
    if v100 {
        s = 0u;
        j = 0u;
        loop {
            s_2 = s;
            j_1 = j;
            let v53 = j_1 < 64u;
            if v53 {
            } else {
                break;
            }
            let v57 = tile[j_1];
            v59 = s_2 + v57;
            continuing {
                let v62 = j_1 + 1u;
                s = v59;
                j = v62;
            }
        }
        let v65 = s_2 > 100u;
        s_1 = s_2;
        value = v65;
    } else {
        s_1 = u32();
        value = bool();
    }
    let s_3 = s_1;
    let value_1 = value;
    let v105 = !returned_5;
    if v105 {
        if value_1 {
            Out[v8] = s_3;
            returned_2 = true;
        } else {
            returned_2 = returned_5;
        }
        let returned_6 = returned_2;
        returned_3 = returned_6;
    } else {
        returned_3 = returned_5;
    }
    let returned_7 = returned_3;
    storageBarrier();
    let v108 = !returned_7;
    if v108 {
        let v76 = s_3 + k_1;
        Out[v8] = v76;
    }
    return;
}
