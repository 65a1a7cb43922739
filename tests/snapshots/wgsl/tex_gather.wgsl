struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Arr: texture_2d_array<f32>;
@group(0) @binding(2) var Sky: texture_cube<f32>;
@group(0) @binding(3) var Probes: texture_cube_array<f32>;
@group(0) @binding(4) var Ids: texture_2d<u32>;
@group(1) @binding(0) var Smp: sampler;

@fragment
fn main(@location(0) in_TEXCOORD0: vec2<f32>, @location(1) in_TEXCOORD1: vec3<f32>) -> main_out {
    var out: main_out;
    let v13 = textureGather(0i, Tex, Smp, in_TEXCOORD0);
    let v18 = textureGather(0i, Tex, Smp, in_TEXCOORD0, vec2<i32>(1i));
    let v20 = v13 + v18;
    let v25 = textureGather(0i, Tex, Smp, in_TEXCOORD0, vec2<i32>(-2i, 0i));
    let v27 = v20 + v25;
    let v32 = textureGather(1i, Tex, Smp, in_TEXCOORD0);
    let v34 = v27 + v32;
    let v39 = textureGather(2i, Tex, Smp, in_TEXCOORD0, vec2<i32>(0i, 1i));
    let v41 = v34 + v39;
    let v46 = textureGather(3i, Tex, Smp, in_TEXCOORD0, vec2<i32>(0i));
    let v47 = v46.w;
    let v48 = textureGather(3i, Tex, Smp, in_TEXCOORD0, vec2<i32>(1i, 0i));
    let v49 = v48.w;
    let v50 = textureGather(3i, Tex, Smp, in_TEXCOORD0, vec2<i32>(0i, 1i));
    let v51 = v50.w;
    let v52 = textureGather(3i, Tex, Smp, in_TEXCOORD0, vec2<i32>(1i));
    let v53 = v52.w;
    let v54 = vec4<f32>(v47, v49, v51, v53);
    let v56 = v41 + v54;
    let v61 = textureGather(0i, Tex, Smp, in_TEXCOORD0, vec2<i32>(-1i));
    let v62 = v61.w;
    let v63 = textureGather(0i, Tex, Smp, in_TEXCOORD0, vec2<i32>(2i, -1i));
    let v64 = v63.w;
    let v65 = textureGather(0i, Tex, Smp, in_TEXCOORD0, vec2<i32>(-1i, 2i));
    let v66 = v65.w;
    let v67 = textureGather(0i, Tex, Smp, in_TEXCOORD0, vec2<i32>(2i));
    let v68 = v67.w;
    let v69 = vec4<f32>(v62, v64, v66, v68);
    let v71 = v56 + v69;
    let v76 = vec3<f32>(in_TEXCOORD0, 1f);
    let v77 = textureGather(0i, Arr, Smp, v76.xy, i32(round(v76.z)));
    let v79 = v71 + v77;
    let v84 = vec3<f32>(in_TEXCOORD0, 2f);
    let v85 = textureGather(1i, Arr, Smp, v84.xy, i32(round(v84.z)), vec2<i32>(1i, 0i));
    let v87 = v79 + v85;
    let v92 = textureGather(0i, Sky, Smp, in_TEXCOORD1);
    let v94 = v87 + v92;
    let v99 = textureGather(2i, Sky, Smp, in_TEXCOORD1);
    let v101 = v94 + v99;
    let v106 = vec4<f32>(in_TEXCOORD1, 1f);
    let v107 = textureGather(3i, Probes, Smp, v106.xyz, i32(round(v106.w)));
    let v109 = v101 + v107;
    let v115 = textureGather(1i, Ids, Smp, in_TEXCOORD0);
    let v118 = v109 / vec4<f32>(12f);
    let v120 = v115 & vec4<u32>(1u);
    let v121 = vec4<f32>(v120);
    let v122 = v118 + v121;
    out.out_SV_Target = v122;
    let v127 = out;
    return v127;
}
