struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type_Params {
    tint: vec4<f32>,
    layers: u32,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Smp: sampler;
@group(0) @binding(2) var<uniform> Params: type_Params;

@fragment
fn main(@location(0) in_TEXCOORD0: vec2<f32>, @builtin(position) gl_FragCoord: vec4<f32>) -> main_out {
    var c_1: vec4<f32>;
    var i_1: u32;
    var returned_5: bool;
    var returned_7: bool;
    var v61: vec4<f32>;
    var returned: bool;
    var value: f32;
    var d: f32;
    var c: vec4<f32>;
    var i: u32;
    var returned_1: bool;
    var returned_2: bool;
    var returned_3: bool;
    var out: main_out;
    let v7 = gl_FragCoord.x;
    let v8 = v7 < 10f;
    if v8 {
        out.out_SV_Target = vec4<f32>(1f, 0f, 0f, 1f);
        returned = true;
    } else {
        returned = false;
    }
    let returned_4 = returned;
    let v15 = textureSample(Tex, Smp, in_TEXCOORD0);
    let v19 = in_TEXCOORD0.x;
    let v20 = dpdx(v19);
    let v22 = in_TEXCOORD0.y;
    let v23 = fwidth(v22);
    let v79 = !returned_4;
    if v79 {
        let v24 = v20 + v23;
        value = v24;
    } else {
        value = f32();
    }
    let value_1 = value;
    let v26 = v15.z;
    let v27 = dpdyFine(v26);
    let v84 = !returned_4;
    if v84 {
        let v28 = value_1 + v27;
        d = v28;
    } else {
        d = f32();
    }
    let d_1 = d;
    c = v15;
    i = 0u;
    returned_1 = returned_4;
    loop {
        c_1 = c;
        i_1 = i;
        returned_5 = returned_1;
        let v34 = Params.layers;
        let v35 = i_1 < v34;
        if v35 {
        } else {
            break;
        }
        let v86 = !returned_5;
        if v86 {
            let v38 = c_1.w;
            let v40 = Params.tint;
            let v41 = v40.w;
            let v42 = v38 > v41;
            if v42 {
                out.out_SV_Target = c_1;
                returned_2 = true;
            } else {
                returned_2 = returned_5;
            }
            let returned_6 = returned_2;
            returned_3 = returned_6;
        } else {
            returned_3 = returned_5;
        }
        returned_7 = returned_3;
        let v50 = f32(i_1);
        let v51 = v50 * 0.125f;
        let v52 = vec2<f32>(v51);
        let v53 = in_TEXCOORD0 + v52;
        let v54 = textureSampleBias(Tex, Smp, v53, 0.5f);
        let v56 = c_1.x;
        let v57 = dpdxCoarse(v56);
        let v58 = vec4<f32>(v57);
        let v59 = v54 * v58;
        v61 = c_1 + v59;
        continuing {
            let v64 = i_1 + 1u;
            c = v61;
            i = v64;
            returned_1 = returned_7;
        }
    }
    let v89 = !returned_5;
    if v89 {
        let v68 = vec4<f32>(d_1);
        let v69 = c_1 * v68;
        let v71 = Params.tint;
        let v72 = v69 * v71;
        out.out_SV_Target = v72;
    }
    let v134 = out;
    return v134;
}
