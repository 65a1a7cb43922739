@group(0) @binding(5) var<storage, read_write> a1_Buf: array<i32>;
@group(0) @binding(0) var<storage, read_write> a2_Buf: array<i32>;
@group(0) @binding(10) var<storage, read_write> d_0__Buf: array<i32>;
@group(0) @binding(11) var<storage, read_write> d_1__Buf: array<i32>;
@group(0) @binding(3) var<storage, read> g_Src: array<i32>;
@group(0) @binding(1) var<storage, read_write> g_e_Out: array<i32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(local_invocation_id) gl_LocalInvocationID: vec3<u32>) {
    let v18 = gl_LocalInvocationID.x;
    let v24 = gl_LocalInvocationID.x;
    let v68 = a1_Buf[v24];
    let v69 = v68 * 2i;
    let v32 = gl_LocalInvocationID.x;
    let v34 = d_1__Buf[v32];
    let v35 = v69 + v34;
    let v39 = gl_LocalInvocationID.x;
    let v41 = g_Src[v39];
    let v42 = v35 + v41;
    let v43 = a2_Buf[v18];
    let v44 = v43 + v42;
    a2_Buf[v18] = v44;
    let v50 = gl_LocalInvocationID.x;
    let v56 = gl_LocalInvocationID.x;
    let v58 = d_0__Buf[v56];
    g_e_Out[v50] = v58;
    return;
}
