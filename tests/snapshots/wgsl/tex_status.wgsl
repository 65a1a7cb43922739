diagnostic(off, derivative_uniformity);

struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct SparseTexel {
    code: u32,
    texel: vec4<f32>,
}

struct SparseTexel_1 {
    code: u32,
    texel: f32,
}

@group(0) @binding(0) var Tiled: texture_2d<f32>;
@group(0) @binding(1) var Shadow: texture_depth_2d;
@group(0) @binding(2) var Target: texture_storage_2d<rgba32float, read>;
@group(1) @binding(0) var Smp: sampler;
@group(1) @binding(1) var Cmp: sampler_comparison;

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var and: bool;
    var and_1: bool;
    var and_2: bool;
    var and_3: bool;
    var and_4: bool;
    var and_5: bool;
    var cond: vec4<f32>;
    var out: main_out;
    let v17 = SparseTexel(0u, textureSample(Tiled, Smp, in_TEXCOORD0, vec2<i32>(0i)));
    let v18 = v17.code;
    let v19 = v17.texel;
    let v25 = SparseTexel(0u, textureSampleLevel(Tiled, Smp, in_TEXCOORD0, 1f, vec2<i32>(1i, 0i)));
    let v26 = v25.code;
    let v27 = v25.texel;
    let v30 = v19 + v27;
    let v35 = SparseTexel(0u, textureGather(0i, Tiled, Smp, in_TEXCOORD0, vec2<i32>(0i)));
    let v36 = v35.code;
    let v37 = v35.texel;
    let v38 = v37.w;
    let v39 = SparseTexel(0u, textureGather(0i, Tiled, Smp, in_TEXCOORD0, vec2<i32>(1i, 0i)));
    let v40 = v39.code;
    let v41 = v39.texel;
    let v42 = v41.w;
    let v43 = SparseTexel(0u, textureGather(0i, Tiled, Smp, in_TEXCOORD0, vec2<i32>(0i, 1i)));
    let v44 = v43.code;
    let v45 = v43.texel;
    let v46 = v45.w;
    let v47 = SparseTexel(0u, textureGather(0i, Tiled, Smp, in_TEXCOORD0, vec2<i32>(1i)));
    let v48 = v47.code;
    let v49 = v47.texel;
    let v50 = v49.w;
    let v51 = vec4<f32>(v38, v42, v46, v50);
    let v52 = true;
    let v53 = select(v44, v48, v52);
    let v54 = true;
    let v55 = select(v40, v53, v54);
    let v56 = true;
    let v57 = select(v36, v55, v56);
    let v60 = v30 + v51;
    let v64 = gl_FragCoord.xy;
    let v65 = vec2<i32>(v64);
    let v66 = vec3<i32>(v65, 0i);
    let v67 = v66.xy;
    let v68 = v66.z;
    let v69 = SparseTexel(0u, textureLoad(Tiled, (v67 + vec2<i32>(0i)), v68));
    let v70 = v69.code;
    let v71 = v69.texel;
    let v74 = v60 + v71;
    let v78 = gl_FragCoord.xy;
    let v79 = vec2<u32>(v78);
    let v80 = vec2<i32>(v79);
    let v81 = SparseTexel(0u, textureLoad(Target, v80));
    let v82 = v81.code;
    let v83 = v81.texel;
    let v86 = v74 + v83;
    let v92 = SparseTexel_1(0u, textureSampleCompare(Shadow, Cmp, in_TEXCOORD0, 0.5f, vec2<i32>(0i)));
    let v93 = v92.code;
    let v94 = v92.texel;
    let v99 = SparseTexel_1(0u, textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, 0.5f, vec2<i32>(1i)));
    let v100 = v99.code;
    let v101 = v99.texel;
    let v103 = v94 + v101;
    let v113 = true;
    if v113 {
        let v116 = true;
        and = v116;
    } else {
        and = v113;
    }
    let and_6 = and;
    if and_6 {
        let v121 = true;
        and_1 = v121;
    } else {
        and_1 = and_6;
    }
    let and_7 = and_1;
    if and_7 {
        let v126 = true;
        and_2 = v126;
    } else {
        and_2 = and_7;
    }
    let and_8 = and_2;
    if and_8 {
        let v131 = true;
        and_3 = v131;
    } else {
        and_3 = and_8;
    }
    let and_9 = and_3;
    if and_9 {
        let v136 = true;
        and_4 = v136;
    } else {
        and_4 = and_9;
    }
    let and_10 = and_4;
    if and_10 {
        let v141 = true;
        and_5 = v141;
    } else {
        and_5 = and_10;
    }
    let and_11 = and_5;
    if and_11 {
        let v149 = vec4<f32>(v103);
        let v150 = v86 + v149;
        cond = v150;
    } else {
        cond = vec4<f32>(1f, 0f, 1f, 1f);
    }
    let cond_1 = cond;
    out.out_SV_Target = cond_1;
    let v193 = out;
    return v193;
}
