@group(0) @binding(0) var<storage, read_write> U: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> I: array<atomic<i32>>;
@group(0) @binding(2) var<storage, read_write> Orig: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    _ = atomicAdd(&U[0i], 1u);
    let v15 = gl_GlobalInvocationID.x;
    let v16 = atomicAdd(&U[1i], v15);
    let v20 = gl_GlobalInvocationID.x;
    let v21 = atomicMin(&U[2i], v20);
    let v25 = gl_GlobalInvocationID.x;
    let v26 = atomicMax(&U[3i], v25);
    let v30 = gl_GlobalInvocationID.x;
    let v31 = v30 & 31u;
    let v32 = v31 & 31u;
    let v33 = 1u << v32;
    let v34 = ~v33;
    let v35 = atomicAnd(&U[4i], v34);
    let v39 = gl_GlobalInvocationID.x;
    let v40 = v39 & 31u;
    let v41 = v40 & 31u;
    let v42 = 1u << v41;
    let v43 = atomicOr(&U[5i], v42);
    let v47 = gl_GlobalInvocationID.x;
    let v48 = atomicXor(&U[6i], v47);
    let v52 = gl_GlobalInvocationID.x;
    let v53 = atomicExchange(&U[7i], v52);
    let v57 = gl_GlobalInvocationID.x;
    var v58: u32;
    loop {
        let cx = atomicCompareExchangeWeak(&U[8i], 0u, v57);
        if cx.exchanged || cx.old_value != 0u {
            v58 = cx.old_value;
            break;
        }
    }
    let v62 = gl_GlobalInvocationID.x;
    var old: u32;
    loop {
        let cx_1 = atomicCompareExchangeWeak(&U[9i], 0u, v62);
        if cx_1.exchanged || cx_1.old_value != 0u {
            old = cx_1.old_value;
            break;
        }
    }
    let v66 = gl_GlobalInvocationID.x;
    let v67 = i32(v66);
    let v68 = v67 - 32i;
    let v75 = atomicAdd(&I[0i], v68);
    let v79 = atomicMin(&I[1i], v68);
    _ = atomicMax(&I[2i], v68);
    let v86 = atomicExchange(&I[3i], v68);
    _ = atomicMin(&I[4i], v68);
    let v92 = gl_GlobalInvocationID.x;
    let v96 = v16 + v21;
    let v98 = v96 + v26;
    let v100 = v98 + v35;
    let v102 = v100 + v43;
    let v104 = v102 + v48;
    let v106 = v104 + v53;
    let v108 = v106 + v58;
    let v111 = v75 + v79;
    let v113 = v111 + v86;
    let v114 = u32(v113);
    let v115 = v108 + v114;
    Orig[v92] = v115;
    return;
}
