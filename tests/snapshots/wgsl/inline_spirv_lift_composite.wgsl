@group(0) @binding(0) var<storage, read_write> U: array<u32>;
@group(0) @binding(1) var<storage, read_write> F: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v41 = gl_GlobalInvocationID.x;
    let v11 = vec3<u32>(gl_LocalInvocationIndex, 7u, 9u);
    let v42 = v11.z;
    let v13 = v41 + v42;
    U[gl_LocalInvocationIndex] = v13;
    let v18 = F[gl_LocalInvocationIndex];
    let v22 = v18.xy;
    let v43 = vec4<f32>(v22, 1f, 2f);
    var v44 = v43;
    v44.w = 5f;
    let v45 = vec3<f32>(v18.x, v44.y, v44.w);
    let v46 = vec3<f32>(0.5f);
    let v47 = v45 * v46;
    let v48 = dot(v18, v44);
    let v38 = vec4<f32>(v47, v48);
    F[gl_LocalInvocationIndex] = v38;
    return;
}
