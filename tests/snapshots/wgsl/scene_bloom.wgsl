// entry downsample
struct type_Pass {
    TexelSize: vec2<f32>,
    Threshold: f32,
    Intensity: f32,
}

@group(2) @binding(0) var<uniform> Pass: type_Pass;
@group(0) @binding(0) var Source: texture_2d<f32>;
@group(0) @binding(2) var Dest: texture_storage_2d<rgba16float, write>;
@group(1) @binding(0) var LinearClamp: sampler;

fn tap(uv: vec2<f32>) -> vec3<f32> {
    let v6 = textureSampleLevel(Source, LinearClamp, uv, 0f);
    let v7 = v6.xyz;
    return v7;
}

@compute @workgroup_size(8, 8, 1)
fn downsample(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.xy;
    let v6 = vec2<f32>(v5);
    let v7 = v6 + vec2<f32>(0.5f);
    let v9 = Pass.TexelSize;
    let v10 = v7 * v9;
    let v14 = tap(v10);
    let v15 = v14 * vec3<f32>(0.125f);
    let v19 = Pass.TexelSize;
    let v25 = v19 * vec2<f32>(-1f);
    let v26 = v10 + v25;
    let v27 = tap(v26);
    let v30 = Pass.TexelSize;
    let v34 = v30 * vec2<f32>(1f, -1f);
    let v35 = v10 + v34;
    let v36 = tap(v35);
    let v37 = v27 + v36;
    let v40 = Pass.TexelSize;
    let v44 = v40 * vec2<f32>(-1f, 1f);
    let v45 = v10 + v44;
    let v46 = tap(v45);
    let v47 = v37 + v46;
    let v50 = Pass.TexelSize;
    let v51 = v50 * vec2<f32>(1f);
    let v52 = v10 + v51;
    let v53 = tap(v52);
    let v54 = v47 + v53;
    let v55 = v54 * vec3<f32>(0.125f);
    let v57 = v15 + v55;
    let v61 = Pass.TexelSize;
    let v65 = v61 * vec2<f32>(-2f, 0f);
    let v66 = v10 + v65;
    let v67 = tap(v66);
    let v70 = Pass.TexelSize;
    let v71 = v70 * vec2<f32>(2f, 0f);
    let v72 = v10 + v71;
    let v73 = tap(v72);
    let v74 = v67 + v73;
    let v77 = Pass.TexelSize;
    let v81 = v77 * vec2<f32>(0f, -2f);
    let v82 = v10 + v81;
    let v83 = tap(v82);
    let v84 = v74 + v83;
    let v87 = Pass.TexelSize;
    let v88 = v87 * vec2<f32>(0f, 2f);
    let v89 = v10 + v88;
    let v90 = tap(v89);
    let v91 = v84 + v90;
    let v92 = v91 * vec3<f32>(0.0625f);
    let v94 = v57 + v92;
    let v98 = v94.x;
    let v100 = v94.y;
    let v102 = v94.z;
    let v103 = max(v100, v102);
    let v104 = max(v98, v103);
    let v107 = gl_GlobalInvocationID.xy;
    let v111 = Pass.Threshold;
    let v112 = v104 - v111;
    let v113 = clamp(v112, 0f, 1f);
    let v114 = vec3<f32>(v113);
    let v115 = v94 * v114;
    let v116 = vec4<f32>(v115, 1f);
    textureStore(Dest, v107, v116);
    return;
}
// entry upsample
struct type_Pass {
    TexelSize: vec2<f32>,
    Threshold: f32,
    Intensity: f32,
}

@group(2) @binding(0) var<uniform> Pass: type_Pass;
@group(0) @binding(0) var Source: texture_2d<f32>;
@group(0) @binding(1) var Lower: texture_2d<f32>;
@group(0) @binding(2) var Dest: texture_storage_2d<rgba16float, write>;
@group(1) @binding(0) var LinearClamp: sampler;

@compute @workgroup_size(8, 8, 1)
fn upsample(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.xy;
    let v6 = vec2<f32>(v5);
    let v7 = v6 + vec2<f32>(0.5f);
    let v9 = Pass.TexelSize;
    let v10 = v7 * v9;
    let v16 = textureSampleLevel(Lower, LinearClamp, v10, 0f);
    let v17 = v16 * vec4<f32>(4f);
    let v22 = textureSampleLevel(Lower, LinearClamp, v10, 0f, vec2<i32>(-1i, 0i));
    let v26 = textureSampleLevel(Lower, LinearClamp, v10, 0f, vec2<i32>(1i, 0i));
    let v27 = v22 + v26;
    let v29 = v17 + v27;
    let v34 = textureSampleLevel(Lower, LinearClamp, v10, 0f, vec2<i32>(0i, -1i));
    let v38 = textureSampleLevel(Lower, LinearClamp, v10, 0f, vec2<i32>(0i, 1i));
    let v39 = v34 + v38;
    let v41 = v29 + v39;
    let v44 = gl_GlobalInvocationID.xy;
    let v47 = gl_GlobalInvocationID.xy;
    let v48 = vec2<i32>(v47);
    let v49 = vec3<i32>(v48, 0i);
    let v50 = v49.xy;
    let v51 = v49.z;
    let v52 = textureLoad(Source, v50, v51);
    let v54 = v41 / vec4<f32>(8f);
    let v56 = Pass.Intensity;
    let v57 = vec4<f32>(v56);
    let v58 = v54 * v57;
    let v59 = v52 + v58;
    textureStore(Dest, v44, v59);
    return;
}
