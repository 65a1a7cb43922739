struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Height: texture_2d<f32>;
@group(1) @binding(0) var Smp: sampler;

@fragment
fn main(@location(0) in_TEXCOORD0: vec2<f32>, @location(1) in_TEXCOORD1: vec3<f32>) -> main_out {
    var dm: mat2x2<f32>;
    var cond: f32;
    var out: main_out;
    let v13 = textureSample(Height, Smp, in_TEXCOORD0);
    let v14 = v13.x;
    let v18 = dpdx(in_TEXCOORD1);
    let v20 = dpdy(in_TEXCOORD1);
    let v21 = cross(v18, v20);
    let v22 = normalize(v21);
    let v26 = dpdxFine(v14);
    let v28 = dpdyFine(v14);
    let v29 = vec2<f32>(v26, v28);
    let v31 = dpdxCoarse(v14);
    let v33 = dpdyCoarse(v14);
    let v34 = vec2<f32>(v31, v33);
    let v35 = v29 + v34;
    let v41 = in_TEXCOORD1.z;
    let v42 = vec4<f32>(in_TEXCOORD0, v14, v41);
    let v43 = fwidth(v42);
    let v48 = in_TEXCOORD0.yx;
    let v49 = mat2x2<f32>(in_TEXCOORD0, v48);
    let v53 = v49[0];
    let v54 = dpdx(v53);
    let v55 = v49[1];
    let v56 = dpdx(v55);
    let v57 = mat2x2<f32>(v54, v56);
    let v59 = v49[0];
    let v60 = dpdy(v59);
    let v61 = v49[1];
    let v62 = dpdy(v61);
    let v63 = mat2x2<f32>(v60, v62);
    let v64 = v63[0];
    let v65 = v57[0];
    let v66 = v65 + v64;
    let v67 = v63[1];
    let v68 = v57[1];
    let v69 = v68 + v67;
    let v70 = mat2x2<f32>(v66, v69);
    dm = v70;
    let v74 = fwidth(v14);
    let v75 = v74 > 0.00999999978f;
    if v75 {
        cond = 1f;
    } else {
        cond = 0f;
    }
    let cond_1 = cond;
    let v84 = vec3<f32>(v35, cond_1);
    let v85 = v22 + v84;
    let v87 = v43.x;
    let v89 = v43.y;
    let v90 = v87 + v89;
    let v92 = v43.z;
    let v93 = v90 + v92;
    let v95 = v43.w;
    let v96 = v93 + v95;
    let v99 = dm[0i][0i];
    let v100 = v96 + v99;
    let v103 = dm[1i][1i];
    let v104 = v100 + v103;
    let v105 = vec4<f32>(v85, v104);
    out.out_SV_Target = v105;
    let v115 = out;
    return v115;
}
