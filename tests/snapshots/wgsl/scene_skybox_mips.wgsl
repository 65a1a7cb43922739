struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Detail: texture_2d<f32>;
@group(0) @binding(1) var Sky: texture_cube<f32>;
@group(1) @binding(0) var Trilinear: sampler;

@fragment
fn main(@location(0) in_TEXCOORD0: vec3<f32>, @location(1) in_TEXCOORD1: vec2<f32>, @location(2) in_TEXCOORD2: f32) -> main_out {
    var out: main_out;
    let v21 = textureNumLevels(Sky);
    let v27 = textureSampleLevel(Sky, Trilinear, in_TEXCOORD0, 0f);
    let v35 = v21 - 1u;
    let v36 = f32(v35);
    let v37 = in_TEXCOORD2 * v36;
    let v38 = textureSampleLevel(Sky, Trilinear, in_TEXCOORD0, v37);
    let v44 = textureSample(Detail, Trilinear, in_TEXCOORD1);
    let v49 = textureDimensions(Detail, 0u);
    let v50 = v49.x;
    let v52 = v49.y;
    let v57 = f32(v50);
    let v59 = f32(v52);
    let v60 = vec2<f32>(v57, v59);
    let v61 = in_TEXCOORD1 * v60;
    let v65 = dpdx(v61);
    let v67 = dpdx(v61);
    let v68 = dot(v65, v67);
    let v70 = dpdy(v61);
    let v72 = dpdy(v61);
    let v73 = dot(v70, v72);
    let v74 = max(v68, v73);
    let v75 = log2(v74);
    let v76 = 0.5f * v75;
    let v83 = textureSampleLevel(Detail, Trilinear, in_TEXCOORD1, v76);
    let v86 = v27 * vec4<f32>(0.5f);
    let v88 = v38 * vec4<f32>(0.25f);
    let v89 = v86 + v88;
    let v92 = v44 + v83;
    let v93 = v92 * vec4<f32>(0.125f);
    let v94 = v89 + v93;
    out.out_SV_Target = v94;
    let v99 = out;
    return v99;
}
