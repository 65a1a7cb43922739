struct main_out {
    @builtin(position) gl_Position: vec4<f32>,
}

struct type__Globals_mem {
    WorldViewProj: mat4x4<f32>,
}

@group(0) @binding(0) var<uniform> _Globals: type__Globals_mem;

@vertex
fn main(@location(0) in_POSITION: vec3<f32>) -> main_out {
    var out: main_out;
    let v4 = vec4<f32>(in_POSITION, 1f);
    let v6 = transpose(_Globals.WorldViewProj);
    let v7 = v6 * v4;
    out.gl_Position = v7;
    let v12 = out;
    return v12;
}
