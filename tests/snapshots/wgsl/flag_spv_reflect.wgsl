struct main_out {
    @location(0) out_SV_Target0: vec4<f32>,
}

struct type_Tint {
    tint: vec4<f32>,
}

@group(0) @binding(0) var<storage, read> Colors: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> Raw: array<u32>;
@group(0) @binding(2) var<uniform> Tint: type_Tint;

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) @interpolate(flat) in_TEXCOORD3: u32) -> main_out {
    var out: main_out;
    let v8 = Colors[in_TEXCOORD3];
    let v10 = Tint.tint;
    let v11 = v8 * v10;
    let v14 = Raw[0u];
    let v15 = bitcast<f32>(v14);
    let v16 = vec4<f32>(v15);
    let v17 = v11 + v16;
    let v19 = v17 + gl_FragCoord;
    out.out_SV_Target0 = v19;
    let v24 = out;
    return v24;
}
