@group(0) @binding(0) var<storage, read_write> OutI: array<vec4<i32>>;
@group(0) @binding(1) var<storage, read_write> OutF: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = i32(v5);
    let v7 = v6 - 32i;
    let v13 = gl_GlobalInvocationID.x;
    let v14 = v13 + 1u;
    let v18 = f32(v7);
    let v19 = v18 * 0.25f;
    let v24 = gl_GlobalInvocationID.x;
    let v28 = v7 + 7i;
    let v31 = v7 - 7i;
    let v34 = v7 * 7i;
    let v37 = v7 / 7i;
    let v38 = vec4<i32>(v28, v31, v34, v37);
    let v41 = v7 % 7i;
    let v43 = -v7;
    let v46 = v14 / 3u;
    let v48 = v14 % 3u;
    let v49 = v46 + v48;
    let v50 = i32(v49);
    let v51 = vec4<i32>(v41, v43, 7i, v50);
    let v52 = v38 + v51;
    OutI[v24] = v52;
    let v55 = gl_GlobalInvocationID.x;
    let v59 = v19 + 3f;
    let v62 = v19 - 3f;
    let v65 = v19 * 3f;
    let v68 = v19 / 3f;
    let v69 = vec4<f32>(v59, v62, v65, v68);
    let v72 = v19 % 3f;
    let v74 = -v19;
    let v76 = vec4<f32>(v72, v74, 3f, 0f);
    let v77 = v69 + v76;
    OutF[v55] = v77;
    let v83 = vec3<i32>(v7, 7i, v7);
    let v84 = v83 * vec3<i32>(2i, 3i, 4i);
    let v85 = v84 / vec3<i32>(1i, 2i, 3i);
    let v88 = gl_GlobalInvocationID.x;
    let v89 = v88 + 64u;
    let v92 = v85 % vec3<i32>(5i);
    let v93 = vec4<i32>(v92, 0i);
    OutI[v89] = v93;
    return;
}
