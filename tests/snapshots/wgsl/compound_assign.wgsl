@group(0) @binding(0) var<storage, read_write> Out: array<u32>;
@group(0) @binding(1) var<storage, read_write> OutF: array<vec2<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var arr: array<u32, 2>;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 + 100u;
    let v9 = v6 + 3u;
    let v12 = v9 - 1u;
    let v15 = v12 * 5u;
    let v18 = v15 / 2u;
    let v21 = v18 % 1000u;
    let v25 = v21 << 2u;
    let v29 = v25 >> 1u;
    let v32 = v29 & 4095u;
    let v35 = v32 | 4096u;
    let v38 = gl_GlobalInvocationID.x;
    let v40 = v35 ^ v38;
    let v44 = gl_GlobalInvocationID.x;
    let v45 = f32(v44);
    let v46 = vec2<f32>(v45, 2f);
    let v49 = v46 * vec2<f32>(1.5f);
    let v52 = v49.y;
    let v53 = v52 - 0.5f;
    var v55 = v49;
    v55.y = v53;
    let v58 = v55 / vec2<f32>(2f, 4f);
    arr = array<u32, 2>(1u, 2u);
    let v63 = gl_GlobalInvocationID.x;
    let v64 = v63 & 1u;
    let v67 = arr[v64];
    let v68 = v67 + v40;
    arr[v64] = v68;
    let v71 = gl_GlobalInvocationID.x;
    let v75 = arr[0i];
    let v76 = v40 + v75;
    let v78 = arr[1i];
    let v79 = v76 + v78;
    Out[v71] = v79;
    let v82 = gl_GlobalInvocationID.x;
    let v83 = v82 + 64u;
    let v85 = Out[v83];
    let v86 = v85 + 1u;
    Out[v83] = v86;
    let v89 = gl_GlobalInvocationID.x;
    OutF[v89] = v58;
    return;
}
