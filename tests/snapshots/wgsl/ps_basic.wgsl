struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type_Material {
    base: vec4<f32>,
}

@group(0) @binding(0) var<uniform> Material: type_Material;

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>, @location(1) @interpolate(linear) in_NORMAL: vec3<f32>, @builtin(front_facing) gl_FrontFacing: bool) -> main_out {
    var cond: f32;
    var out: main_out;
    if gl_FrontFacing {
        let v16 = dot(in_NORMAL, vec3<f32>(0f, 0f, 1f));
        cond = v16;
    } else {
        cond = 0.25f;
    }
    let cond_1 = cond;
    let v23 = vec2<f32>(cond_1);
    let v24 = in_TEXCOORD0 * v23;
    let v26 = gl_FragCoord.z;
    let v27 = vec4<f32>(v24, v26, 1f);
    let v29 = Material.base;
    let v30 = v27 * v29;
    out.out_SV_Target = v30;
    let v40 = out;
    return v40;
}
