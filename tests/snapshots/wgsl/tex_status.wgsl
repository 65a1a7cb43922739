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
    let v20 = true;
    let v21 = select(1u, 0u, v20);
    let v27 = SparseTexel(0u, textureSampleLevel(Tiled, Smp, in_TEXCOORD0, 1f, vec2<i32>(1i, 0i)));
    let v28 = v27.code;
    let v29 = v27.texel;
    let v30 = true;
    let v31 = select(1u, 0u, v30);
    let v34 = v19 + v29;
    let v39 = SparseTexel(0u, textureGather(0i, Tiled, Smp, in_TEXCOORD0, vec2<i32>(0i)));
    let v40 = v39.code;
    let v41 = v39.texel;
    let v42 = v41.w;
    let v43 = SparseTexel(0u, textureGather(0i, Tiled, Smp, in_TEXCOORD0, vec2<i32>(1i, 0i)));
    let v44 = v43.code;
    let v45 = v43.texel;
    let v46 = v45.w;
    let v47 = SparseTexel(0u, textureGather(0i, Tiled, Smp, in_TEXCOORD0, vec2<i32>(0i, 1i)));
    let v48 = v47.code;
    let v49 = v47.texel;
    let v50 = v49.w;
    let v51 = SparseTexel(0u, textureGather(0i, Tiled, Smp, in_TEXCOORD0, vec2<i32>(1i)));
    let v52 = v51.code;
    let v53 = v51.texel;
    let v54 = v53.w;
    let v55 = vec4<f32>(v42, v46, v50, v54);
    let v56 = true;
    let v57 = select(v48, v52, v56);
    let v58 = true;
    let v59 = select(v44, v57, v58);
    let v60 = true;
    let v61 = select(v40, v59, v60);
    let v62 = true;
    let v63 = select(1u, 0u, v62);
    let v66 = v34 + v55;
    let v70 = gl_FragCoord.xy;
    let v71 = vec2<i32>(v70);
    let v72 = vec3<i32>(v71, 0i);
    let v73 = v72.xy;
    let v74 = v72.z;
    let v75 = SparseTexel(0u, textureLoad(Tiled, (v73 + vec2<i32>(0i)), v74));
    let v76 = v75.code;
    let v77 = v75.texel;
    let v78 = true;
    let v79 = select(1u, 0u, v78);
    let v82 = v66 + v77;
    let v86 = gl_FragCoord.xy;
    let v87 = vec2<u32>(v86);
    let v88 = vec2<i32>(v87);
    let v89 = SparseTexel(0u, textureLoad(Target, v88));
    let v90 = v89.code;
    let v91 = v89.texel;
    let v92 = true;
    let v93 = select(1u, 0u, v92);
    let v96 = v82 + v91;
    let v102 = SparseTexel_1(0u, textureSampleCompare(Shadow, Cmp, in_TEXCOORD0, 0.5f, vec2<i32>(0i)));
    let v103 = v102.code;
    let v104 = v102.texel;
    let v105 = true;
    let v106 = select(1u, 0u, v105);
    let v111 = SparseTexel_1(0u, textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, 0.5f, vec2<i32>(1i)));
    let v112 = v111.code;
    let v113 = v111.texel;
    let v114 = true;
    let v115 = select(1u, 0u, v114);
    let v117 = v104 + v113;
    let v127 = v21 == 0u;
    if v127 {
        let v130 = v31 == 0u;
        and = v130;
    } else {
        and = v127;
    }
    let and_6 = and;
    if and_6 {
        let v135 = v63 == 0u;
        and_1 = v135;
    } else {
        and_1 = and_6;
    }
    let and_7 = and_1;
    if and_7 {
        let v140 = v79 == 0u;
        and_2 = v140;
    } else {
        and_2 = and_7;
    }
    let and_8 = and_2;
    if and_8 {
        let v145 = v93 == 0u;
        and_3 = v145;
    } else {
        and_3 = and_8;
    }
    let and_9 = and_3;
    if and_9 {
        let v150 = v106 == 0u;
        and_4 = v150;
    } else {
        and_4 = and_9;
    }
    let and_10 = and_4;
    if and_10 {
        let v155 = v115 == 0u;
        and_5 = v155;
    } else {
        and_5 = and_10;
    }
    let and_11 = and_5;
    if and_11 {
        let v163 = vec4<f32>(v117);
        let v164 = v96 + v163;
        cond = v164;
    } else {
        cond = vec4<f32>(1f, 0f, 1f, 1f);
    }
    let cond_1 = cond;
    out.out_SV_Target = cond_1;
    let v207 = out;
    return v207;
}
