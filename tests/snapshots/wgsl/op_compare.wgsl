struct Version {
    major: u32,
    minor: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn Version__key(this_1: ptr<function, Version>) -> u32 {
    let v2 = (*this_1).major;
    let v3 = v2 * 1000u;
    let v5 = (*this_1).minor;
    let v6 = v3 + v5;
    return v6;
}

fn Version__operator_ge(this_1: ptr<function, Version>, o: Version) -> bool {
    var o_1: Version;
    o_1 = o;
    let v4 = Version__key(this_1);
    let v5 = Version__key(&o_1);
    let v6 = v4 >= v5;
    return v6;
}

fn Version__operator_le(this_1: ptr<function, Version>, o: Version) -> bool {
    var o_1: Version;
    o_1 = o;
    let v4 = Version__key(this_1);
    let v5 = Version__key(&o_1);
    let v6 = v4 <= v5;
    return v6;
}

fn Version__operator_gt(this_1: ptr<function, Version>, o: Version) -> bool {
    var o_1: Version;
    o_1 = o;
    let v4 = Version__key(this_1);
    let v5 = Version__key(&o_1);
    let v6 = v4 > v5;
    return v6;
}

fn Version__operator_lt(this_1: ptr<function, Version>, o: Version) -> bool {
    var o_1: Version;
    o_1 = o;
    let v4 = Version__key(this_1);
    let v5 = Version__key(&o_1);
    let v6 = v4 < v5;
    return v6;
}

fn Version__operator_ne(this_1: ptr<function, Version>, o: Version) -> bool {
    var o_1: Version;
    o_1 = o;
    let v4 = Version__key(this_1);
    let v5 = Version__key(&o_1);
    let v6 = v4 != v5;
    return v6;
}

fn Version__operator_eq(this_1: ptr<function, Version>, o: Version) -> bool {
    var o_1: Version;
    o_1 = o;
    let v4 = Version__key(this_1);
    let v5 = Version__key(&o_1);
    let v6 = v4 == v5;
    return v6;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Version;
    var r: u32;
    var r_1: u32;
    var r_2: u32;
    var r_3: u32;
    var cond: i32;
    var cond_1: i32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = Version(1u, v5);
    a = v6;
    let v13 = Version__operator_eq(&a, Version(1u, 4u));
    if v13 {
        r = 1u;
    } else {
        r = 0u;
    }
    let r_4 = r;
    let v18 = Version__operator_ne(&a, Version(1u, 4u));
    if v18 {
        let v20 = r_4 | 2u;
        r_1 = v20;
    } else {
        r_1 = r_4;
    }
    let r_5 = r_1;
    let v23 = Version__operator_lt(&a, Version(1u, 4u));
    if v23 {
        let v25 = r_5 | 4u;
        r_2 = v25;
    } else {
        r_2 = r_5;
    }
    let r_6 = r_2;
    let v28 = Version__operator_gt(&a, Version(1u, 4u));
    if v28 {
        let v30 = r_6 | 8u;
        r_3 = v30;
    } else {
        r_3 = r_6;
    }
    let r_7 = r_3;
    let v33 = Version__operator_le(&a, Version(1u, 4u));
    if v33 {
        cond = 16i;
    } else {
        cond = 0i;
    }
    let cond_2 = cond;
    let v39 = Version__operator_ge(&a, Version(1u, 4u));
    if v39 {
        cond_1 = 32i;
    } else {
        cond_1 = 0i;
    }
    let cond_3 = cond_1;
    let v44 = cond_2 | cond_3;
    let v45 = u32(v44);
    let v47 = r_7 | v45;
    let v50 = gl_GlobalInvocationID.x;
    Out[v50] = v47;
    return;
}
