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
    let v35 = gl_FragCoord.w;
    let v36 = v35 > 0f;
    if v36 {
        let v38 = gl_FragCoord.x;
        let v40 = gl_FragCoord.x;
        let v41 = v38 * v40;
        let v43 = gl_FragCoord.y;
        let v45 = gl_FragCoord.y;
        let v46 = v43 * v45;
        let v48 = gl_FragCoord.x;
        let v50 = gl_FragCoord.y;
        let v51 = v48 * v50;
        let v53 = gl_FragCoord.x;
        let v55 = gl_FragCoord.y;
        let v56 = v53 * v55;
        let v57 = vec4<f32>(v41, v46, v51, v56);
        let v60 = gl_FragCoord.xy;
        let v61 = v60 / vec2<f32>(2f);
        f = v57;
        uv = v61;
    } else {
        f = vec4<f32>(0f);
        uv = vec2<f32>(0f);
    }
    let f_1 = f;
    let uv_1 = uv;
    let v65 = f_1.x;
    let v66 = dpdxFine(v65);
    let v68 = f_1.y;
    let v69 = dpdyFine(v68);
    let v71 = f_1.z;
    let v72 = dpdxFine(v71);
    let v74 = f_1.w;
    let v75 = dpdyFine(v74);
    let v106 = !returned_1;
    if v106 {
        let v76 = vec4<f32>(v66, v69, v72, v75);
        d = v76;
    } else {
        d = vec4<f32>();
    }
    let d_1 = d;
    let v82 = textureSample(Levels, Smp, uv_1);
    let v108 = !returned_1;
    if v108 {
        Out[v11] = d_1;
        let v89 = gl_FragCoord.x;
        let v90 = u32(v89);
        let v91 = v90 == 2u;
        if v91 {
            discard;
        }
        let v94 = v82.x;
        let v96 = d_1.x;
        let v98 = d_1.y;
        let v99 = vec4<f32>(v94, v96, v98, 1f);
        out.out_SV_Target = v99;
    }
    let v133 = out;
    return v133;
}
