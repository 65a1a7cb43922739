struct PSOut {
    color: vec4<f32>,
    mask: u32,
    depth: f32,
    ids: vec4<u32>,
}

struct main_out {
    @location(0) out_SV_Target0: vec4<f32>,
    @builtin(sample_mask) gl_SampleMask: u32,
    @builtin(frag_depth) gl_FragDepth: f32,
    @location(3) out_SV_Target3: vec4<u32>,
}

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @builtin(sample_mask) gl_SampleMaskIn: u32) -> main_out {
    var o: PSOut;
    var out: main_out;
    let v9 = gl_FragCoord.xy;
    let v10 = v9 * vec2<f32>(0.125f);
    let v11 = vec4<f32>(v10, 0f, 1f);
    o.color = v11;
    let v15 = gl_SampleMaskIn & 5u;
    o.mask = v15;
    let v19 = gl_FragCoord.z;
    let v20 = v19 + 0.25f;
    let v21 = clamp(v20, 0f, 1f);
    o.depth = v21;
    let v25 = gl_FragCoord.xy;
    let v26 = vec2<u32>(v25);
    let v28 = vec4<u32>(v26, gl_SampleMaskIn, 7u);
    o.ids = v28;
    let v30 = o;
    let v31 = v30.color;
    out.out_SV_Target0 = v31;
    let v33 = v30.mask;
    out.gl_SampleMask = v33;
    let v35 = v30.depth;
    out.gl_FragDepth = v35;
    let v37 = v30.ids;
    out.out_SV_Target3 = v37;
    let v45 = out;
    return v45;
}
