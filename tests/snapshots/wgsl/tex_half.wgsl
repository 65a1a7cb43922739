enable f16;

struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Color: texture_2d<f32>;
@group(0) @binding(1) var Mask: texture_2d<f32>;
@group(0) @binding(2) var Out: texture_storage_2d<rgba16float, write>;
@group(1) @binding(0) var Smp: sampler;

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var out: main_out;
    let v10 = textureSample(Color, Smp, in_TEXCOORD0);
    let v11 = vec4<f16>(v10);
    let v15 = textureSampleLevel(Mask, Smp, in_TEXCOORD0, 0f);
    let v16 = v15.x;
    let v17 = f16(v16);
    let v18 = vec4<f16>(v17);
    let v19 = v11 * v18;
    let v22 = gl_FragCoord.xy;
    let v23 = vec2<u32>(v22);
    let v25 = vec4<f32>(v19);
    textureStore(Out, v23, v25);
    let v30 = textureLoad(Color, vec2<i32>(0i), 0i);
    let v31 = vec4<f16>(v30);
    let v32 = v19 + v31;
    let v33 = vec4<f32>(v32);
    out.out_SV_Target = v33;
    let v38 = out;
    return v38;
}
