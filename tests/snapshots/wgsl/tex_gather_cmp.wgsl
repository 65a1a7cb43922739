struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Shadow: texture_depth_2d;
@group(0) @binding(1) var Cascades: texture_depth_2d_array;
@group(0) @binding(2) var Omni: texture_depth_cube;
@group(1) @binding(0) var Cmp: sampler_comparison;

@fragment
fn main(@location(0) in_TEXCOORD0: vec2<f32>, @location(1) in_TEXCOORD1: vec3<f32>, @location(2) in_TEXCOORD2: f32) -> main_out {
    var out: main_out;
    let v17 = textureGatherCompare(Shadow, Cmp, in_TEXCOORD0, in_TEXCOORD2);
    let v23 = textureGatherCompare(Shadow, Cmp, in_TEXCOORD0, in_TEXCOORD2, vec2<i32>(1i, 0i));
    let v25 = v17 + v23;
    let v31 = textureGatherCompare(Shadow, Cmp, in_TEXCOORD0, in_TEXCOORD2, vec2<i32>(0i, 1i));
    let v33 = v25 + v31;
    let v38 = vec3<f32>(in_TEXCOORD0, 3f);
    let v40 = textureGatherCompare(Cascades, Cmp, v38.xy, i32(round(v38.z)), in_TEXCOORD2);
    let v42 = v33 + v40;
    let v47 = vec3<f32>(in_TEXCOORD0, 0f);
    let v49 = textureGatherCompare(Cascades, Cmp, v47.xy, i32(round(v47.z)), in_TEXCOORD2, vec2<i32>(-1i, 0i));
    let v51 = v42 + v49;
    let v57 = textureGatherCompare(Omni, Cmp, in_TEXCOORD1, in_TEXCOORD2);
    let v59 = v51 + v57;
    let v65 = textureGatherCompare(Omni, Cmp, in_TEXCOORD1, in_TEXCOORD2);
    let v67 = v59 + v65;
    let v70 = v67 / vec4<f32>(7f);
    out.out_SV_Target = v70;
    let v75 = out;
    return v75;
}
