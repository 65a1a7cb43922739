struct ShadowPS_out {
    @builtin(frag_depth) gl_FragDepth: f32,
}

@fragment
fn ShadowPS(@builtin(position) gl_FragCoord: vec4<f32>) -> ShadowPS_out {
    var and: bool;
    var and_1: bool;
    var and_2: bool;
    var cond: f32;
    var out: ShadowPS_out;
    let v5 = gl_FragCoord.xy;
    let v6 = vec2<u32>(v5);
    let v12 = v6.x;
    let v13 = v12 >= 2u;
    if v13 {
        let v16 = v6.x;
        let v17 = v16 <= 5u;
        and = v17;
    } else {
        and = v13;
    }
    let and_3 = and;
    if and_3 {
        let v22 = v6.y;
        let v23 = v22 >= 2u;
        and_1 = v23;
    } else {
        and_1 = and_3;
    }
    let and_4 = and_1;
    if and_4 {
        let v28 = v6.y;
        let v29 = v28 <= 4u;
        and_2 = v29;
    } else {
        and_2 = and_4;
    }
    let and_5 = and_2;
    if and_5 {
        cond = 0.25f;
    } else {
        cond = 0.75f;
    }
    let cond_1 = cond;
    out.gl_FragDepth = cond_1;
    let v60 = out;
    return v60;
}
