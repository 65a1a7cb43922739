@group(0) @binding(0) var<storage, read_write> U: array<atomic<u32>>;
@group(0) @binding(1) var<storage, read_write> I: array<atomic<i32>>;
var<workgroup> shared_count: atomic<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v4 = gl_LocalInvocationIndex == 0u;
    if v4 {
        atomicStore(&shared_count, 0u);
    }
    workgroupBarrier();
    let v53 = atomicAdd(&shared_count, 1u);
    let v54 = atomicAdd(&U[0i], 1u);
    let v55 = 0u - gl_LocalInvocationIndex;
    _ = atomicAdd(&U[1i], v55);
    let v19 = i32(gl_LocalInvocationIndex);
    let v20 = v19 - 32i;
    _ = atomicMax(&I[0i], v20);
    _ = atomicMin(&U[2i], gl_LocalInvocationIndex);
    let v27 = gl_LocalInvocationIndex % 32u;
    let v28 = v27 & 31u;
    let v29 = 1u << v28;
    _ = atomicOr(&U[3i], v29);
    let v60 = atomicExchange(&U[4i], gl_LocalInvocationIndex);
    var old: u32;
    loop {
        let cx = atomicCompareExchangeWeak(&U[5i], 0u, gl_LocalInvocationIndex);
        if cx.exchanged || cx.old_value != 0u {
            old = cx.old_value;
            break;
        }
    }
    let v40 = 8u + gl_LocalInvocationIndex;
    let v44 = v53 + v54;
    let v46 = v44 + v60;
    let v62 = atomicLoad(&U[6i]);
    let v49 = v46 + v62;
    atomicStore(&U[v40], v49);
    return;
}
