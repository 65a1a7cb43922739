struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type_Params {
    Texel: vec2<f32>,
    Taps: u32,
}

@group(0) @binding(0) var Shadow: texture_depth_2d;
@group(0) @binding(1) var Color: texture_2d<f32>;
@group(1) @binding(0) var Cmp: sampler_comparison;
@group(1) @binding(1) var Linear: sampler;
@group(2) @binding(0) var<uniform> Params: type_Params;

@fragment
fn main(@location(0) in_TEXCOORD0: vec2<f32>, @location(1) in_DEPTH: f32) -> main_out {
    var blur_1: vec4<f32>;
    var t_1: u32;
    var v220: vec4<f32>;
    var blur: vec4<f32>;
    var t: u32;
    var out: main_out;
    let v16 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(-1i));
    let v18 = 0f + v16;
    let v24 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(0i, -1i));
    let v26 = v18 + v24;
    let v32 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(1i, -1i));
    let v34 = v26 + v32;
    let v43 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(-1i, 0i));
    let v45 = v34 + v43;
    let v51 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(0i));
    let v53 = v45 + v51;
    let v59 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(1i, 0i));
    let v61 = v53 + v59;
    let v70 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(-1i, 1i));
    let v72 = v61 + v70;
    let v78 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(0i, 1i));
    let v80 = v72 + v78;
    let v86 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(1i));
    let v88 = v80 + v86;
    let v100 = Params.Texel;
    let v101 = vec2<f32>(0f, -4f) * v100;
    let v102 = in_TEXCOORD0 + v101;
    let v103 = textureSampleLevel(Color, Linear, v102, 0f, vec2<i32>(-2i, 0i));
    let k = -4i;
    let v104 = abs(k);
    let v105 = 5i - v104;
    let v106 = f32(v105);
    let v107 = vec4<f32>(v106);
    let v108 = v103 * v107;
    let v110 = vec4<f32>(0f) + v108;
    let v116 = Params.Texel;
    let v117 = vec2<f32>(0f, -2f) * v116;
    let v118 = in_TEXCOORD0 + v117;
    let v119 = textureSampleLevel(Color, Linear, v118, 0f, vec2<i32>(-1i, 0i));
    let k_1 = -2i;
    let v120 = abs(k_1);
    let v121 = 5i - v120;
    let v122 = f32(v121);
    let v123 = vec4<f32>(v122);
    let v124 = v119 * v123;
    let v126 = v110 + v124;
    let v132 = Params.Texel;
    let v133 = vec2<f32>(0f) * v132;
    let v134 = in_TEXCOORD0 + v133;
    let v135 = textureSampleLevel(Color, Linear, v134, 0f, vec2<i32>(0i));
    let k_2 = 0i;
    let v136 = abs(k_2);
    let v137 = 5i - v136;
    let v138 = f32(v137);
    let v139 = vec4<f32>(v138);
    let v140 = v135 * v139;
    let v142 = v126 + v140;
    let v148 = Params.Texel;
    let v149 = vec2<f32>(0f, 2f) * v148;
    let v150 = in_TEXCOORD0 + v149;
    let v151 = textureSampleLevel(Color, Linear, v150, 0f, vec2<i32>(1i, 0i));
    let k_3 = 2i;
    let v152 = abs(k_3);
    let v153 = 5i - v152;
    let v154 = f32(v153);
    let v155 = vec4<f32>(v154);
    let v156 = v151 * v155;
    let v158 = v142 + v156;
    let v164 = Params.Texel;
    let v165 = vec2<f32>(0f, 4f) * v164;
    let v166 = in_TEXCOORD0 + v165;
    let v167 = textureSampleLevel(Color, Linear, v166, 0f, vec2<i32>(2i, 0i));
    let k_4 = 4i;
    let v168 = abs(k_4);
    let v169 = 5i - v168;
    let v170 = f32(v169);
    let v171 = vec4<f32>(v170);
    let v172 = v167 * v171;
    let v174 = v158 + v172;
    let v182 = textureSample(Color, Linear, in_TEXCOORD0, vec2<i32>(3i, -3i));
    let v184 = v174 + v182;
    let v189 = textureSample(Color, Linear, in_TEXCOORD0, vec2<i32>(2i, -2i));
    let v191 = v184 + v189;
    let v196 = textureSample(Color, Linear, in_TEXCOORD0, vec2<i32>(1i, -1i));
    let v198 = v191 + v196;
    blur = v198;
    t = 0u;
    loop {
        blur_1 = blur;
        t_1 = t;
        let v205 = Params.Taps;
        let v206 = t_1 < v205;
        if v206 {
        } else {
            break;
        }
        let v212 = Params.Texel;
        let v214 = f32(t_1);
        let v215 = vec2<f32>(v214);
        let v216 = v212 * v215;
        let v217 = in_TEXCOORD0 + v216;
        let v218 = textureSample(Color, Linear, v217, vec2<i32>(1i));
        v220 = blur_1 + v218;
        continuing {
            let v223 = t_1 + 1u;
            blur = v220;
            t = v223;
        }
    }
    let v227 = v88 / 9f;
    let v228 = vec4<f32>(v227);
    let v229 = blur_1 * v228;
    out.out_SV_Target = v229;
    let v244 = out;
    return v244;
}
