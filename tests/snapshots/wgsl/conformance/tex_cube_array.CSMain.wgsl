@group(0) @binding(0) var Cubes: texture_cube_array<f32>;
@group(0) @binding(1) var Point: sampler;
@group(0) @binding(2) var<storage, read_write> Out: array<vec4<f32>>;
var<private> dirs: array<vec3<f32>, 8> = array<vec3<f32>, 8>(vec3<f32>(1f, -0.5f, -0.5f), vec3<f32>(-1f, 0.5f, -0.5f), vec3<f32>(0.5f, 1f, 0.5f), vec3<f32>(-0.5f, -1f, 0.5f), vec3<f32>(0.5f, -0.5f, 1f), vec3<f32>(-0.5f, 0.5f, -1f), vec3<f32>(1f, 0.5f, 0.5f), vec3<f32>(-0.5f, 0.5f, 1f));

@compute @workgroup_size(8, 1, 1)
fn CSMain(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v2 = gl_GlobalInvocationID.x;
    let v5 = v2 * 2u;
    let v6 = v5 + 0u;
    let v12 = dirs[v2];
    let v13 = vec4<f32>(v12, 0f);
    let v14 = textureSampleLevel(Cubes, Point, v13.xyz, i32(round(v13.w)), 0f);
    Out[v6] = v14;
    let v17 = v2 * 2u;
    let v18 = v17 + 1u;
    let v24 = dirs[v2];
    let v25 = vec4<f32>(v24, 1f);
    let v26 = textureSampleLevel(Cubes, Point, v25.xyz, i32(round(v25.w)), 0f);
    Out[v18] = v26;
    return;
}
