struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Pyramid: texture_2d<f32>;
@group(0) @binding(1) var Wrap: sampler;

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var returned: bool;
    var cond: i32;
    var cond_1: i32;
    var out: PSMain_out;
    let v5 = gl_FragCoord.xy;
    let v6 = v5 / vec2<f32>(8f);
    let v10 = gl_FragCoord.y;
    let v11 = u32(v10);
    let v12 = v11 / 2u;
    let v15 = v12 == 3u;
    if v15 {
        let v19 = textureSampleLevel(Pyramid, Wrap, v6, 3f);
        out.out_SV_Target = v19;
        returned = true;
    } else {
        returned = false;
    }
    let returned_1 = returned;
    let v24 = v12 == 0u;
    if v24 {
        cond_1 = 1i;
    } else {
        let v28 = v12 == 1u;
        if v28 {
            cond = 2i;
        } else {
            cond = 4i;
        }
        let cond_2 = cond;
        cond_1 = cond_2;
    }
    let cond_3 = cond_1;
    let v35 = f32(cond_3);
    let v41 = vec2<f32>(v35);
    let v42 = v6 * v41;
    let v43 = textureSample(Pyramid, Wrap, v42);
    let v50 = !returned_1;
    if v50 {
        out.out_SV_Target = v43;
    }
    let v70 = out;
    return v70;
}
