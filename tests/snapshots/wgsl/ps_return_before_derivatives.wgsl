enable subgroups;
diagnostic(off, subgroup_uniformity);

struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type_Params {
    tint: vec4<f32>,
    cutoff: f32,
    steps: u32,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Shadow: texture_depth_2d;
@group(0) @binding(2) var Smp: sampler;
@group(0) @binding(3) var Cmp: sampler_comparison;
@group(0) @binding(4) var<storage, read_write> Hits: array<u32>;
@group(0) @binding(5) var<uniform> Params: type_Params;

fn shade(uv: vec2<f32>) -> vec4<f32> {
    let v6 = uv * vec2<f32>(2f);
    let v7 = textureSample(Tex, Smp, v6);
    return v7;
}

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var c_1: vec4<f32>;
    var i_1: u32;
    var v88: vec4<f32>;
    var returned: bool;
    var returned_1: bool;
    var returned_2: bool;
    var c: vec4<f32>;
    var i: u32;
    var value: vec4<f32>;
    var out: main_out;
    let v7 = gl_FragCoord.x;
    let v8 = v7 < 4f;
    if v8 {
        out.out_SV_Target = vec4<f32>(1f, 0f, 0f, 1f);
        returned = true;
    } else {
        returned = false;
    }
    let returned_3 = returned;
    let v13 = in_TEXCOORD0.x;
    let v14 = dpdx(v13);
    let v16 = in_TEXCOORD0.y;
    let v17 = dpdy(v16);
    let v18 = vec2<f32>(v14, v17);
    let v25 = in_TEXCOORD0 + v18;
    let v26 = textureSample(Tex, Smp, v25);
    let v106 = !returned_3;
    if v106 {
        let v29 = v26.w;
        let v31 = Params.cutoff;
        let v32 = v29 < v31;
        if v32 {
            let v34 = v26.zyxw;
            out.out_SV_Target = v34;
            returned_1 = true;
        } else {
            returned_1 = returned_3;
        }
        let returned_4 = returned_1;
        returned_2 = returned_4;
    } else {
        returned_2 = returned_3;
    }
    let returned_5 = returned_2;
    let v40 = textureSampleBias(Tex, Smp, in_TEXCOORD0, 0.5f);
    let v45 = v26.x;
    let v46 = textureSampleCompare(Shadow, Cmp, in_TEXCOORD0, v45);
    let v47 = vec4<f32>(v46);
    let v48 = v40 * v47;
    let v50 = v26 + v48;
    let v53 = v50.y;
    let v54 = quadSwapX(v53);
    let v56 = v50.z;
    let v57 = fwidth(v56);
    let v58 = v54 + v57;
    let v60 = v50.y;
    let v61 = v60 + v58;
    var v63 = v50;
    v63.y = v61;
    let v109 = !returned_5;
    if v109 {
        let v66 = gl_FragCoord.y;
        let v67 = u32(v66);
        let v70 = gl_FragCoord.x;
        let v71 = u32(v70);
        Hits[v67] = v71;
        let v74 = v63.x;
        let v75 = v74 > 0.899999976f;
        if v75 {
            discard;
        }
    }
    c = v63;
    i = 0u;
    loop {
        c_1 = c;
        i_1 = i;
        let v81 = Params.steps;
        let v82 = i_1 < v81;
        if v82 {
        } else {
            break;
        }
        let v85 = dpdxFine(c_1);
        let v86 = v85 * vec4<f32>(0.25f);
        v88 = c_1 + v86;
        continuing {
            let v91 = i_1 + 1u;
            c = v88;
            i = v91;
        }
    }
    let v111 = !returned_5;
    if v111 {
        value = c_1;
    } else {
        value = vec4<f32>();
    }
    let value_1 = value;
    let v95 = shade(in_TEXCOORD0);
    let v116 = !returned_5;
    if v116 {
        let v96 = value_1 * v95;
        let v98 = Params.tint;
        let v99 = v96 * v98;
        out.out_SV_Target = v99;
    }
    let v151 = out;
    return v151;
}
