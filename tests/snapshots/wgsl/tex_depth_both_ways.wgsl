struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Depth: texture_depth_2d;
@group(1) @binding(0) var Cmp: sampler_comparison;
@group(1) @binding(1) var Point: sampler;

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>, @location(1) in_TEXCOORD1: f32) -> main_out {
    var out: main_out;
    let v14 = textureSampleCompare(Depth, Cmp, in_TEXCOORD0, in_TEXCOORD1);
    let v19 = textureGatherCompare(Depth, Cmp, in_TEXCOORD0, in_TEXCOORD1);
    let v20 = v19.x;
    let v21 = v14 + v20;
    let v27 = vec4<f32>(textureSample(Depth, Point, in_TEXCOORD0), 0.0f, 0.0f, 1.0f);
    let v28 = v27.x;
    let v32 = vec4<f32>(textureSampleLevel(Depth, Point, in_TEXCOORD0, 0i), 0.0f, 0.0f, 1.0f);
    let v33 = v32.x;
    let v34 = v28 + v33;
    let v37 = gl_FragCoord.xy;
    let v38 = vec2<i32>(v37);
    let v39 = vec3<i32>(v38, 0i);
    let v40 = v39.xy;
    let v41 = v39.z;
    let v42 = vec4<f32>(textureLoad(Depth, v40, v41), 0.0f, 0.0f, 1.0f);
    let v43 = v42.x;
    let v44 = v34 + v43;
    let v50 = textureGather(Depth, Point, in_TEXCOORD0, vec2<i32>(1i));
    let v56 = textureDimensions(Depth, 0u);
    let v57 = v56.x;
    let v59 = v56.y;
    let v61 = textureNumLevels(Depth);
    let v66 = gl_FragCoord.xy;
    let v67 = vec2<u32>(v66);
    let v69 = vec4<f32>(textureLoad(Depth, v67, 0u), 0.0f, 0.0f, 1.0f);
    let v70 = v69.x;
    let v71 = v44 + v70;
    let v73 = v50.x;
    let v75 = v50.w;
    let v76 = v73 + v75;
    let v79 = v57 + v59;
    let v81 = v79 + v61;
    let v82 = f32(v81);
    let v83 = vec4<f32>(v21, v71, v76, v82);
    out.out_SV_Target = v83;
    let v88 = out;
    return v88;
}
