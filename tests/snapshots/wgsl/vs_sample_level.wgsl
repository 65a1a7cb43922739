struct VSOut {
    pos: vec4<f32>,
    uv: vec2<f32>,
}

struct main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_TEXCOORD0: vec2<f32>,
}

struct type_Camera_mem {
    ViewProj: mat4x4<f32>,
    Scale: f32,
}

@group(0) @binding(0) var HeightMap: texture_2d<f32>;
@group(0) @binding(1) var Palette: texture_2d<f32>;
@group(1) @binding(0) var Smp: sampler;
@group(2) @binding(0) var<uniform> Camera: type_Camera_mem;

@vertex
fn main(@location(0) in_POSITION: vec3<f32>, @location(1) in_TEXCOORD0: vec2<f32>, @location(2) in_BLENDINDICES: u32) -> main_out {
    var o: VSOut;
    var out: main_out;
    let v13 = textureSampleLevel(HeightMap, Smp, in_TEXCOORD0, 0f);
    let v14 = v13.x;
    let v16 = Camera.Scale;
    let v17 = v14 * v16;
    let v22 = textureDimensions(Palette, 0u);
    let v23 = v22.x;
    let v31 = in_BLENDINDICES % v23;
    let v32 = i32(v31);
    let v35 = in_BLENDINDICES / v23;
    let v36 = i32(v35);
    let v37 = vec3<i32>(v32, v36, 0i);
    let v38 = v37.xy;
    let v39 = v37.z;
    let v40 = textureLoad(Palette, v38, v39);
    let v45 = transpose(Camera.ViewProj);
    let v48 = vec3<f32>(0f, v17, 0f);
    let v49 = in_POSITION + v48;
    let v51 = v40.xyz;
    let v52 = v49 + v51;
    let v53 = vec4<f32>(v52, 1f);
    let v54 = v53 * v45;
    o.pos = v54;
    o.uv = in_TEXCOORD0;
    let v59 = o;
    let v60 = v59.pos;
    out.gl_Position = v60;
    let v62 = v59.uv;
    out.out_TEXCOORD0 = v62;
    let v68 = out;
    return v68;
}
