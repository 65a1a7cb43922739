struct Stride16_f32 {
    @size(16) v: f32,
}

struct type_A_mem {
    c14: array<Stride16_f32, 4>,
    r41: array<Stride16_f32, 4>,
}

struct type_B {
    c41: vec4<f32>,
    r14: vec4<f32>,
    i13: vec3<i32>,
}

@group(0) @binding(4) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(0) var<uniform> A: type_A_mem;
@group(0) @binding(1) var<uniform> B: type_B;

@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = array<f32, 4>(A.c14[0].v, A.c14[1].v, A.c14[2].v, A.c14[3].v);
    let v6 = v5[0];
    let v7 = v5[1];
    let v8 = v5[2];
    let v9 = v5[3];
    let v10 = vec4<f32>(v6, v7, v8, v9);
    let v13 = A.r41[0i].v;
    let v16 = A.r41[1i].v;
    let v19 = A.r41[2i].v;
    let v22 = A.r41[3i].v;
    let v23 = vec4<f32>(v13, v16, v19, v22);
    let v24 = v10 + v23;
    Out[0i] = v24;
    let v29 = B.c41[0i];
    let v32 = B.c41[1i];
    let v35 = B.c41[2i];
    let v38 = B.c41[3i];
    let v39 = vec4<f32>(v29, v32, v35, v38);
    let v41 = B.r14;
    let v42 = v39 + v41;
    let v44 = B.i13;
    let v45 = vec3<f32>(v44);
    let v46 = vec4<f32>(v45, 1f);
    let v47 = v42 + v46;
    Out[1i] = v47;
    let v51 = array<f32, 4>(A.c14[0].v, A.c14[1].v, A.c14[2].v, A.c14[3].v);
    let v52 = v51[0];
    let v53 = v51[1];
    let v54 = v51[2];
    let v55 = v51[3];
    let v56 = vec4<f32>(v52, v53, v54, v55);
    let v57 = v56.w;
    let v59 = array<f32, 4>(A.r41[0].v, A.r41[1].v, A.r41[2].v, A.r41[3].v);
    let v60 = v59[0];
    let v61 = v59[1];
    let v62 = v59[2];
    let v63 = v59[3];
    let v64 = vec4<f32>(v60, v61, v62, v63);
    let v65 = v64.w;
    let v68 = gl_GlobalInvocationID.x;
    let v69 = v68 & 3u;
    let v71 = A.c14[v69].v;
    let v74 = gl_GlobalInvocationID.x;
    let v75 = v74 & 3u;
    let v77 = A.r41[v75].v;
    let v78 = vec4<f32>(v57, v65, v71, v77);
    Out[2i] = v78;
    return;
}
