struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Point: sampler;
@group(0) @binding(2) var Bilinear: sampler;
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
    let v22 = textureSample(Tex, Point, v6, vec2<i32>(1i, -1i));
    let v28 = textureSample(Tex, Point, v6, vec2<i32>(-2i, 3i));
    let v34 = v6 + vec2<f32>(0.125f, 0f);
    let v35 = textureSample(Tex, Bilinear, v34, vec2<i32>(0i, 1i));
    let v38 = v16 * 3u;
    let v39 = v38 + 0u;
    Out[v39] = v22;
    let v44 = v16 * 3u;
    let v45 = v44 + 1u;
    Out[v45] = v28;
    let v50 = v16 * 3u;
    let v51 = v50 + 2u;
    Out[v51] = v35;
    out.out_SV_Target = v22;
    let v60 = out;
    return v60;
}
