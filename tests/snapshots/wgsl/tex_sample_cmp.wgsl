struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Shadow: texture_depth_2d;
@group(0) @binding(1) var Cascades: texture_depth_2d_array;
@group(0) @binding(2) var PointShadow: texture_depth_cube;
@group(0) @binding(3) var PointShadows: texture_depth_cube_array;
@group(1) @binding(0) var Cmp: sampler_comparison;

@fragment
fn main(@location(0) in_TEXCOORD0: vec3<f32>, @location(1) in_TEXCOORD1: vec4<f32>) -> main_out {
    var out: main_out;
    let v11 = in_TEXCOORD1.xy;
    let v13 = in_TEXCOORD1.w;
    let v14 = vec2<f32>(v13);
    let v15 = v11 / v14;
    let v19 = in_TEXCOORD1.z;
    let v21 = in_TEXCOORD1.w;
    let v22 = v19 / v21;
    let v29 = textureSampleCompare(Shadow, Cmp, v15, v22);
    let v35 = textureSampleCompare(Shadow, Cmp, v15, v22, vec2<i32>(1i, 0i));
    let v37 = v29 + v35;
    let v43 = textureSampleCompareLevel(Shadow, Cmp, v15, v22);
    let v45 = v37 + v43;
    let v51 = textureSampleCompareLevel(Shadow, Cmp, v15, v22, vec2<i32>(-1i, 1i));
    let v53 = v45 + v51;
    let v58 = vec3<f32>(v15, 2f);
    let v60 = textureSampleCompare(Cascades, Cmp, v58.xy, i32(round(v58.z)), v22);
    let v62 = v53 + v60;
    let v67 = vec3<f32>(v15, 1f);
    let v69 = textureSampleCompareLevel(Cascades, Cmp, v67.xy, i32(round(v67.z)), v22, vec2<i32>(0i, -1i));
    let v71 = v62 + v69;
    let v77 = textureSampleCompare(PointShadow, Cmp, in_TEXCOORD0, v22);
    let v79 = v71 + v77;
    let v85 = textureSampleCompareLevel(PointShadow, Cmp, in_TEXCOORD0, v22);
    let v87 = v79 + v85;
    let v92 = vec4<f32>(in_TEXCOORD0, 1f);
    let v94 = textureSampleCompare(PointShadows, Cmp, v92.xyz, i32(round(v92.w)), v22);
    let v96 = v87 + v94;
    let v101 = vec4<f32>(in_TEXCOORD0, 0f);
    let v103 = textureSampleCompareLevel(PointShadows, Cmp, v101.xyz, i32(round(v101.w)), v22);
    let v105 = v96 + v103;
    let v108 = vec3<f32>(v105);
    let v109 = v108 / vec3<f32>(10f);
    let v110 = vec4<f32>(v109, 1f);
    out.out_SV_Target = v110;
    let v115 = out;
    return v115;
}
