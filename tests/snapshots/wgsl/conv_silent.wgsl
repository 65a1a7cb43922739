enable f16;

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> Ints: array<i32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var m: mat3x3<f32>;
    let v5 = vec3<f32>(gl_GlobalInvocationID);
    let v6 = vec4<f32>(v5, 1.5f);
    let v10 = v6.xyz;
    let v14 = v6.xy;
    let v21 = mat4x4<f32>(v6, v6, v6, v6);
    let v22 = v21[0];
    let v23 = v22.xyz;
    let v24 = v21[1];
    let v25 = v24.xyz;
    let v26 = v21[2];
    let v27 = v26.xyz;
    let v28 = mat3x3<f32>(v23, v25, v27);
    m = v28;
    let v32 = v6.x;
    let v33 = f16(v32);
    let v47 = v6.z;
    let v48 = i32(v47);
    let v56 = u32(v48);
    let v59 = v6.w;
    let v61 = f32(v48);
    let v62 = v61 + v59;
    let v63 = i32(v62);
    let v67 = v56 != 0u;
    let v71 = select(0f, 1f, v67);
    let v74 = gl_GlobalInvocationID.x;
    let v78 = m[1i];
    let v79 = v10 + v78;
    let v81 = v14.x;
    let v83 = f32(v33);
    let v84 = v81 + v83;
    let v87 = v84 + 0.25f;
    let v88 = vec4<f32>(v79, v87);
    let v90 = vec4<f32>(v71);
    let v91 = v88 + v90;
    let v94 = v91 + vec4<f32>(2f);
    Out[v74] = v94;
    let v97 = gl_GlobalInvocationID.x;
    let v110 = 100i + v63;
    let v112 = i32(v56);
    let v113 = v110 + v112;
    Ints[v97] = v113;
    return;
}
