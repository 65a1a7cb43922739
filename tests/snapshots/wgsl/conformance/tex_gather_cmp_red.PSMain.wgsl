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
    let v26 = v16 * 2u;
    let v27 = v26 + 0u;
    let v32 = textureGatherCompare(Shadow, Less, v23, 0.5f, vec2<i32>(0i));
    Out[v27] = v32;
    let v35 = v16 * 2u;
    let v36 = v35 + 1u;
    let v41 = textureGatherCompare(Shadow, GreaterEqual, v23, 0.5f, vec2<i32>(-1i, 1i));
    Out[v36] = v41;
    let v44 = v16 * 2u;
    let v45 = v44 + 0u;
    let v47 = Out[v45];
    out.out_SV_Target = v47;
    let v52 = out;
    return v52;
}
