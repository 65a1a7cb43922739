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
    var v225: vec4<f32>;
    var blur: vec4<f32>;
    var t: u32;
    var out: main_out;
    let v18 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(-1i));
    let v20 = 0f + v18;
    let v26 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(0i, -1i));
    let v28 = v20 + v26;
    let v34 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(1i, -1i));
    let v36 = v28 + v34;
    let v46 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(-1i, 0i));
    let v48 = v36 + v46;
    let v54 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(0i));
    let v56 = v48 + v54;
    let v62 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(1i, 0i));
    let v64 = v56 + v62;
    let v74 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(-1i, 1i));
    let v76 = v64 + v74;
    let v82 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(0i, 1i));
    let v84 = v76 + v82;
    let v90 = textureSampleCompareLevel(Shadow, Cmp, in_TEXCOORD0, in_DEPTH, vec2<i32>(1i));
    let v92 = v84 + v90;
    let v105 = Params.Texel;
    let v106 = vec2<f32>(0f, -4f) * v105;
    let v107 = in_TEXCOORD0 + v106;
    let v108 = textureSampleLevel(Color, Linear, v107, 0f, vec2<i32>(-2i, 0i));
    let k = -4i;
    let v109 = abs(k);
    let v110 = 5i - v109;
    let v111 = f32(v110);
    let v112 = vec4<f32>(v111);
    let v113 = v108 * v112;
    let v115 = vec4<f32>(0f) + v113;
    let v121 = Params.Texel;
    let v122 = vec2<f32>(0f, -2f) * v121;
    let v123 = in_TEXCOORD0 + v122;
    let v124 = textureSampleLevel(Color, Linear, v123, 0f, vec2<i32>(-1i, 0i));
    let k_1 = -2i;
    let v125 = abs(k_1);
    let v126 = 5i - v125;
    let v127 = f32(v126);
    let v128 = vec4<f32>(v127);
    let v129 = v124 * v128;
    let v131 = v115 + v129;
    let v137 = Params.Texel;
    let v138 = vec2<f32>(0f) * v137;
    let v139 = in_TEXCOORD0 + v138;
    let v140 = textureSampleLevel(Color, Linear, v139, 0f, vec2<i32>(0i));
    let k_2 = 0i;
    let v141 = abs(k_2);
    let v142 = 5i - v141;
    let v143 = f32(v142);
    let v144 = vec4<f32>(v143);
    let v145 = v140 * v144;
    let v147 = v131 + v145;
    let v153 = Params.Texel;
    let v154 = vec2<f32>(0f, 2f) * v153;
    let v155 = in_TEXCOORD0 + v154;
    let v156 = textureSampleLevel(Color, Linear, v155, 0f, vec2<i32>(1i, 0i));
    let k_3 = 2i;
    let v157 = abs(k_3);
    let v158 = 5i - v157;
    let v159 = f32(v158);
    let v160 = vec4<f32>(v159);
    let v161 = v156 * v160;
    let v163 = v147 + v161;
    let v169 = Params.Texel;
    let v170 = vec2<f32>(0f, 4f) * v169;
    let v171 = in_TEXCOORD0 + v170;
    let v172 = textureSampleLevel(Color, Linear, v171, 0f, vec2<i32>(2i, 0i));
    let k_4 = 4i;
    let v173 = abs(k_4);
    let v174 = 5i - v173;
    let v175 = f32(v174);
    let v176 = vec4<f32>(v175);
    let v177 = v172 * v176;
    let v179 = v163 + v177;
    let v187 = textureSample(Color, Linear, in_TEXCOORD0, vec2<i32>(3i, -3i));
    let v189 = v179 + v187;
    let v194 = textureSample(Color, Linear, in_TEXCOORD0, vec2<i32>(2i, -2i));
    let v196 = v189 + v194;
    let v201 = textureSample(Color, Linear, in_TEXCOORD0, vec2<i32>(1i, -1i));
    let v203 = v196 + v201;
    blur = v203;
    t = 0u;
    loop {
        blur_1 = blur;
        t_1 = t;
        let v210 = Params.Taps;
        let v211 = t_1 < v210;
        if v211 {
        } else {
            break;
        }
        let v217 = Params.Texel;
        let v219 = f32(t_1);
        let v220 = vec2<f32>(v219);
        let v221 = v217 * v220;
        let v222 = in_TEXCOORD0 + v221;
        let v223 = textureSample(Color, Linear, v222, vec2<i32>(1i));
        v225 = blur_1 + v223;
        continuing {
            let v228 = t_1 + 1u;
            blur = v225;
            t = v228;
        }
    }
    let v232 = v92 / 9f;
    let v233 = vec4<f32>(v232);
    let v234 = blur_1 * v233;
    out.out_SV_Target = v234;
    let v249 = out;
    return v249;
}
