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
    let v20 = v19 * vec2<f32>(-1f);
    let v21 = v10 + v20;
    let v22 = tap(v21);
    let v25 = Pass.TexelSize;
    let v26 = v25 * vec2<f32>(1f, -1f);
    let v27 = v10 + v26;
    let v28 = tap(v27);
    let v29 = v22 + v28;
    let v32 = Pass.TexelSize;
    let v33 = v32 * vec2<f32>(-1f, 1f);
    let v34 = v10 + v33;
    let v35 = tap(v34);
    let v36 = v29 + v35;
    let v39 = Pass.TexelSize;
    let v40 = v39 * vec2<f32>(1f);
    let v41 = v10 + v40;
    let v42 = tap(v41);
    let v43 = v36 + v42;
    let v44 = v43 * vec3<f32>(0.125f);
    let v46 = v15 + v44;
    let v50 = Pass.TexelSize;
    let v51 = v50 * vec2<f32>(-2f, 0f);
    let v52 = v10 + v51;
    let v53 = tap(v52);
    let v56 = Pass.TexelSize;
    let v57 = v56 * vec2<f32>(2f, 0f);
    let v58 = v10 + v57;
    let v59 = tap(v58);
    let v60 = v53 + v59;
    let v63 = Pass.TexelSize;
    let v64 = v63 * vec2<f32>(0f, -2f);
    let v65 = v10 + v64;
    let v66 = tap(v65);
    let v67 = v60 + v66;
    let v70 = Pass.TexelSize;
    let v71 = v70 * vec2<f32>(0f, 2f);
    let v72 = v10 + v71;
    let v73 = tap(v72);
    let v74 = v67 + v73;
    let v75 = v74 * vec3<f32>(0.0625f);
    let v77 = v46 + v75;
    let v81 = v77.x;
    let v83 = v77.y;
    let v85 = v77.z;
    let v86 = max(v83, v85);
    let v87 = max(v81, v86);
    let v90 = gl_GlobalInvocationID.xy;
    let v94 = Pass.Threshold;
    let v95 = v87 - v94;
    let v96 = clamp(v95, 0f, 1f);
    let v97 = vec3<f32>(v96);
    let v98 = v77 * v97;
    let v99 = vec4<f32>(v98, 1f);
    textureStore(Dest, v90, v99);
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
