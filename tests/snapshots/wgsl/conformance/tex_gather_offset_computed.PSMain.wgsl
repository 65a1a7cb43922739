struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Rep: sampler;
@group(0) @binding(2) var<storage, read_write> Out: array<vec4<f32>>;

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var out: PSMain_out;
    let v5 = gl_FragCoord.y;
    let v6 = u32(v5);
    let v7 = v6 * 4u;
    let v9 = gl_FragCoord.x;
    let v10 = u32(v9);
    let v11 = v7 + v10;
    let v15 = gl_FragCoord.xy;
    let v16 = floor(v15);
    let v17 = v16 + vec2<f32>(1f);
    let v18 = v17 / vec2<f32>(4f);
    let v22 = gl_FragCoord.xy;
    let v23 = vec2<i32>(v22);
    let v24 = v23 % vec2<i32>(3i);
    let v25 = v24 - vec2<i32>(1i);
    let v28 = v11 * 4u;
    let v29 = v28 + 0u;
    let v35 = textureGather(0i, Tex, Rep, (v18 + vec2<f32>(v25) / vec2<f32>(textureDimensions(Tex))));
    Out[v29] = v35;
    let v38 = v11 * 4u;
    let v39 = v38 + 1u;
    let v44 = textureGather(1i, Tex, Rep, (v18 + vec2<f32>(vec2<i32>(-9i, 8i)) / vec2<f32>(textureDimensions(Tex))));
    Out[v39] = v44;
    let v47 = v11 * 4u;
    let v48 = v47 + 2u;
    let v54 = v25 * vec2<i32>(5i);
    let v55 = textureGather(3i, Tex, Rep, (v18 + vec2<f32>(v54) / vec2<f32>(textureDimensions(Tex))));
    Out[v48] = v55;
    let v58 = v11 * 4u;
    let v59 = v58 + 3u;
    let v66 = -v25;
    let v67 = textureGather(0i, Tex, Rep, (v18 + vec2<f32>(v25) / vec2<f32>(textureDimensions(Tex))));
    let v68 = v67.w;
    let v69 = textureGather(0i, Tex, Rep, (v18 + vec2<f32>(vec2<i32>(9i, -9i)) / vec2<f32>(textureDimensions(Tex))));
    let v70 = v69.w;
    let v71 = textureGather(0i, Tex, Rep, (v18 + vec2<f32>(v66) / vec2<f32>(textureDimensions(Tex))));
    let v72 = v71.w;
    let v73 = textureGather(0i, Tex, Rep, v18, vec2<i32>(1i));
    let v74 = v73.w;
    let v75 = vec4<f32>(v68, v70, v72, v74);
    Out[v59] = v75;
    let v81 = textureGather(0i, Tex, Rep, (v18 + vec2<f32>(v25) / vec2<f32>(textureDimensions(Tex))));
    out.out_SV_Target = v81;
    let v86 = out;
    return v86;
}
