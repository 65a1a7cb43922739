struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Point: sampler;
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
    let v32 = textureGather(2i, Tex, Point, v23, vec2<i32>(1i, 0i));
    let v33 = v32.w;
    let v34 = textureGather(2i, Tex, Point, v23, vec2<i32>(0i, 1i));
    let v35 = v34.w;
    let v36 = textureGather(2i, Tex, Point, v23, vec2<i32>(-1i));
    let v37 = v36.w;
    let v38 = textureGather(2i, Tex, Point, v23, vec2<i32>(2i, 1i));
    let v39 = v38.w;
    let v40 = vec4<f32>(v33, v35, v37, v39);
    Out[v27] = v40;
    let v43 = v16 * 2u;
    let v44 = v43 + 1u;
    let v49 = textureGather(3i, Tex, Point, v23, vec2<i32>(1i, 0i));
    let v50 = v49.w;
    let v51 = textureGather(3i, Tex, Point, v23, vec2<i32>(0i, 1i));
    let v52 = v51.w;
    let v53 = textureGather(3i, Tex, Point, v23, vec2<i32>(-1i));
    let v54 = v53.w;
    let v55 = textureGather(3i, Tex, Point, v23, vec2<i32>(2i, 1i));
    let v56 = v55.w;
    let v57 = vec4<f32>(v50, v52, v54, v56);
    Out[v44] = v57;
    let v60 = v16 * 2u;
    let v61 = v60 + 0u;
    let v63 = Out[v61];
    out.out_SV_Target = v63;
    let v68 = out;
    return v68;
}
