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
    let v21 = atomicAdd(&sCount, 1u);
    let v24 = gl_LocalInvocationIndex / 32u;
    let v27 = gl_LocalInvocationIndex % 32u;
    let v28 = v27 & 31u;
    let v29 = 1u << v28;
    _ = atomicOr(&sBits[v24], v29);
    _ = atomicXor(&sBits[2i], gl_LocalInvocationIndex);
    let v36 = gl_LocalInvocationIndex % 32u;
    let v37 = v36 & 31u;
    let v38 = 1u << v37;
    let v39 = ~v38;
    _ = atomicAnd(&sBits[3i], v39);
    let v42 = i32(gl_LocalInvocationIndex);
    let v43 = v42 - 64i;
    _ = atomicMin(&sMin, v43);
    let v46 = i32(gl_LocalInvocationIndex);
    let v47 = v46 - 64i;
    _ = atomicMax(&sMax, v47);
    var v51: u32;
    loop {
        let cx = atomicCompareExchangeWeak(&sBits[2i], 0u, 1u);
        if cx.exchanged || cx.old_value != 0u {
            v51 = cx.old_value;
            break;
        }
    }
    workgroupBarrier();
    let v55 = gl_LocalInvocationIndex == 0u;
    if v55 {
        let v57 = gl_GlobalInvocationID.x;
        let v58 = v57 / 128u;
        let v60 = atomicLoad(&sCount);
        let v62 = atomicLoad(&sBits[0i]);
        let v63 = v60 + v62;
        let v65 = atomicLoad(&sBits[1i]);
        let v66 = v63 + v65;
        let v68 = atomicLoad(&sBits[3i]);
        let v69 = v66 + v68;
        let v70 = atomicLoad(&sMin);
        let v71 = atomicLoad(&sMax);
        let v72 = v70 + v71;
        let v73 = u32(v72);
        let v74 = v69 + v73;
        let v76 = v74 + v51;
        Out[v58] = v76;
    }
    let v79 = gl_GlobalInvocationID.x;
    let v80 = 64u + v79;
    Out[v80] = v21;
    return;
}
