struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Color: texture_multisampled_2d<f32>;
@group(0) @binding(1) var Depth: texture_multisampled_2d<f32>;
var<private> prism_sample_positions: array<vec2<f32>, 31> = array<vec2<f32>, 31>(vec2<f32>(0f), vec2<f32>(0.25f), vec2<f32>(-0.25f), vec2<f32>(-0.125f, -0.375f), vec2<f32>(0.375f, -0.125f), vec2<f32>(-0.375f, 0.125f), vec2<f32>(0.125f, 0.375f), vec2<f32>(0.0625f, -0.1875f), vec2<f32>(-0.0625f, 0.1875f), vec2<f32>(0.3125f, 0.0625f), vec2<f32>(-0.1875f, -0.3125f), vec2<f32>(-0.3125f, 0.3125f), vec2<f32>(-0.4375f, -0.0625f), vec2<f32>(0.1875f, 0.4375f), vec2<f32>(0.4375f, -0.4375f), vec2<f32>(0.0625f), vec2<f32>(-0.0625f, -0.1875f), vec2<f32>(-0.1875f, 0.125f), vec2<f32>(0.25f, -0.0625f), vec2<f32>(-0.3125f, -0.125f), vec2<f32>(0.125f, 0.3125f), vec2<f32>(0.3125f, 0.1875f), vec2<f32>(0.1875f, -0.3125f), vec2<f32>(-0.125f, 0.375f), vec2<f32>(0f, -0.4375f), vec2<f32>(-0.25f, -0.375f), vec2<f32>(-0.375f, 0.25f), vec2<f32>(-0.5f, 0f), vec2<f32>(0.4375f, -0.25f), vec2<f32>(0.375f, 0.4375f), vec2<f32>(-0.4375f, -0.5f));

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>) -> main_out {
    var sum_1: vec4<f32>;
    var s_1: u32;
    var v33: vec4<f32>;
    var sum: vec4<f32>;
    var s: u32;
    var out: main_out;
    let v5 = gl_FragCoord.xy;
    let v6 = vec2<i32>(v5);
    let v12 = textureDimensions(Color);
    let v13 = v12.x;
    let v15 = v12.y;
    let v17 = textureNumSamples(Color);
    sum = vec4<f32>(0f);
    s = 0u;
    loop {
        sum_1 = sum;
        s_1 = s;
        let v25 = s_1 < v17;
        if v25 {
        } else {
            break;
        }
        let v30 = i32(s_1);
        let v31 = textureLoad(Color, v6, v30);
        v33 = sum_1 + v31;
        continuing {
            let v36 = s_1 + 1u;
            sum = v33;
            s = v36;
        }
    }
    let v40 = textureLoad(Color, (v6 + vec2<i32>(1i, 0i)), 0i);
    let v42 = vec2<u32>(v6);
    let v44 = textureLoad(Color, v42, 2u);
    let v45 = v40 + v44;
    let v47 = sum_1 + v45;
    let v52 = textureLoad(Depth, v6, 1i);
    let v53 = v52.x;
    let v55 = vec2<u32>(v6);
    let v57 = textureLoad(Depth, v55, 3u);
    let v58 = v57.x;
    let v59 = v53 + v58;
    let v61 = vec2<u32>(v6);
    let v63 = textureLoad(Depth, v61, 0u);
    let v64 = v63.x;
    let v65 = v59 + v64;
    let v69 = textureNumSamples(Color);
    let v70 = v69 - 1u;
    let v71 = v69 & v70;
    let v72 = v71 == 0u;
    let v73 = v69 <= 16u;
    let v74 = v72 & v73;
    let v75 = 1u < v69;
    let v76 = v74 & v75;
    let v77 = v69 - 1u;
    let v78 = v77 + 1u;
    let v79 = select(0u, v78, v76);
    let v81 = prism_sample_positions[v79];
    let v82 = select(vec2<f32>(), v81, v76);
    let v85 = gl_FragCoord.x;
    let v86 = i32(v85);
    let v87 = v86 & 3i;
    let v88 = u32(v87);
    let v89 = textureNumSamples(Depth);
    let v90 = v89 - 1u;
    let v91 = v89 & v90;
    let v92 = v91 == 0u;
    let v93 = v89 <= 16u;
    let v94 = v92 & v93;
    let v95 = v88 < v89;
    let v96 = v94 & v95;
    let v97 = v89 - 1u;
    let v98 = v97 + v88;
    let v99 = select(0u, v98, v96);
    let v101 = prism_sample_positions[v99];
    let v102 = select(vec2<f32>(), v101, v96);
    let v103 = v82 + v102;
    let v107 = v17 + 2u;
    let v108 = f32(v107);
    let v109 = vec4<f32>(v108);
    let v110 = v47 / v109;
    let v113 = f32(v13);
    let v115 = f32(v15);
    let v116 = vec4<f32>(v65, v113, v115, 0f);
    let v117 = v110 + v116;
    let v119 = v103.xyxy;
    let v120 = v117 + v119;
    out.out_SV_Target = v120;
    let v135 = out;
    return v135;
}
