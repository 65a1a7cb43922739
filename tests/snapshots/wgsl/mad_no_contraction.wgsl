@group(0) @binding(0) var<storage, read_write> OutF: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> OutI: array<vec4<i32>>;
@group(0) @binding(2) var<storage, read_write> OutM: array<mat3x2<f32>>;
@group(0) @binding(3) var<storage, read> In: array<vec4<f32>>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v7 = In[v5];
    let v11 = gl_GlobalInvocationID.x;
    let v12 = v11 + 4u;
    let v14 = In[v12];
    let v18 = gl_GlobalInvocationID.x;
    let v19 = v18 + 8u;
    let v21 = In[v19];
    let v24 = gl_GlobalInvocationID.x;
    let v29 = fma(v7, v14, v21);
    let v32 = v7 * v14;
    let v33 = v29 + v32;
    OutF[v24] = v33;
    let v37 = vec4<i32>(v7);
    let v41 = vec4<i32>(v14);
    let v44 = gl_GlobalInvocationID.x;
    let v49 = gl_GlobalInvocationID.xxxx;
    let v50 = vec4<i32>(v49);
    let v51 = v37 * v41;
    let v52 = v51 + v50;
    OutI[v44] = v52;
    let v56 = v7.xyz;
    let v58 = v14.xyz;
    let v59 = mat2x3<f32>(v56, v58);
    let v63 = v21.xyz;
    let v65 = v7.yzw;
    let v66 = mat2x3<f32>(v63, v65);
    let v69 = gl_GlobalInvocationID.x;
    let v74 = v59[0];
    let v75 = v66[0];
    let v76 = v59[0];
    let v77 = fma(v74, v75, v76);
    let v78 = v59[1];
    let v79 = v66[1];
    let v80 = v59[1];
    let v81 = fma(v78, v79, v80);
    let v82 = mat2x3<f32>(v77, v81);
    OutM[v69] = transpose(v82);
    return;
}
