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
    let v6 = v5 / vec2<f32>(2f);
    let v10 = gl_FragCoord.y;
    let v11 = u32(v10);
    let v12 = v11 * 2u;
    let v14 = gl_FragCoord.x;
    let v15 = u32(v14);
    let v16 = v12 + v15;
    let v22 = textureSample(Tex, Point, v6);
    let v28 = v6 * vec2<f32>(2f);
    let v29 = textureSample(Tex, Point, v28);
    let v35 = v6 * vec2<f32>(4f);
    let v36 = textureSample(Tex, Point, v35);
    let v39 = v16 * 3u;
    let v40 = v39 + 0u;
    Out[v40] = v22;
    let v45 = v16 * 3u;
    let v46 = v45 + 1u;
    Out[v46] = v29;
    let v51 = v16 * 3u;
    let v52 = v51 + 2u;
    Out[v52] = v36;
    out.out_SV_Target = v22;
    let v61 = out;
    return v61;
}
