struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Levels: texture_2d<f32>;
@group(0) @binding(1) var Smp: sampler;
@group(0) @binding(2) var<storage, read_write> Out: array<vec4<f32>>;

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var returned: bool;
    var f: vec4<f32>;
    var uv: vec2<f32>;
    var d: vec4<f32>;
    var out: PSMain_out;
    let v5 = gl_FragCoord.y;
    let v6 = u32(v5);
    let v7 = v6 * 4u;
    let v9 = gl_FragCoord.x;
    let v10 = u32(v9);
    let v11 = v7 + v10;
    let v18 = gl_FragCoord.x;
    let v19 = u32(v18);
    let v21 = gl_FragCoord.y;
    let v22 = u32(v21);
    let v23 = v19 | v22;
    let v24 = v23 & 1u;
    let v25 = v24 == 0u;
    if v25 {
        Out[v11] = vec4<f32>(-1f);
        out.out_SV_Target = vec4<f32>(9f);
        returned = true;
    } else {
        returned = false;
    }
    let returned_1 = returned;
    let v32 = gl_FragCoord.w;
    let v33 = v32 > 0f;
    if v33 {
        let v35 = gl_FragCoord.x;
        let v37 = gl_FragCoord.x;
        let v38 = v35 * v37;
        let v40 = gl_FragCoord.y;
        let v42 = gl_FragCoord.y;
        let v43 = v40 * v42;
        let v45 = gl_FragCoord.x;
        let v47 = gl_FragCoord.y;
        let v48 = v45 * v47;
        let v50 = gl_FragCoord.x;
        let v52 = gl_FragCoord.y;
        let v53 = v50 * v52;
        let v54 = vec4<f32>(v38, v43, v48, v53);
        let v57 = gl_FragCoord.xy;
        let v58 = v57 / vec2<f32>(2f);
        f = v54;
        uv = v58;
    } else {
        f = vec4<f32>(0f);
        uv = vec2<f32>(0f);
    }
    let f_1 = f;
    let uv_1 = uv;
    let v62 = f_1.x;
    let v63 = dpdxFine(v62);
    let v65 = f_1.y;
    let v66 = dpdyFine(v65);
    let v68 = f_1.z;
    let v69 = dpdxFine(v68);
    let v71 = f_1.w;
    let v72 = dpdyFine(v71);
    let v103 = !returned_1;
    if v103 {
        let v73 = vec4<f32>(v63, v66, v69, v72);
        d = v73;
    } else {
        d = vec4<f32>();
    }
    let d_1 = d;
    let v79 = textureSample(Levels, Smp, uv_1);
    let v105 = !returned_1;
    if v105 {
        Out[v11] = d_1;
        let v86 = gl_FragCoord.x;
        let v87 = u32(v86);
        let v88 = v87 == 2u;
        if v88 {
            discard;
        }
        let v91 = v79.x;
        let v93 = d_1.x;
        let v95 = d_1.y;
        let v96 = vec4<f32>(v91, v93, v95, 1f);
        out.out_SV_Target = v96;
    }
    let v130 = out;
    return v130;
}
