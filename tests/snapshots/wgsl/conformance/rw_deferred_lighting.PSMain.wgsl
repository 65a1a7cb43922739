struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type_ConstantBuffer_Light {
    position: vec3<f32>,
    ambient: f32,
    colour: vec3<f32>,
    pad: f32,
}

@group(0) @binding(0) var GAlbedo: texture_2d<f32>;
@group(0) @binding(1) var GNormal: texture_2d<f32>;
@group(0) @binding(2) var GPosition: texture_2d<f32>;
@group(0) @binding(3) var<uniform> L: type_ConstantBuffer_Light;

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var out: PSMain_out;
    let v5 = gl_FragCoord.xy;
    let v6 = vec2<i32>(v5);
    let v7 = vec3<i32>(v6, 0i);
    let v12 = v7.xy;
    let v13 = v7.z;
    let v14 = textureLoad(GAlbedo, v12, v13);
    let v15 = v14.xyz;
    let v20 = v7.xy;
    let v21 = v7.z;
    let v22 = textureLoad(GNormal, v20, v21);
    let v23 = v22.xyz;
    let v27 = v7.xy;
    let v28 = vec2<u32>(v27);
    let v30 = textureLoad(GPosition, v28, 0u);
    let v31 = v30.xyz;
    let v35 = L.position;
    let v37 = v35 - v31;
    let v41 = length(v37);
    let v47 = vec3<f32>(v41);
    let v48 = v37 / v47;
    let v49 = dot(v23, v48);
    let v50 = max(v49, 0f);
    let v55 = v41 * v41;
    let v56 = 1f + v55;
    let v57 = 1f / v56;
    let v61 = L.ambient;
    let v62 = vec3<f32>(v61);
    let v65 = v50 * v57;
    let v66 = vec3<f32>(v65);
    let v68 = L.colour;
    let v69 = v66 * v68;
    let v70 = v62 + v69;
    let v71 = v15 * v70;
    let v72 = vec4<f32>(v71, 1f);
    out.out_SV_Target = v72;
    let v77 = out;
    return v77;
}
