struct Pair {
    a: f32,
    b: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var m: mat2x2<f32>;
    var p: Pair;
    var arr: array<f32, 3>;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v10 = vec4<f32>(v6, vec2<f32>(1f, 2f), 3f);
    let v14 = vec4<f32>(v6);
    let v18 = vec2<f32>(1f, v6);
    let v19 = mat2x2<f32>(v18, vec2<f32>(3f, 4f));
    m = v19;
    let v23 = m[0i];
    let v25 = m[1i];
    let v26 = v25.y;
    let v27 = vec3<f32>(v23, v26);
    let v31 = Pair(v6, 5u);
    p = v31;
    let v35 = array<f32, 3>(1f, v6, 3f);
    arr = v35;
    let v39 = v10.xy;
    let v40 = vec2<i32>(v39);
    let v43 = gl_GlobalInvocationID.x;
    let v47 = v10 + v14;
    let v50 = p.a;
    let v51 = vec4<f32>(v27, v50);
    let v52 = v47 + v51;
    let v54 = arr[1i];
    let v56 = p.b;
    let v57 = f32(v56);
    let v59 = v40.x;
    let v60 = f32(v59);
    let v62 = arr[2i];
    let v63 = vec4<f32>(v54, v57, v60, v62);
    let v64 = v52 + v63;
    Out[v43] = v64;
    return;
}
