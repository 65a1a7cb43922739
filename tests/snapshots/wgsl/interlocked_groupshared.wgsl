var<workgroup> sCount: atomic<u32>;
var<workgroup> sBits: array<atomic<u32>, 4>;
var<workgroup> sMin: atomic<i32>;
var<workgroup> sMax: atomic<i32>;
@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(128, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v7 = gl_LocalInvocationIndex == 0u;
    if v7 {
        atomicStore(&sCount, 0u);
        atomicStore(&sBits[0i], 0u);
        atomicStore(&sBits[1i], 0u);
        atomicStore(&sBits[2i], 0u);
        atomicStore(&sBits[3i], 4294967295u);
        atomicStore(&sMin, 2147483647i);
        atomicStore(&sMax, -2147483647i);
    }
    workgroupBarrier();
    let v22 = atomicAdd(&sCount, 1u);
    let v25 = gl_LocalInvocationIndex / 32u;
    let v28 = gl_LocalInvocationIndex % 32u;
    let v29 = v28 & 31u;
    let v30 = 1u << v29;
    _ = atomicOr(&sBits[v25], v30);
    _ = atomicXor(&sBits[2i], gl_LocalInvocationIndex);
    let v37 = gl_LocalInvocationIndex % 32u;
    let v38 = v37 & 31u;
    let v39 = 1u << v38;
    let v40 = ~v39;
    _ = atomicAnd(&sBits[3i], v40);
    let v43 = i32(gl_LocalInvocationIndex);
    let v44 = v43 - 64i;
    _ = atomicMin(&sMin, v44);
    let v47 = i32(gl_LocalInvocationIndex);
    let v48 = v47 - 64i;
    _ = atomicMax(&sMax, v48);
    var v52: u32;
    loop {
        let cx = atomicCompareExchangeWeak(&sBits[2i], 0u, 1u);
        if cx.exchanged || cx.old_value != 0u {
            v52 = cx.old_value;
            break;
        }
    }
    workgroupBarrier();
    let v56 = gl_LocalInvocationIndex == 0u;
    if v56 {
        let v58 = gl_GlobalInvocationID.x;
        let v59 = v58 / 128u;
        let v61 = atomicLoad(&sCount);
        let v63 = atomicLoad(&sBits[0i]);
        let v64 = v61 + v63;
        let v66 = atomicLoad(&sBits[1i]);
        let v67 = v64 + v66;
        let v69 = atomicLoad(&sBits[3i]);
        let v70 = v67 + v69;
        let v71 = atomicLoad(&sMin);
        let v72 = atomicLoad(&sMax);
        let v73 = v71 + v72;
        let v74 = u32(v73);
        let v75 = v70 + v74;
        let v77 = v75 + v52;
        Out[v59] = v77;
    }
    let v80 = gl_GlobalInvocationID.x;
    let v81 = 64u + v80;
    Out[v81] = v22;
    return;
}
