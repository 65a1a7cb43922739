@group(0) @binding(0) var<storage, read> Colors: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> Ints: array<i32>;
@group(0) @binding(16) var<storage, read_write> Counts: array<u32>;
@group(0) @binding(17) var<storage, read_write> Results: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v46 = arrayLength(&Colors);
    let v47 = v5 < v46;
    let v49 = Colors[v5];
    let v50 = select(vec4<f32>(), v49, v47);
    let v11 = gl_GlobalInvocationID.x;
    let v12 = v11 + 1u;
    let v13 = i32(v12);
    let v51 = bitcast<u32>(v13);
    let v52 = arrayLength(&Colors);
    let v53 = v51 < v52;
    let v55 = Colors[v51];
    let v56 = select(vec4<f32>(), v55, v53);
    let v19 = gl_GlobalInvocationID.x;
    let v57 = arrayLength(&Ints);
    let v58 = v19 < v57;
    let v60 = Ints[v19];
    let v61 = vec4<i32>(v60, 0i, 0i, 1i);
    let v62 = select(vec4<i32>(), v61, v58);
    let v22 = v62.x;
    let v25 = gl_GlobalInvocationID.x;
    let v27 = gl_GlobalInvocationID.x;
    let v63 = arrayLength(&Counts);
    let v64 = v27 < v63;
    let v66 = Counts[v27];
    let v67 = vec4<u32>(v66, 0u, 0u, 1u);
    let v68 = select(vec4<u32>(), v67, v64);
    let v30 = v68.x;
    let v32 = u32(v22);
    let v33 = v30 + v32;
    let v34 = vec4<u32>(v33, 0u, 0u, 0u);
    let v69 = arrayLength(&Counts);
    let v70 = v25 < v69;
    let v72 = v34.x;
    if v70 {
        Counts[v25] = v72;
    }
    let v38 = gl_GlobalInvocationID.x;
    let v41 = dot(v50, v56);
    let v42 = vec4<f32>(v41, 0f, 0f, 0f);
    let v74 = arrayLength(&Results);
    let v75 = v38 < v74;
    let v77 = v42.x;
    if v75 {
        Results[v38] = v77;
    }
    return;
}
