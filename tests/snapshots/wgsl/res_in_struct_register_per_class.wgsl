@group(0) @binding(0) var<storage, read_write> Out: array<vec4<i32>>;
@group(0) @binding(8) var<storage, read> Lone: array<i32>;
@group(0) @binding(3) var<storage, read> g_SrvBuf1: array<i32>;
@group(0) @binding(5) var<storage, read_write> g_e_UavBuf1: array<i32>;
@group(0) @binding(4) var<storage, read> g_SrvBuf2: array<i32>;
@group(0) @binding(6) var<storage, read_write> g_UavBuf2: array<i32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(local_invocation_id) gl_LocalInvocationID: vec3<u32>) {
    let v12 = gl_LocalInvocationID.x;
    let v71 = arrayLength(&g_e_UavBuf1);
    let v72 = v12 < v71;
    let v74 = g_e_UavBuf1[v12];
    let v75 = vec4<i32>(v74, 0i, 0i, 1i);
    let v76 = select(vec4<i32>(), v75, v72);
    let v15 = v76.x;
    let v21 = gl_LocalInvocationID.x;
    let v23 = g_SrvBuf1[v21];
    let v29 = gl_LocalInvocationID.x;
    let v31 = g_SrvBuf2[v29];
    let v37 = gl_LocalInvocationID.x;
    let v77 = arrayLength(&g_UavBuf2);
    let v78 = v37 < v77;
    let v80 = g_UavBuf2[v37];
    let v81 = vec4<i32>(v80, 0i, 0i, 1i);
    let v82 = select(vec4<i32>(), v81, v78);
    let v40 = v82.x;
    let v43 = gl_LocalInvocationID.x;
    let v49 = vec4<i32>(v15, v23, v31, v40);
    let v51 = gl_LocalInvocationID.x;
    let v53 = Lone[v51];
    let v54 = vec4<i32>(v53);
    let v55 = v49 + v54;
    Out[v43] = v55;
    return;
}
