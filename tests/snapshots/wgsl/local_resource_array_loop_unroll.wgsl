@group(0) @binding(0) var<storage, read_write> A: array<i32>;
@group(0) @binding(1) var<storage, read_write> B: array<i32>;
@group(0) @binding(2) var<storage, read_write> C: array<i32>;
@group(0) @binding(3) var<storage, read_write> Out: array<i32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var pairs___bias: array<i32, 2>;
    let v13 = gl_GlobalInvocationID.x;
    let v15 = A[v13];
    let v17 = 0i + v15;
    let v22 = gl_GlobalInvocationID.x;
    let v24 = B[v22];
    let v26 = v17 + v24;
    let v31 = gl_GlobalInvocationID.x;
    let v33 = C[v31];
    let v35 = v26 + v33;
    loop {
        let v41 = v35 > 100i;
        if v41 {
            continue;
        }
        let v46 = gl_GlobalInvocationID.x;
        A[v46] = v35;
        continuing {
            break if true;
        }
    }
    loop {
        let v52 = v35 > 100i;
        if v52 {
            continue;
        }
        let v57 = gl_GlobalInvocationID.x;
        B[v57] = v35;
        continuing {
            break if true;
        }
    }
    loop {
        let v63 = v35 > 100i;
        if v63 {
            continue;
        }
        let v68 = gl_GlobalInvocationID.x;
        C[v68] = v35;
        continuing {
            break if true;
        }
    }
    pairs___bias = array<i32, 2>(1i, 2i);
    let v85 = C[0i];
    let v88 = pairs___bias[1i];
    let v89 = v85 * v88;
    let v91 = v35 + v89;
    let v97 = A[0i];
    let v100 = pairs___bias[0i];
    let v101 = v97 * v100;
    let v103 = v91 + v101;
    let v107 = gl_GlobalInvocationID.x;
    Out[v107] = v103;
    return;
}
