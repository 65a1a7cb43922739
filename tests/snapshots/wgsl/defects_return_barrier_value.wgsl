struct type_C {
    n: u32,
    mode: u32,
}

@group(0) @binding(1) var<storage, read_write> Out: array<f32>;
@group(0) @binding(2) var<uniform> C: type_C;
var<workgroup> g: array<f32, 32>;

fn bound() -> u32 {
    let v1 = C.n;
    let v2 = v1 * 2u;
    return v2;
}

fn work(i: u32) -> f32 {
    var returned: bool;
    var return_value: f32;
    var value: f32;
    var return_value_1: f32;
    let v4 = i > 5u;
    if v4 {
        returned = true;
        return_value = 1f;
    } else {
        returned = false;
        return_value = f32();
    }
    let returned_1 = returned;
    let return_value_2 = return_value;
    let v24 = !returned_1;
    if v24 {
        let v9 = f32(i);
        g[i] = v9;
    }
    workgroupBarrier();
    let v26 = !returned_1;
    if v26 {
        let v13 = i + 1u;
        let v14 = v13 % 32u;
        let v16 = g[v14];
        value = v16;
    } else {
        value = f32();
    }
    let value_1 = value;
    let v31 = !returned_1;
    if v31 {
        return_value_1 = value_1;
    } else {
        return_value_1 = return_value_2;
    }
    let return_value_3 = return_value_1;
    return return_value_3;
}

@compute @workgroup_size(32, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var r_2: f32;
    var i_1: u32;
    var returned_6: bool;
    var returned_9: bool;
    var r_3: f32;
    var returned: bool;
    var r: f32;
    var i: u32;
    var returned_1: bool;
    var returned_2: bool;
    var returned_3: bool;
    var returned_4: bool;
    var r_1: f32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = work(v5);
    let v9 = gl_GlobalInvocationID.x;
    let v10 = v9 == 3u;
    if v10 {
        returned = true;
    } else {
        returned = false;
    }
    let returned_5 = returned;
    r = v6;
    i = 0u;
    returned_1 = returned_5;
    loop {
        r_2 = r;
        i_1 = i;
        returned_6 = returned_1;
        let v15 = bound();
        let v16 = i_1 < v15;
        if v16 {
        } else {
            break;
        }
        let v19 = C.mode;
        switch v19 {
            case 0u: {
                let v54 = !returned_6;
                if v54 {
                    let v21 = gl_GlobalInvocationID.x;
                    g[v21] = r_2;
                }
                workgroupBarrier();
                returned_4 = returned_6;
                break;
            }
            case 1u: {
                let v56 = !returned_6;
                if v56 {
                    let v28 = gl_GlobalInvocationID.x;
                    let v29 = v28 == 7u;
                    if v29 {
                        returned_2 = true;
                    } else {
                        returned_2 = returned_6;
                    }
                    let returned_7 = returned_2;
                    returned_3 = returned_7;
                } else {
                    returned_3 = returned_6;
                }
                let returned_8 = returned_3;
                workgroupBarrier();
                returned_4 = returned_8;
                break;
            }
            default: {
                returned_4 = returned_6;
                break;
            }
        }
        returned_9 = returned_4;
        let v59 = !returned_9;
        if v59 {
            let v35 = i_1 % 32u;
            let v37 = g[v35];
            let v39 = r_2 + v37;
            r_1 = v39;
        } else {
            r_1 = r_2;
        }
        r_3 = r_1;
        continuing {
            let v42 = i_1 + 1u;
            r = r_3;
            i = v42;
            returned_1 = returned_9;
        }
    }
    let v61 = !returned_6;
    if v61 {
        let v45 = gl_GlobalInvocationID.x;
        Out[v45] = r_2;
    }
    return;
}
