@group(0) @binding(0) var<storage, read_write> Out: array<i32>;

fn tsum_int_3(a: array<i32, 3>) -> i32 {
    var s_1: i32;
    var i_1: u32;
    var v14: i32;
    var a_1: array<i32, 3>;
    var s: i32;
    var i: u32;
    a_1 = a;
    s = 0i;
    i = 0u;
    loop {
        s_1 = s;
        i_1 = i;
        let v8 = i_1 < 3u;
        if v8 {
        } else {
            break;
        }
        let v12 = a_1[i_1];
        v14 = s_1 + v12;
        continuing {
            let v17 = i_1 + 1u;
            s = v14;
            i = v17;
        }
    }
    return s_1;
}

@compute @workgroup_size(1, 1, 1)
fn main() {
    let v6 = tsum_int_3(array<i32, 3>(-5i, 8i, 3i));
    Out[0i] = v6;
    return;
}
