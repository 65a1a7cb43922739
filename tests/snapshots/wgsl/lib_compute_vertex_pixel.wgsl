enable subgroups;
diagnostic(off, subgroup_uniformity);

struct VSOut {
    pos: vec4<f32>,
    weight: f32,
}

struct vertex_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_WEIGHT: f32,
}

struct pixel_main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var<storage, read_write> Counts: array<u32>;
@group(0) @binding(1) var<storage, read> Positions: array<vec4<f32>>;

fn scale(i: u32) -> f32 {
    let v4 = i % 7u;
    let v5 = f32(v4);
    let v6 = v5 * 0.5f;
    return v6;
}

@compute @workgroup_size(32, 1, 1)
fn count_main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(subgroup_invocation_id) gl_SubgroupInvocationID: u32) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = scale(v7);
    let v9 = v8 * 2f;
    let v10 = u32(v9);
    let v12 = v10 + gl_SubgroupInvocationID;
    Counts[v4] = v12;
    return;
}

@vertex
fn vertex_main(@builtin(vertex_index) gl_VertexIndex: u32) -> vertex_main_out {
    var o: VSOut;
    var out: vertex_main_out;
    let v7 = Positions[gl_VertexIndex];
    o.pos = v7;
    let v11 = scale(gl_VertexIndex);
    o.weight = v11;
    let v13 = o;
    let v14 = v13.pos;
    out.gl_Position = v14;
    let v16 = v13.weight;
    out.out_WEIGHT = v16;
    let v22 = out;
    return v22;
}

@fragment
fn pixel_main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_WEIGHT: f32) -> pixel_main_out {
    var i: VSOut;
    var out: pixel_main_out;
    i.pos = gl_FragCoord;
    i.weight = in_WEIGHT;
    let v8 = i.weight;
    let v10 = i.pos;
    let v11 = v10.x;
    let v12 = u32(v11);
    let v13 = scale(v12);
    let v14 = vec4<f32>(v8, v13, 0f, 1f);
    out.out_SV_Target = v14;
    let v19 = out;
    return v19;
}
