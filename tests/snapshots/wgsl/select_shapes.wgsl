struct S {
    a: f32,
    b: vec2<i32>,
}

struct S_mem {
    a: f32,
    _m1_0: i32,
    _m1_1: i32,
}

struct Stride16_S_mem {
    @size(16) v: S_mem,
}

struct S_1 {
    a: f32,
    b: vec2<i32>,
}

@group(0) @binding(0) var<storage, read> In: array<Stride16_S_mem>;
@group(0) @binding(1) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> OutS: array<Stride16_S_mem>;
@group(0) @binding(3) var<storage, read_write> OutM: array<mat2x2<f32>>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var r: array<f32, 2>;
    var select_1: S;
    var select_2: array<f32, 2>;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 & 1u;
    let v7 = v6 != 0u;
    let v9 = gl_GlobalInvocationID.x;
    let v10 = v9 & 2u;
    let v11 = v10 != 0u;
    let v13 = gl_GlobalInvocationID.x;
    let v14 = v13 & 4u;
    let v15 = v14 != 0u;
    let v17 = gl_GlobalInvocationID.x;
    let v18 = v17 == 0u;
    let v19 = vec4<bool>(v7, v11, v15, v18);
    let v22 = gl_GlobalInvocationID.x;
    let v27 = In[0i].v.a;
    let v28 = vec4<f32>(v27);
    let v29 = select(vec4<f32>(2f), v28, v19);
    Out[v22] = v29;
    let v32 = gl_GlobalInvocationID.x;
    let v33 = v32 + 8u;
    let v37 = gl_GlobalInvocationID.x;
    let v38 = f32(v37);
    let v39 = vec4<f32>(v38);
    let v40 = select(vec4<f32>(1f, 2f, 3f, 4f), v39, v19);
    Out[v33] = v40;
    let v43 = gl_GlobalInvocationID.x;
    let v46 = gl_GlobalInvocationID.x;
    let v47 = v46 > 3u;
    let v49 = gl_GlobalInvocationID.x;
    let v51 = S_1(In[v49].v.a, vec2<i32>(In[v49].v._m1_0, In[v49].v._m1_1));
    let v52 = v51.a;
    let v53 = v51.b;
    let v54 = S(v52, v53);
    let v56 = S_1(In[0i].v.a, vec2<i32>(In[0i].v._m1_0, In[0i].v._m1_1));
    let v57 = v56.a;
    let v58 = v56.b;
    let v59 = S(v57, v58);
    if v47 {
        select_1 = v54;
    } else {
        select_1 = v59;
    }
    let select_3 = select_1;
    let v64 = select_3.a;
    let v65 = select_3.b;
    let v66 = S_1(v64, v65);
    OutS[v43].v.a = v66.a;
    OutS[v43].v._m1_0 = v66.b[0];
    OutS[v43].v._m1_1 = v66.b[1];
    let v72 = gl_GlobalInvocationID.x;
    let v73 = f32(v72);
    let v74 = array<f32, 2>(3f, v73);
    let v78 = gl_GlobalInvocationID.x;
    let v79 = v78 == 2u;
    if v79 {
        select_2 = array<f32, 2>(1f, 2f);
    } else {
        select_2 = v74;
    }
    let select_4 = select_2;
    r = select_4;
    let v88 = gl_GlobalInvocationID.x;
    let v89 = v88 + 16u;
    let v92 = r[0i];
    let v94 = r[1i];
    let v95 = vec4<f32>(v92, v94, 0f, 0f);
    Out[v89] = v95;
    let v99 = gl_GlobalInvocationID.x;
    let v102 = In[v99].v.a;
    let v103 = vec2<f32>(v102, 1f);
    let v104 = mat2x2<f32>(v103, vec2<f32>(2f, 3f));
    let v107 = gl_GlobalInvocationID.x;
    let v110 = gl_GlobalInvocationID.x;
    let v111 = v110 & 1u;
    let v112 = v111 != 0u;
    let v114 = gl_GlobalInvocationID.x;
    let v115 = v114 & 2u;
    let v116 = v115 != 0u;
    let v117 = vec2<bool>(v112, false);
    let v118 = vec2<bool>(true, v116);
    let v119 = array<vec2<bool>, 2>(v117, v118);
    let v121 = v119[0];
    let v122 = v104[0];
    let v123 = select(vec2<f32>(5f), v122, v121);
    let v124 = v119[1];
    let v125 = v104[1];
    let v126 = select(vec2<f32>(5f), v125, v124);
    let v127 = mat2x2<f32>(v123, v126);
    OutM[v107] = transpose(v127);
    return;
}
