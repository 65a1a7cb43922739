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
    let v22 = textureSampleBias(Tex, Point, v6, 1f);
    let v28 = textureSampleBias(Tex, Point, v6, 2f);
    let v34 = textureSampleBias(Tex, Point, v6, 1f, vec2<i32>(1i, 0i));
    let v37 = v16 * 3u;
    let v38 = v37 + 0u;
    Out[v38] = v22;
    let v43 = v16 * 3u;
    let v44 = v43 + 1u;
    Out[v44] = v28;
    let v49 = v16 * 3u;
    let v50 = v49 + 2u;
    Out[v50] = v34;
    out.out_SV_Target = v22;
    let v59 = out;
    return v59;
}
