struct FixedArray_int_2 {
    items: array<i32, 2>,
}

struct FixedArray_uint_4 {
    items: array<u32, 4>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn FixedArray_float_9__size() -> u32 {
    return 9u;
}

fn FixedArray_uint_4__size() -> u32 {
    return 4u;
}

fn FixedArray_int_2__operator_index(this_1: ptr<function, FixedArray_int_2>, i: u32) -> i32 {
    let v7 = (*this_1).items[i];
    return v7;
}

fn FixedArray_uint_4__operator_index(this_1: ptr<function, FixedArray_uint_4>, i: u32) -> u32 {
    let v7 = (*this_1).items[i];
    return v7;
}

fn FixedArray_int_2__fill(this_1: ptr<function, FixedArray_int_2>, v: i32) {
    var i_1: u32;
    var i: u32;
    i = 0u;
    loop {
        i_1 = i;
        let v7 = i_1 < 2u;
        if v7 {
        } else {
            break;
        }
        let v14 = i32(i_1);
        let v15 = v + v14;
        (*this_1).items[i_1] = v15;
        continuing {
            let v18 = i_1 + 1u;
            i = v18;
        }
    }
    return;
}

fn FixedArray_uint_4__fill(this_1: ptr<function, FixedArray_uint_4>, v: u32) {
    var i_1: u32;
    var i: u32;
    i = 0u;
    loop {
        i_1 = i;
        let v7 = i_1 < 4u;
        if v7 {
        } else {
            break;
        }
        let v14 = v + i_1;
        (*this_1).items[i_1] = v14;
        continuing {
            let v17 = i_1 + 1u;
            i = v17;
        }
    }
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: FixedArray_uint_4;
    var b: FixedArray_int_2;
    let v5 = gl_GlobalInvocationID.x;
    FixedArray_uint_4__fill(&a, v5);
    FixedArray_int_2__fill(&b, -1i);
    let v10 = gl_GlobalInvocationID.x;
    let v12 = FixedArray_uint_4__operator_index(&a, 3u);
    let v13 = FixedArray_int_2__operator_index(&b, 1u);
    let v14 = u32(v13);
    let v15 = v12 + v14;
    let v16 = FixedArray_uint_4__size();
    let v17 = v15 + v16;
    let v18 = FixedArray_float_9__size();
    let v19 = v17 + v18;
    Out[v10] = v19;
    return;
}
