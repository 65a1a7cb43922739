struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
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
    let v21 = vec2<i32>(v20);
    let v24 = v16 * 5u;
    let v25 = v24 + 0u;
    let v29 = vec3<i32>(v21, 0i);
    let v30 = v29.xy;
    let v31 = v29.z;
    let v32 = textureLoad(Tex, v30, v31);
    Out[v25] = v32;
    let v35 = v16 * 5u;
    let v36 = v35 + 1u;
    let v40 = v21 / vec2<i32>(2i);
    let v41 = vec3<i32>(v40, 1i);
    let v42 = v41.xy;
    let v43 = v41.z;
    let v44 = textureLoad(Tex, v42, v43);
    Out[v36] = v44;
    let v47 = v16 * 5u;
    let v48 = v47 + 2u;
    let v52 = min(v21, vec2<i32>(2i));
    let v53 = vec3<i32>(v52, 0i);
    let v54 = v53.xy;
    let v55 = v53.z;
    let v56 = textureLoad(Tex, (v54 + vec2<i32>(1i, 0i)), v55);
    Out[v48] = v56;
    let v59 = v16 * 5u;
    let v60 = v59 + 3u;
    let v63 = v21.yx;
    let v64 = vec2<u32>(v63);
    let v66 = textureLoad(Tex, v64, 0u);
    Out[v60] = v66;
    let v69 = v16 * 5u;
    let v70 = v69 + 4u;
    let v73 = v21 / vec2<i32>(2i);
    let v74 = vec2<u32>(v73);
    let v76 = textureLoad(Tex, v74, 1u);
    Out[v70] = v76;
    let v80 = vec3<i32>(v21, 0i);
    let v81 = v80.xy;
    let v82 = v80.z;
    let v83 = textureLoad(Tex, v81, v82);
    out.out_SV_Target = v83;
    let v88 = out;
    return v88;
}
