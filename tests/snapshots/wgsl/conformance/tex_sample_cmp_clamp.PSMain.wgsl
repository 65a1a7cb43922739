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
    let v37 = v29 - 0.03125f;
    let v38 = textureSampleCompare(Shadow, Less, v6, v37, vec2<i32>(0i));
    let v45 = SparseTexel(0u, textureSampleCompare(Shadow, GreaterEqual, v6, v29, vec2<i32>(0i, 1i)));
    let v46 = v45.code;
    let v47 = v45.texel;
    let v48 = true;
    let v49 = select(1u, 0u, v48);
    let v57 = v49 == 0u;
    if v57 {
        cond = 1i;
    } else {
        cond = 0i;
    }
    let cond_1 = cond;
    let v62 = f32(cond_1);
    let v63 = vec4<f32>(v38, v47, v62, 0f);
    Out[v16] = v63;
    let v67 = vec4<f32>(v38, v47, 0f, 0f);
    out.out_SV_Target = v67;
    let v77 = out;
    return v77;
}
