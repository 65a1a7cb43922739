enable subgroups;
diagnostic(off, subgroup_uniformity);

struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>, @builtin(subgroup_invocation_id) gl_SubgroupInvocationID: u32, @builtin(subgroup_size) gl_SubgroupSize: u32) -> main_out {
    var out: main_out;
    let v8 = in_TEXCOORD0.x;
    let v9 = subgroupAdd(v8);
    let v19 = in_TEXCOORD0.x;
    let v20 = quadSwapX(v19);
    let v24 = in_TEXCOORD0.y;
    let v25 = quadSwapY(v24);
    let v29 = gl_FragCoord.x;
    let v30 = subgroupBroadcastFirst(v29);
    let v35 = in_TEXCOORD0.x;
    let v36 = v20 - v35;
    let v39 = in_TEXCOORD0.y;
    let v40 = v25 - v39;
    let v44 = gl_SubgroupInvocationID + gl_SubgroupSize;
    let v45 = f32(v44);
    let v46 = v30 + v45;
    let v47 = vec4<f32>(v9, v36, v40, v46);
    out.out_SV_Target = v47;
    let v52 = out;
    return v52;
}
