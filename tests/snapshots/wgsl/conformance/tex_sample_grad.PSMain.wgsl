struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Point: sampler;
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
    let v22 = textureSampleGrad(Tex, Point, v6, vec2<f32>(0.25f, 0f), vec2<f32>(0f, 0.25f));
    let v28 = textureSampleGrad(Tex, Point, v6, vec2<f32>(0.5f, 0f), vec2<f32>(0f, 0.5f));
    let v34 = textureSampleGrad(Tex, Point, v6, vec2<f32>(0f, 1f), vec2<f32>(1f, 0f));
    let v40 = textureSampleGrad(Tex, Point, v6, vec2<f32>(0.5f, 0f), vec2<f32>(0f, 0.5f), vec2<i32>(1i));
    let v43 = v16 * 4u;
    let v44 = v43 + 0u;
    Out[v44] = v22;
    let v49 = v16 * 4u;
    let v50 = v49 + 1u;
    Out[v50] = v28;
    let v55 = v16 * 4u;
    let v56 = v55 + 2u;
    Out[v56] = v34;
    let v61 = v16 * 4u;
    let v62 = v61 + 3u;
    Out[v62] = v40;
    out.out_SV_Target = v28;
    let v71 = out;
    return v71;
}
