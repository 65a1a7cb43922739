@group(0) @binding(0) var<storage, read_write> Buf: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var v41: u32;
    var sum_1: u32;
    var k_1: u32;
    var v104: u32;
    var o: array<u32, 9>;
    var sum: u32;
    var k: u32;
    _ = atomicAdd(&Buf[0u], 1u);
    let v11 = gl_GlobalInvocationID.x;
    let v12 = atomicAdd(&Buf[1u], v11);
    o[0i] = v12;
    let v18 = gl_GlobalInvocationID.x;
    let v19 = atomicMin(&Buf[2u], v18);
    o[1i] = v19;
    let v25 = gl_GlobalInvocationID.x;
    let v26 = atomicMax(&Buf[3u], v25);
    o[2i] = v26;
    let v32 = gl_GlobalInvocationID.x;
    let v33 = i32(v32);
    let v34 = v33 - 32i;
    loop {
        let v36 = atomicLoad(&Buf[4u]);
        let v37 = bitcast<i32>(v36);
        let v38 = v34 < v37;
        let v39 = select(v37, v34, v38);
        let v40 = bitcast<u32>(v39);
        loop {
            let cx = atomicCompareExchangeWeak(&Buf[4u], v36, v40);
            if cx.exchanged || cx.old_value != v36 {
                v41 = cx.old_value;
                break;
            }
        }
        let v43 = v41 == v36;
        if v43 {
            break;
        }
    }
    let v46 = bitcast<i32>(v41);
    let v51 = gl_GlobalInvocationID.x;
    let v52 = ~v51;
    let v53 = atomicAnd(&Buf[5u], v52);
    o[3i] = v53;
    let v59 = gl_GlobalInvocationID.x;
    let v60 = atomicOr(&Buf[6u], v59);
    o[4i] = v60;
    let v66 = gl_GlobalInvocationID.x;
    let v67 = atomicXor(&Buf[7u], v66);
    o[5i] = v67;
    let v73 = gl_GlobalInvocationID.x;
    let v74 = atomicExchange(&Buf[8u], v73);
    o[6i] = v74;
    let v80 = gl_GlobalInvocationID.x;
    var v81: u32;
    loop {
        let cx_1 = atomicCompareExchangeWeak(&Buf[9u], 0u, v80);
        if cx_1.exchanged || cx_1.old_value != 0u {
            v81 = cx_1.old_value;
            break;
        }
    }
    o[7i] = v81;
    let v87 = gl_GlobalInvocationID.x;
    var old: u32;
    loop {
        let cx_2 = atomicCompareExchangeWeak(&Buf[10u], 0u, v87);
        if cx_2.exchanged || cx_2.old_value != 0u {
            old = cx_2.old_value;
            break;
        }
    }
    let v91 = u32(v46);
    o[8i] = v91;
    sum = 0u;
    k = 0u;
    loop {
        sum_1 = sum;
        k_1 = k;
        let v98 = k_1 < 9u;
        if v98 {
        } else {
            break;
        }
        let v102 = o[k_1];
        v104 = sum_1 + v102;
        continuing {
            let v107 = k_1 + 1u;
            sum = v104;
            k = v107;
        }
    }
    let v110 = gl_GlobalInvocationID.x;
    Out[v110] = sum_1;
    return;
}
