@group(0) @binding(0) var<storage, read_write> Out: array<vec4<i32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var arr: array<i32, 3>;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = i32(v5);
    let v10 = v6 + 1i;
    let v15 = v10 + 1i;
    let v20 = v15 - 1i;
    let v24 = v15 - 1i;
    let v29 = vec2<i32>(v20, v6);
    let v32 = v29.x;
    let v33 = v32 + 1i;
    var v35 = v29;
    v35.x = v33;
    let v38 = v35.y;
    let v39 = v38 - 1i;
    var v41 = v35;
    v41.y = v39;
    arr = array<i32, 3>(0i, 0i, 0i);
    let v46 = arr[1i];
    let v47 = v46 + 1i;
    arr[1i] = v47;
    let v51 = arr[1i];
    let v52 = v51 - 1i;
    arr[1i] = v52;
    let v55 = arr[2i];
    let v56 = v55 + 1i;
    arr[2i] = v56;
    let v58 = v51 + v56;
    let v66 = gl_GlobalInvocationID.x;
    let v70 = v6 + v15;
    let v73 = v41.x;
    let v75 = v41.y;
    let v76 = v73 * v75;
    let v79 = arr[1i];
    let v80 = v58 + v79;
    let v83 = v80 + 2i;
    let v84 = vec4<i32>(v70, v24, v76, v83);
    Out[v66] = v84;
    return;
}
