struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var ShadowMap: texture_depth_2d;
@group(0) @binding(1) var Shadow: sampler_comparison;

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var out: PSMain_out;
    let v5 = gl_FragCoord.xy;
    let v6 = v5 / vec2<f32>(8f);
    let v12 = textureSampleCompareLevel(ShadowMap, Shadow, v6, 0.5f, vec2<i32>(-1i));
    let v16 = textureSampleCompareLevel(ShadowMap, Shadow, v6, 0.5f, vec2<i32>(0i, -1i));
    let v17 = v12 + v16;
    let v21 = textureSampleCompareLevel(ShadowMap, Shadow, v6, 0.5f, vec2<i32>(1i, -1i));
    let v22 = v17 + v21;
    let v26 = textureSampleCompareLevel(ShadowMap, Shadow, v6, 0.5f, vec2<i32>(-1i, 0i));
    let v27 = v22 + v26;
    let v31 = textureSampleCompareLevel(ShadowMap, Shadow, v6, 0.5f, vec2<i32>(0i));
    let v32 = v27 + v31;
    let v36 = textureSampleCompareLevel(ShadowMap, Shadow, v6, 0.5f, vec2<i32>(1i, 0i));
    let v37 = v32 + v36;
    let v41 = textureSampleCompareLevel(ShadowMap, Shadow, v6, 0.5f, vec2<i32>(-1i, 1i));
    let v42 = v37 + v41;
    let v46 = textureSampleCompareLevel(ShadowMap, Shadow, v6, 0.5f, vec2<i32>(0i, 1i));
    let v47 = v42 + v46;
    let v51 = textureSampleCompareLevel(ShadowMap, Shadow, v6, 0.5f, vec2<i32>(1i));
    let v52 = v47 + v51;
    let v56 = v52 / 9f;
    let v61 = vec4<f32>(v56, v56, v56, 1f);
    out.out_SV_Target = v61;
    let v66 = out;
    return v66;
}
