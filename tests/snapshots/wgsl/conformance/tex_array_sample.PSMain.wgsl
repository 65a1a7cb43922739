struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Arr: texture_2d_array<f32>;
@group(0) @binding(1) var Point: sampler;
@group(0) @binding(2) var<storage, read_write> Out: array<vec4<f32>>;

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
    let v19 = v16 * 4u;
    let v20 = v19 + 0u;
    let v25 = vec3<f32>(v6, 0f);
    let v26 = textureSample(Arr, Point, v25.xy, i32(round(v25.z)));
    Out[v20] = v26;
    let v29 = v16 * 4u;
    let v30 = v29 + 1u;
    let v35 = vec3<f32>(v6, 2f);
    let v36 = textureSample(Arr, Point, v35.xy, i32(round(v35.z)));
    Out[v30] = v36;
    let v39 = v16 * 4u;
    let v40 = v39 + 2u;
    let v45 = vec3<f32>(v6, 1f);
    let v46 = textureSampleLevel(Arr, Point, v45.xy, i32(round(v45.z)), 1f);
    Out[v40] = v46;
    let v49 = v16 * 4u;
    let v50 = v49 + 3u;
    let v54 = gl_FragCoord.xy;
    let v55 = vec2<i32>(v54);
    let v56 = v55 / vec2<i32>(2i);
    let v57 = vec4<i32>(v56, 2i, 1i);
    let v58 = v57.xyz;
    let v59 = v57.w;
    let v60 = textureLoad(Arr, v58.xy, i32(v58.z), v59);
    Out[v50] = v60;
    let v65 = vec3<f32>(v6, 0f);
    let v66 = textureSample(Arr, Point, v65.xy, i32(round(v65.z)));
    out.out_SV_Target = v66;
    let v71 = out;
    return v71;
}
