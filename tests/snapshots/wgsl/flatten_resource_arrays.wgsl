@group(0) @binding(0) var Tex_0_: texture_2d<f32>;
@group(0) @binding(1) var Tex_1_: texture_2d<f32>;
@group(0) @binding(2) var Tex_2_: texture_2d<f32>;
@group(0) @binding(3) var Tex_3_: texture_2d<f32>;
@group(0) @binding(4) var Smp: sampler;
@group(0) @binding(5) var<storage, read_write> Bufs_0_: array<vec4<f32>>;
@group(0) @binding(6) var<storage, read_write> Bufs_1_: array<vec4<f32>>;
@group(0) @binding(7) var<storage, read_write> Extra_0_: array<vec4<f32>>;
@group(0) @binding(8) var<storage, read_write> Extra_1_: array<vec4<f32>>;

@compute @workgroup_size(1, 1, 1)
fn main() {
    let v6 = textureSampleLevel(Tex_0_, Smp, vec2<f32>(0.5f), 0f);
    let v8 = vec4<f32>(0f) + v6;
    let v12 = textureSampleLevel(Tex_1_, Smp, vec2<f32>(0.5f), 0f);
    let v14 = v8 + v12;
    let v18 = textureSampleLevel(Tex_2_, Smp, vec2<f32>(0.5f), 0f);
    let v20 = v14 + v18;
    let v24 = textureSampleLevel(Tex_3_, Smp, vec2<f32>(0.5f), 0f);
    let v26 = v20 + v24;
    let v46 = Extra_1_[0i];
    let v33 = v26 + v46;
    Bufs_1_[0i] = v33;
    let v37 = Bufs_0_[0i];
    Extra_0_[0i] = v37;
    return;
}
