struct main_out {
    @location(0) out_SV_Target: vec4<u32>,
}

@group(0) @binding(0) var Packed: texture_2d<u32>;
@group(0) @binding(1) var Layers: texture_2d_array<u32>;
@group(1) @binding(0) var Point: sampler;

@fragment
fn main(@location(0) in_TEXCOORD0: vec2<f32>) -> main_out {
    var out: main_out;
    let v9 = textureGather(0i, Packed, Point, in_TEXCOORD0);
    let v13 = textureGather(0i, Packed, Point, in_TEXCOORD0, vec2<i32>(1i, 0i));
    let v14 = v9 ^ v13;
    let v18 = vec3<f32>(in_TEXCOORD0, 2f);
    let v19 = textureGather(0i, Layers, Point, v18.xy, i32(round(v18.z)));
    let v20 = v14 ^ v19;
    out.out_SV_Target = v20;
    let v25 = out;
    return v25;
}
