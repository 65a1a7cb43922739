struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Color: texture_multisampled_2d<f32>;
@group(0) @binding(1) var Depth: texture_multisampled_2d<f32>;

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
    let v63 = v17 + 2u;
    let v64 = f32(v63);
    let v65 = vec4<f32>(v64);
    let v66 = v47 / v65;
    let v69 = f32(v13);
    let v71 = f32(v15);
    let v72 = vec4<f32>(v59, v69, v71, 0f);
    let v73 = v66 + v72;
    out.out_SV_Target = v73;
    let v88 = out;
    return v88;
}
