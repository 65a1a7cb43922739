diagnostic(off, derivative_uniformity);

struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(1) var Point: sampler;
@group(0) @binding(2) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(3) var Textures_0: texture_2d<f32>;
@group(0) @binding(4) var Textures_1: texture_2d<f32>;
@group(0) @binding(5) var Textures_2: texture_2d<f32>;

fn fetch(k: u32, p: vec2<i32>) -> vec4<f32> {
    var element: vec4<f32>;
    let v10 = vec3<i32>(p, 0i);
    let v11 = v10.xy;
    let v12 = v10.z;
    switch k {
        case 0u: {
            let v17 = textureLoad(Textures_0, v11, v12);
            element = v17;
            break;
        }
        case 1u: {
            let v21 = textureLoad(Textures_1, v11, v12);
            element = v21;
            break;
        }
        case 2u, default: {
            let v25 = textureLoad(Textures_2, v11, v12);
            element = v25;
            break;
        }
    }
    let v28 = element;
    return v28;
}

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var element: vec4<f32>;
    var out: PSMain_out;
    let v5 = gl_FragCoord.y;
    let v6 = u32(v5);
    let v7 = v6 * 4u;
    let v9 = gl_FragCoord.x;
    let v10 = u32(v9);
    let v11 = v7 + v10;
    let v15 = v11 % 3u;
    let v19 = gl_FragCoord.xy;
    let v20 = floor(v19);
    let v21 = v20 % vec2<f32>(2f);
    let v22 = v21 + vec2<f32>(0.5f);
    let v23 = v22 / vec2<f32>(2f);
    switch v15 {
        case 0u: {
            let v57 = textureSample(Textures_0, Point, v23);
            element = v57;
            break;
        }
        case 1u: {
            let v61 = textureSample(Textures_1, Point, v23);
            element = v61;
            break;
        }
        case 2u, default: {
            let v65 = textureSample(Textures_2, Point, v23);
            element = v65;
            break;
        }
    }
    let v68 = element;
    let v34 = v11 * 2u;
    let v35 = v34 + 0u;
    Out[v35] = v68;
    let v40 = v11 * 2u;
    let v41 = v40 + 1u;
    let v44 = v15 + 1u;
    let v45 = v44 % 3u;
    let v47 = gl_FragCoord.xy;
    let v48 = vec2<i32>(v47);
    let v49 = v48 % vec2<i32>(2i);
    let v50 = fetch(v45, v49);
    Out[v41] = v50;
    out.out_SV_Target = v68;
    let v71 = out;
    return v71;
}
