struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct SparseTexel {
    code: u32,
    texel: vec4<f32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Point: sampler;
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
    let v23 = SparseTexel(0u, textureSampleLevel(Tex, Point, v6, 1f, vec2<i32>(1i, 0i)));
    let v24 = v23.code;
    let v25 = v23.texel;
    let v26 = true;
    let v27 = select(1u, 0u, v26);
    let v31 = v16 * 2u;
    let v32 = v31 + 0u;
    Out[v32] = v25;
    let v37 = v16 * 2u;
    let v38 = v37 + 1u;
    let v41 = v27 == 0u;
    if v41 {
        cond = 1i;
    } else {
        cond = 0i;
    }
    let cond_1 = cond;
    let v46 = f32(cond_1);
    let v47 = vec4<f32>(v46);
    Out[v38] = v47;
    out.out_SV_Target = v25;
    let v59 = out;
    return v59;
}
