struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Shadow: texture_depth_2d;
@group(0) @binding(1) var Less: sampler_comparison;
@group(0) @binding(2) var GreaterEqual: sampler_comparison;
@group(0) @binding(3) var<storage, read_write> Out: array<vec4<f32>>;

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var out: PSMain_out;
    let v5 = gl_FragCoord.xy;
    let v6 = v5 / vec2<f32>(4f);
    let v10 = gl_FragCoord.y;
    let v11 = u32(v10);
    let v12 = v11 * 4u;
    let v14 = gl_FragCoord.x;
    let v15 = u32(v14);
    let v16 = v12 + v15;
    let v20 = gl_FragCoord.x;
    let v21 = floor(v20);
    let v23 = gl_FragCoord.y;
    let v24 = floor(v23);
    let v25 = 4f * v24;
    let v26 = v21 + v25;
    let v27 = v26 + 0.5f;
    let v28 = v27 / 16f;
    let v34 = textureSampleCompare(Shadow, Less, v6, 0.5f);
    let v41 = textureSampleCompare(Shadow, Less, v6, v28);
    let v48 = textureSampleCompare(Shadow, GreaterEqual, v6, v28);
    let v56 = v28 - 0.0625f;
    let v57 = textureSampleCompare(Shadow, Less, v6, v56, vec2<i32>(1i, 0i));
    let v65 = vec4<f32>(v34, v41, v48, v57);
    Out[v16] = v65;
    let v71 = vec4<f32>(v34, v41, v48, v57);
    out.out_SV_Target = v71;
    let v76 = out;
    return v76;
}
