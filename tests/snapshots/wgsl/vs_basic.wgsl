struct main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_COLOR: vec4<f32>,
    @location(1) @interpolate(flat) out_TEXCOORD0: u32,
}

struct type_Transform_mem {
    mvp: mat4x4<f32>,
    tint: vec4<f32>,
}

@group(0) @binding(0) var<uniform> Transform: type_Transform_mem;

@vertex
fn main(@location(0) in_POSITION: vec3<f32>, @location(1) in_COLOR: vec4<f32>, @builtin(vertex_index) gl_VertexIndex: u32, @builtin(instance_index) gl_InstanceIndex: u32) -> main_out {
    var out: main_out;
    let v14 = bitcast<i32>(gl_InstanceIndex);
    let v17 = transpose(Transform.mvp);
    let v20 = f32(v14);
    let v21 = vec3<f32>(v20, 0f, 0f);
    let v22 = in_POSITION + v21;
    let v23 = vec4<f32>(v22, 1f);
    let v24 = v23 * v17;
    let v28 = Transform.tint;
    let v29 = in_COLOR * v28;
    out.gl_Position = v24;
    out.out_COLOR = v29;
    out.out_TEXCOORD0 = gl_VertexIndex;
    let v44 = out;
    return v44;
}
