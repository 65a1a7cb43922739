struct Mask {
    bits: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn Mask__operator_bitor_1(this_1: ptr<function, Mask>, b: u32) -> Mask {
    var r: Mask;
    let v7 = (*this_1).bits;
    let v9 = v7 | b;
    r.bits = v9;
    let v11 = r;
    return v11;
}

fn Mask__operator_bitor(this_1: ptr<function, Mask>, o: Mask) -> Mask {
    var o_1: Mask;
    var r: Mask;
    o_1 = o;
    let v7 = (*this_1).bits;
    let v9 = o_1.bits;
    let v10 = v7 | v9;
    r.bits = v10;
    let v12 = r;
    return v12;
}

fn Mask__operator_xor(this_1: ptr<function, Mask>, o: Mask) -> Mask {
    var o_1: Mask;
    var r: Mask;
    o_1 = o;
    let v7 = (*this_1).bits;
    let v9 = o_1.bits;
    let v10 = v7 ^ v9;
    r.bits = v10;
    let v12 = r;
    return v12;
}

fn Mask__operator_bitand(this_1: ptr<function, Mask>, o: Mask) -> Mask {
    var o_1: Mask;
    var r: Mask;
    o_1 = o;
    let v7 = (*this_1).bits;
    let v9 = o_1.bits;
    let v10 = v7 & v9;
    r.bits = v10;
    let v12 = r;
    return v12;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Mask;
    var c: Mask;
    var this_1: Mask;
    var this_2: Mask;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = 240u | v5;
    let v7 = Mask(v6);
    a = v7;
    let v15 = Mask__operator_bitand(&a, Mask(60u));
    this_2 = v15;
    let v18 = Mask__operator_xor(&a, Mask(60u));
    let v19 = Mask__operator_bitor(&this_2, v18);
    this_1 = v19;
    let v21 = Mask__operator_bitor_1(&this_1, 256u);
    c = v21;
    let v24 = gl_GlobalInvocationID.x;
    let v27 = c.bits;
    Out[v24] = v27;
    return;
}
