@group(0) @binding(0) var<storage, read_write> Data: array<u32>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;
var<workgroup> tile: array<u32, 64>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var acc_2: u32;
    var t_1: u32;
    var returned_3: bool;
    var value_3: bool;
    var returned_5: bool;
    var acc_3: u32;
    var acc: u32;
    var t: u32;
    var returned: bool;
    var value: bool;
    var and: bool;
    var value_1: bool;
    var returned_1: bool;
    var returned_2: bool;
    var acc_1: u32;
    let v8 = gl_GlobalInvocationID.x;
    acc = 0u;
    t = 0u;
    returned = false;
    value = bool();
    loop {
        acc_2 = acc;
        t_1 = t;
        returned_3 = returned;
        let value_2 = value;
        let v15 = t_1 < 4u;
        if v15 {
        } else {
            break;
        }
        let v62 = !returned_3;
        if v62 {
            let v19 = t_1 == 2u;
            if v19 {
                let v22 = v8 & 1u;
                let v23 = v22 != 0u;
                and = v23;
            } else {
                and = v19;
            }
            let and_1 = and;
            value_1 = and_1;
        } else {
            value_1 = value_2;
        }
        value_3 = value_1;
        let v67 = !returned_3;
        if v67 {
            if value_3 {
                let v29 = acc_2 + 1000000u;
                Out[v8] = v29;
                returned_1 = true;
            } else {
                returned_1 = returned_3;
            }
            let returned_4 = returned_1;
            returned_2 = returned_4;
        } else {
            returned_2 = returned_3;
        }
        returned_5 = returned_2;
        let v70 = !returned_5;
        if v70 {
            let v36 = Data[v8];
            let v38 = t_1 + 1u;
            let v39 = v36 * v38;
            tile[gl_LocalInvocationIndex] = v39;
        }
        workgroupBarrier();
        let v72 = !returned_5;
        if v72 {
            let v43 = gl_LocalInvocationIndex + 1u;
            let v44 = v43 % 64u;
            let v46 = tile[v44];
            let v48 = acc_2 + v46;
            acc_1 = v48;
        } else {
            acc_1 = acc_2;
        }
        acc_3 = acc_1;
        workgroupBarrier();
        continuing {
            let v52 = t_1 + 1u;
            acc = acc_3;
            t = v52;
            returned = returned_5;
            value = value_3;
        }
    }
    let v74 = !returned_3;
    if v74 {
        Out[v8] = acc_2;
    }
    return;
}
