struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Layers: texture_2d_array<f32>;
@group(0) @binding(1) var Volume: texture_3d<f32>;
@group(0) @binding(2) var Sky: texture_cube<f32>;
@group(0) @binding(3) var Probes: texture_cube_array<f32>;
@group(0) @binding(4) var Ramp: texture_1d<f32>;
@group(1) @binding(0) var Smp: sampler;

@fragment
fn main(@location(0) in_TEXCOORD0: vec3<f32>, @location(1) in_TEXCOORD1: vec3<f32>, @location(2) in_TEXCOORD2: f32) -> main_out {
    var out: main_out;
    let v16 = in_TEXCOORD0.xy;
    let v18 = vec3<f32>(v16, in_TEXCOORD2);
    let v19 = textureSample(Layers, Smp, v18.xy, i32(round(v18.z)));
    let v24 = in_TEXCOORD0.xy;
    let v26 = vec3<f32>(v24, in_TEXCOORD2);
    let v27 = textureSample(Layers, Smp, v26.xy, i32(round(v26.z)), vec2<i32>(1i));
    let v29 = v19 + v27;
    let v34 = in_TEXCOORD0.xy;
    let v35 = vec3<f32>(v34, 2f);
    let v36 = textureSampleBias(Layers, Smp, v35.xy, i32(round(v35.z)), 0.5f, vec2<i32>(-1i, 0i));
    let v38 = v29 + v36;
    let v43 = in_TEXCOORD0.xy;
    let v44 = vec3<f32>(v43, 1f);
    let v45 = textureSampleLevel(Layers, Smp, v44.xy, i32(round(v44.z)), 2f);
    let v47 = v38 + v45;
    let v52 = in_TEXCOORD0.xy;
    let v53 = vec3<f32>(v52, 0f);
    let v55 = in_TEXCOORD0.xy;
    let v56 = dpdx(v55);
    let v58 = in_TEXCOORD0.xy;
    let v59 = dpdy(v58);
    let v60 = textureSampleGrad(Layers, Smp, v53.xy, i32(round(v53.z)), v56, v59, vec2<i32>(0i, 1i));
    let v62 = v47 + v60;
    let v67 = textureSample(Volume, Smp, in_TEXCOORD0, vec3<i32>(1i, 0i, -1i));
    let v69 = v62 + v67;
    let v74 = textureSampleBias(Volume, Smp, in_TEXCOORD0, 1f);
    let v76 = v69 + v74;
    let v81 = textureSampleLevel(Volume, Smp, in_TEXCOORD0, 1.5f, vec3<i32>(0i, 0i, 1i));
    let v83 = v76 + v81;
    let v89 = dpdx(in_TEXCOORD0);
    let v91 = dpdy(in_TEXCOORD0);
    let v92 = textureSampleGrad(Volume, Smp, in_TEXCOORD0, v89, v91);
    let v94 = v83 + v92;
    let v99 = textureSample(Sky, Smp, in_TEXCOORD1);
    let v101 = v94 + v99;
    let v106 = textureSampleBias(Sky, Smp, in_TEXCOORD1, 0.25f);
    let v108 = v101 + v106;
    let v113 = textureSampleLevel(Sky, Smp, in_TEXCOORD1, 4f);
    let v115 = v108 + v113;
    let v121 = dpdx(in_TEXCOORD1);
    let v123 = dpdy(in_TEXCOORD1);
    let v124 = textureSampleGrad(Sky, Smp, in_TEXCOORD1, v121, v123);
    let v126 = v115 + v124;
    let v132 = vec4<f32>(in_TEXCOORD1, in_TEXCOORD2);
    let v133 = textureSample(Probes, Smp, v132.xyz, i32(round(v132.w)));
    let v135 = v126 + v133;
    let v140 = vec4<f32>(in_TEXCOORD1, 3f);
    let v141 = textureSampleLevel(Probes, Smp, v140.xyz, i32(round(v140.w)), 1f);
    let v143 = v135 + v141;
    let v148 = vec4<f32>(in_TEXCOORD1, 0f);
    let v150 = textureSampleBias(Probes, Smp, v148.xyz, i32(round(v148.w)), -1f);
    let v152 = v143 + v150;
    let v157 = vec4<f32>(in_TEXCOORD1, 1f);
    let v159 = dpdx(in_TEXCOORD1);
    let v161 = dpdy(in_TEXCOORD1);
    let v162 = textureSampleGrad(Probes, Smp, v157.xyz, i32(round(v157.w)), v159, v161);
    let v164 = v152 + v162;
    let v169 = in_TEXCOORD0.x;
    let v170 = textureSample(Ramp, Smp, v169);
    let v172 = v164 + v170;
    let v175 = v172 / vec4<f32>(18f);
    out.out_SV_Target = v175;
    let v180 = out;
    return v180;
}
