// entry cs
@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

@compute @workgroup_size(8, 1, 1)
fn cs(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v9 = Out[v7];
    let v10 = v9 * 3f;
    let v11 = v10 + 1f;
    Out[v4] = v11;
    return;
}
// entry ps
struct ps_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@fragment
fn ps(@builtin(position) gl_FragCoord: vec4<f32>) -> ps_out {
    var out: ps_out;
    let v4 = gl_FragCoord * vec4<f32>(0.5f);
    let v5 = v4 + vec4<f32>(0.25f);
    out.out_SV_Target = v5;
    let v10 = out;
    return v10;
}
