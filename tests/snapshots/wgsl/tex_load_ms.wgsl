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
    let v63 = textureNumSamples(Color);
    let v64 = v63 - 1u;
    let v65 = v63 & v64;
    let v66 = v65 == 0u;
    let v67 = v63 <= 16u;
    let v68 = v66 & v67;
    let v69 = 1u < v63;
    let v70 = v68 & v69;
    let v71 = v63 - 1u;
    let v72 = v71 + 1u;
    let v73 = select(0u, v72, v70);
    let v75 = prism_sample_positions[v73];
    let v76 = select(vec2<f32>(), v75, v70);
    let v79 = gl_FragCoord.x;
    let v80 = i32(v79);
    let v81 = v80 & 3i;
    let v82 = u32(v81);
    let v83 = textureNumSamples(Depth);
    let v84 = v83 - 1u;
    let v85 = v83 & v84;
    let v86 = v85 == 0u;
    let v87 = v83 <= 16u;
    let v88 = v86 & v87;
    let v89 = v82 < v83;
    let v90 = v88 & v89;
    let v91 = v83 - 1u;
    let v92 = v91 + v82;
    let v93 = select(0u, v92, v90);
    let v95 = prism_sample_positions[v93];
    let v96 = select(vec2<f32>(), v95, v90);
    let v97 = v76 + v96;
    let v101 = v17 + 2u;
    let v102 = f32(v101);
    let v103 = vec4<f32>(v102);
    let v104 = v47 / v103;
    let v107 = f32(v13);
    let v109 = f32(v15);
    let v110 = vec4<f32>(v59, v107, v109, 0f);
    let v111 = v104 + v110;
    let v113 = v97.xyxy;
    let v114 = v111 + v113;
    out.out_SV_Target = v114;
    let v129 = out;
    return v129;
}
