struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type_Pick {
    Row: u32,
    Col: u32,
}

@group(1) @binding(0) var<uniform> Pick: type_Pick;
@group(0) @binding(0) var T_0: texture_2d<f32>;
@group(0) @binding(1) var T_1: texture_2d<f32>;
@group(0) @binding(2) var T_2: texture_2d<f32>;
@group(0) @binding(3) var T_3: texture_2d<f32>;
@group(0) @binding(4) var T_4: texture_2d<f32>;
@group(0) @binding(5) var T_5: texture_2d<f32>;
@group(0) @binding(6) var S_0: sampler;
@group(0) @binding(7) var S_1: sampler;
@group(0) @binding(8) var S_2: sampler;
@group(0) @binding(9) var S_3: sampler;

@fragment
fn main(@location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var element: vec4<f32>;
    var element_1: vec4<f32>;
    var element_2: vec4<f32>;
    var element_3: vec4<f32>;
    var element_4: vec4<f32>;
    var element_5: vec4<f32>;
    var element_6: vec4<f32>;
    var element_7: vec4<f32>;
    var out: main_out;
    let v8 = textureLoad(T_5, vec2<i32>(0i), 0i);
    let v11 = Pick.Row;
    let v12 = v11 * 3u;
    let v14 = Pick.Col;
    let v15 = v12 + v14;
    let v20 = Pick.Row;
    let v21 = 2u + v20;
    switch v15 {
        case 0u: {
            switch v21 {
                case 0u: {
                    let v98 = textureSample(T_0, S_0, in_TEXCOORD0);
                    element_1 = v98;
                    break;
                }
                case 1u: {
                    let v102 = textureSample(T_0, S_1, in_TEXCOORD0);
                    element_1 = v102;
                    break;
                }
                case 2u: {
                    let v106 = textureSample(T_0, S_2, in_TEXCOORD0);
                    element_1 = v106;
                    break;
                }
                case 3u, default: {
                    let v110 = textureSample(T_0, S_3, in_TEXCOORD0);
                    element_1 = v110;
                    break;
                }
            }
            let v113 = element_1;
            element = v113;
            break;
        }
        case 1u: {
            switch v21 {
                case 0u: {
                    let v116 = textureSample(T_1, S_0, in_TEXCOORD0);
                    element_2 = v116;
                    break;
                }
                case 1u: {
                    let v120 = textureSample(T_1, S_1, in_TEXCOORD0);
                    element_2 = v120;
                    break;
                }
                case 2u: {
                    let v124 = textureSample(T_1, S_2, in_TEXCOORD0);
                    element_2 = v124;
                    break;
                }
                case 3u, default: {
                    let v128 = textureSample(T_1, S_3, in_TEXCOORD0);
                    element_2 = v128;
                    break;
                }
            }
            let v131 = element_2;
            element = v131;
            break;
        }
        case 2u: {
            switch v21 {
                case 0u: {
                    let v134 = textureSample(T_2, S_0, in_TEXCOORD0);
                    element_3 = v134;
                    break;
                }
                case 1u: {
                    let v138 = textureSample(T_2, S_1, in_TEXCOORD0);
                    element_3 = v138;
                    break;
                }
                case 2u: {
                    let v142 = textureSample(T_2, S_2, in_TEXCOORD0);
                    element_3 = v142;
                    break;
                }
                case 3u, default: {
                    let v146 = textureSample(T_2, S_3, in_TEXCOORD0);
                    element_3 = v146;
                    break;
                }
            }
            let v149 = element_3;
            element = v149;
            break;
        }
        case 3u: {
            switch v21 {
                case 0u: {
                    let v152 = textureSample(T_3, S_0, in_TEXCOORD0);
                    element_4 = v152;
                    break;
                }
                case 1u: {
                    let v156 = textureSample(T_3, S_1, in_TEXCOORD0);
                    element_4 = v156;
                    break;
                }
                case 2u: {
                    let v160 = textureSample(T_3, S_2, in_TEXCOORD0);
                    element_4 = v160;
                    break;
                }
                case 3u, default: {
                    let v164 = textureSample(T_3, S_3, in_TEXCOORD0);
                    element_4 = v164;
                    break;
                }
            }
            let v167 = element_4;
            element = v167;
            break;
        }
        case 4u: {
            switch v21 {
                case 0u: {
                    let v170 = textureSample(T_4, S_0, in_TEXCOORD0);
                    element_5 = v170;
                    break;
                }
                case 1u: {
                    let v174 = textureSample(T_4, S_1, in_TEXCOORD0);
                    element_5 = v174;
                    break;
                }
                case 2u: {
                    let v178 = textureSample(T_4, S_2, in_TEXCOORD0);
                    element_5 = v178;
                    break;
                }
                case 3u, default: {
                    let v182 = textureSample(T_4, S_3, in_TEXCOORD0);
                    element_5 = v182;
                    break;
                }
            }
            let v185 = element_5;
            element = v185;
            break;
        }
        case 5u, default: {
            switch v21 {
                case 0u: {
                    let v188 = textureSample(T_5, S_0, in_TEXCOORD0);
                    element_6 = v188;
                    break;
                }
                case 1u: {
                    let v192 = textureSample(T_5, S_1, in_TEXCOORD0);
                    element_6 = v192;
                    break;
                }
                case 2u: {
                    let v196 = textureSample(T_5, S_2, in_TEXCOORD0);
                    element_6 = v196;
                    break;
                }
                case 3u, default: {
                    let v200 = textureSample(T_5, S_3, in_TEXCOORD0);
                    element_6 = v200;
                    break;
                }
            }
            let v203 = element_6;
            element = v203;
            break;
        }
    }
    let v95 = element;
    let v27 = v8 + v95;
    let v31 = Pick.Row;
    let v32 = v31 * 3u;
    let v36 = v32 + 2u;
    switch v36 {
        case 0u: {
            let v206 = textureSample(T_0, S_1, in_TEXCOORD0);
            element_7 = v206;
            break;
        }
        case 1u: {
            let v210 = textureSample(T_1, S_1, in_TEXCOORD0);
            element_7 = v210;
            break;
        }
        case 2u: {
            let v214 = textureSample(T_2, S_1, in_TEXCOORD0);
            element_7 = v214;
            break;
        }
        case 3u: {
            let v218 = textureSample(T_3, S_1, in_TEXCOORD0);
            element_7 = v218;
            break;
        }
        case 4u: {
            let v222 = textureSample(T_4, S_1, in_TEXCOORD0);
            element_7 = v222;
            break;
        }
        case 5u, default: {
            let v226 = textureSample(T_5, S_1, in_TEXCOORD0);
            element_7 = v226;
            break;
        }
    }
    let v229 = element_7;
    let v44 = v27 + v229;
    out.out_SV_Target = v44;
    let v232 = out;
    return v232;
}
