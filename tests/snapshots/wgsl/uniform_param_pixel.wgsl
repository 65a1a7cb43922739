struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type__Globals {
    Tint: vec4<f32>,
    Gain: f32,
}

@group(0) @binding(0) var<uniform> _Globals: type__Globals;

@fragment
fn main(@location(0) in_COLOR0: vec4<f32>) -> main_out {
    var out: main_out;
    let v5 = _Globals.Tint;
    let v6 = in_COLOR0 * v5;
    let v8 = _Globals.Gain;
    let v9 = vec4<f32>(v8);
    let v10 = v6 * v9;
    out.out_SV_Target = v10;
    let v15 = out;
    return v15;
}
