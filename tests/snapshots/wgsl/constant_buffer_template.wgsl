struct SceneParams {
    viewProj: mat4x4<f32>,
    eye: vec3<f32>,
    frame: u32,
    tint: vec4<f32>,
}

struct type_ConstantBuffer_SceneParams_mem {
    viewProj: mat4x4<f32>,
    eye: vec3<f32>,
    frame: u32,
    tint: vec4<f32>,
}

struct type_ConstantBuffer_SceneParams {
    viewProj: mat4x4<f32>,
    eye: vec3<f32>,
    frame: u32,
    tint: vec4<f32>,
}

@group(0) @binding(0) var<uniform> Scene: type_ConstantBuffer_SceneParams_mem;
@group(0) @binding(1) var<uniform> Other: type_ConstantBuffer_SceneParams_mem;
@group(0) @binding(16) var<storage, read_write> Out: array<vec4<f32>>;

fn Shade(p: SceneParams, v: vec4<f32>) -> vec4<f32> {
    var p_1: SceneParams;
    p_1 = p;
    let v7 = p_1.viewProj;
    let v9 = v * v7;
    let v11 = p_1.tint;
    let v12 = v9 * v11;
    return v12;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = Scene.eye;
    let v7 = Scene.frame;
    let v9 = gl_GlobalInvocationID.x;
    let v10 = v7 + v9;
    let v11 = f32(v10);
    let v12 = vec4<f32>(v5, v11);
    let v15 = type_ConstantBuffer_SceneParams(transpose(Other.viewProj), Other.eye, Other.frame, Other.tint);
    let v16 = v15.viewProj;
    let v17 = v15.eye;
    let v18 = v15.frame;
    let v19 = v15.tint;
    let v20 = SceneParams(v16, v17, v18, v19);
    let v23 = gl_GlobalInvocationID.x;
    let v25 = type_ConstantBuffer_SceneParams(transpose(Scene.viewProj), Scene.eye, Scene.frame, Scene.tint);
    let v26 = v25.viewProj;
    let v27 = v25.eye;
    let v28 = v25.frame;
    let v29 = v25.tint;
    let v30 = SceneParams(v26, v27, v28, v29);
    let v32 = Shade(v30, v12);
    let v35 = v12.wzyx;
    let v36 = Shade(v20, v35);
    let v37 = v32 + v36;
    Out[v23] = v37;
    return;
}
