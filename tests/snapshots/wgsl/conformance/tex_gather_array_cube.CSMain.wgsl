@group(0) @binding(0) var Arr: texture_2d_array<f32>;
@group(0) @binding(1) var Cube: texture_cube<f32>;
@group(0) @binding(2) var Point: sampler;
@group(0) @binding(3) var<storage, read_write> Out: array<vec4<f32>>;
var<private> axes: array<vec3<f32>, 6> = array<vec3<f32>, 6>(vec3<f32>(1f, 0f, 0f), vec3<f32>(-1f, 0f, 0f), vec3<f32>(0f, 1f, 0f), vec3<f32>(0f, -1f, 0f), vec3<f32>(0f, 0f, 1f), vec3<f32>(0f, 0f, -1f));

@compute @workgroup_size(16, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v2 = gl_GlobalInvocationID.x;
    let v6 = v2 % 4u;
    let v7 = v6 + 1u;
    let v8 = f32(v7);
    let v10 = v2 / 4u;
    let v11 = v10 + 1u;
    let v12 = f32(v11);
    let v13 = vec2<f32>(v8, v12);
    let v14 = v13 / vec2<f32>(4f);
    let v17 = v2 * 3u;
    let v18 = v17 + 0u;
    let v23 = vec3<f32>(v14, 2f);
    let v24 = textureGather(0i, Arr, Point, v23.xy, i32(round(v23.z)));
    Out[v18] = v24;
    let v27 = v2 * 3u;
    let v28 = v27 + 1u;
    let v33 = vec3<f32>(v14, 1f);
    let v34 = textureGather(2i, Arr, Point, v33.xy, i32(round(v33.z)), vec2<i32>(1i, 0i));
    Out[v28] = v34;
    let v37 = v2 * 3u;
    let v38 = v37 + 2u;
    let v43 = v2 % 6u;
    let v45 = axes[v43];
    let v46 = textureGather(0i, Cube, Point, v45);
    Out[v38] = v46;
    return;
}
