struct Counters {
    hits: u32,
    misses: u32,
}

@group(0) @binding(0) var<storage, read_write> C: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read> S: array<Counters>;
@group(0) @binding(2) var<storage, read_write> U: array<u32>;
var<workgroup> bins: array<atomic<u32>, 8>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var total_1: u32;
    var k_1: u32;
    var v29: u32;
    var total: u32;
    var k: u32;
    let v4 = gl_LocalInvocationIndex < 8u;
    if v4 {
        atomicStore(&bins[gl_LocalInvocationIndex], 0u);
    }
    workgroupBarrier();
    total = 0u;
    k = 0u;
    loop {
        total_1 = total;
        k_1 = k;
        let v19 = k_1 < 2u;
        if v19 {
        } else {
            break;
        }
        let v24 = gl_LocalInvocationIndex + k_1;
        let v62 = atomicAdd(&C[0i], v24);
        v29 = total_1 + v62;
        continuing {
            let v32 = k_1 + 1u;
            total = v29;
            k = v32;
        }
    }
    let v38 = gl_LocalInvocationIndex % 4u;
    let v63 = atomicAdd(&bins[v38], 1u);
    _ = atomicAdd(&C[1i], v63);
    let v52 = total_1 + v63;
    let v65 = S[gl_LocalInvocationIndex].misses;
    let v57 = v52 + v65;
    U[gl_LocalInvocationIndex] = v57;
    return;
}
