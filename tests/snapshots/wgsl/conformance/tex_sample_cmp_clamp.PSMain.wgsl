struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct SparseTexel {
    code: u32,
    texel: f32,
}

@group(0) @binding(0) var Shadow: texture_depth_2d;
@group(0) @binding(1) var Less: sampler_comparison;
@group(0) @binding(2) var GreaterEqual: sampler_comparison;
@group(0) @binding(3) var<storage, read_write> Out: array<vec4<f32>>;

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var cond: i32;
    var out: PSMain_out;
    let v5 = gl_FragCoord.xy;
    let v6 = v5 / vec2<f32>(4f);
    let v10 = gl_FragCoord.y;
    let v11 = u32(v10);
    let v12 = v11 * 4u;
    let v14 = gl_FragCoord.x;
    let v15 = u32(v14);
    let v16 = v12 + v15;
    let v21 = gl_FragCoord.x;
    let v22 = floor(v21);
    let v24 = gl_FragCoord.y;
    let v25 = floor(v24);
    let v26 = 4f * v25;
    let v27 = v22 + v26;
    let v28 = v27 + 0.5f;
    let v29 = v28 / 16f;
    let v36 = v29 - 0.03125f;
    let v37 = textureSampleCompare(Shadow, Less, v6, v36, vec2<i32>(0i));
    let v44 = SparseTexel(0u, textureSampleCompare(Shadow, GreaterEqual, v6, v29, vec2<i32>(0i, 1i)));
    let v45 = v44.code;
    let v46 = v44.texel;
    let v47 = true;
    let v48 = select(1u, 0u, v47);
    let v56 = v48 == 0u;
    if v56 {
        cond = 1i;
    } else {
        cond = 0i;
    }
    let cond_1 = cond;
    let v61 = f32(cond_1);
    let v62 = vec4<f32>(v37, v46, v61, 0f);
    Out[v16] = v62;
    let v66 = vec4<f32>(v37, v46, 0f, 0f);
    out.out_SV_Target = v66;
    let v76 = out;
    return v76;
}
