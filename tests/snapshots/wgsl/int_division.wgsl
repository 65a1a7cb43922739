@group(0) @binding(0) var<storage, read_write> Out: array<vec4<i32>>;
@group(0) @binding(1) var<storage, read_write> OutU: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: i32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = i32(v5);
    let v7 = v6 - 32i;
    let v11 = gl_GlobalInvocationID.x;
    let v12 = v11 & 1u;
    let v13 = v12 != 0u;
    if v13 {
        cond = 5i;
    } else {
        cond = -5i;
    }
    let cond_1 = cond;
    let v22 = gl_GlobalInvocationID.x;
    let v23 = v22 * 1000u;
    let v26 = gl_GlobalInvocationID.x;
    let v30 = v7 / cond_1;
    let v33 = v7 % cond_1;
    let v35 = v7 / 4i;
    let v37 = v7 % 4i;
    let v38 = vec4<i32>(v30, v33, v35, v37);
    Out[v26] = v38;
    let v41 = gl_GlobalInvocationID.x;
    let v44 = v23 / 7u;
    let v46 = v23 % 7u;
    let v48 = v23 / 8u;
    let v50 = v23 % 8u;
    let v51 = vec4<u32>(v44, v46, v48, v50);
    OutU[v41] = v51;
    return;
}
