enable subgroups;
requires subgroup_id;
diagnostic(off, subgroup_uniformity);

struct VSOut {
    pos: vec4<f32>,
    wave: u32,
}

struct vs_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) @interpolate(flat) out_WAVE: u32,
}

struct ps_main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var<storage, read_write> Waves: array<vec2<u32>>;

@compute @workgroup_size(64, 1, 1)
fn cs_main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32, @builtin(subgroup_id) gl_SubgroupID: u32, @builtin(num_subgroups) gl_NumSubgroups: u32) {
    let v7 = vec2<u32>(gl_SubgroupID, gl_NumSubgroups);
    Waves[gl_LocalInvocationIndex] = v7;
    return;
}

@vertex
fn vs_main(@builtin(vertex_index) gl_VertexIndex: u32) -> vs_main_out {
    var o: VSOut;
    var out: vs_main_out;
    let v6 = gl_VertexIndex & 1u;
    let v7 = f32(v6);
    let v10 = gl_VertexIndex >> 1u;
    let v11 = f32(v10);
    let v12 = vec4<f32>(v7, v11, 0f, 1f);
    o.pos = v12;
    let v16 = gl_VertexIndex / 3u;
    o.wave = v16;
    let v18 = o;
    let v19 = v18.pos;
    out.gl_Position = v19;
    let v21 = v18.wave;
    out.out_WAVE = v21;
    let v27 = out;
    return v27;
}

@fragment
fn ps_main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) @interpolate(flat) in_WAVE: u32) -> ps_main_out {
    var i: VSOut;
    var out: ps_main_out;
    i.pos = gl_FragCoord;
    i.wave = in_WAVE;
    let v8 = i.wave;
    let v9 = f32(v8);
    let v11 = i.pos;
    let v12 = v11.xy;
    let v13 = vec4<f32>(v9, v12, 1f);
    out.out_SV_Target = v13;
    let v18 = out;
    return v18;
}
