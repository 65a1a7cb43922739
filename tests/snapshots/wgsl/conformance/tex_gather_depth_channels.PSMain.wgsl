struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Shadow: texture_depth_2d;
@group(0) @binding(1) var Point: sampler;
@group(0) @binding(2) var Less: sampler_comparison;
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
    let v20 = gl_FragCoord.xy;
    let v21 = floor(v20);
    let v22 = v21 + vec2<f32>(1f);
    let v23 = v22 / vec2<f32>(4f);
    let v29 = textureGather(Shadow, Point, v23);
    let v32 = v16 * 5u;
    let v33 = v32 + 0u;
    Out[v33] = v29;
    let v38 = v16 * 5u;
    let v39 = v38 + 1u;
    let v44 = vec4<f32>(0.0f);
    Out[v39] = v44;
    let v47 = v16 * 5u;
    let v48 = v47 + 2u;
    let v53 = vec4<f32>(0.0f);
    Out[v48] = v53;
    let v56 = v16 * 5u;
    let v57 = v56 + 3u;
    let v62 = vec4<f32>(1.0f);
    Out[v57] = v62;
    let v65 = v16 * 5u;
    let v66 = v65 + 4u;
    let v71 = textureSampleCompareLevel(Shadow, Less, v6, 0.5f);
    let v72 = vec4<f32>(v71, 0f, 0f, 0f);
    Out[v66] = v72;
    out.out_SV_Target = v29;
    let v79 = out;
    return v79;
}
