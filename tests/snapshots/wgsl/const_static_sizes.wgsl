var<workgroup> Shared: array<f32, 36>;
@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var i_1: u32;
    var local: array<f32, 2>;
    var i: u32;
    i = gl_LocalInvocationIndex;
    loop {
        i_1 = i;
        let v10 = i_1 < 36u;
        if v10 {
        } else {
            break;
        }
        let v15 = f32(i_1);
        Shared[i_1] = v15;
        continuing {
            let v18 = i_1 + 8u;
            i = v18;
        }
    }
    workgroupBarrier();
    let v24 = gl_LocalInvocationIndex + 4u;
    let v25 = v24 % 36u;
    let v27 = Shared[v25];
    local[0i] = v27;
    let v30 = gl_GlobalInvocationID.x;
    let v33 = local[0i];
    let v34 = v33 + (-4f);
    Out[v30] = v34;
    return;
}
