struct PSMain_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Cube: texture_cube<f32>;
@group(0) @binding(1) var Point: sampler;
@group(0) @binding(2) var<storage, read_write> Out: array<vec4<f32>>;
var<private> dirs: array<vec3<f32>, 8> = array<vec3<f32>, 8>(vec3<f32>(1f, -0.5f, -0.5f), vec3<f32>(-1f, 0.5f, -0.5f), vec3<f32>(0.5f, 1f, 0.5f), vec3<f32>(-0.5f, -1f, 0.5f), vec3<f32>(0.5f, -0.5f, 1f), vec3<f32>(-0.5f, 0.5f, -1f), vec3<f32>(1f, 0.5f, 0.5f), vec3<f32>(-0.5f, 0.5f, 1f));

@fragment
fn PSMain(@builtin(position) gl_FragCoord: vec4<f32>) -> PSMain_out {
    var out: PSMain_out;
    let v10 = gl_FragCoord.y;
    let v11 = u32(v10);
    let v12 = v11 * 4u;
    let v14 = gl_FragCoord.x;
    let v15 = u32(v14);
    let v16 = v12 + v15;
    let v21 = dirs[v16];
    let v24 = v16 * 2u;
    let v25 = v24 + 0u;
    let v30 = textureSample(Cube, Point, v21);
    Out[v25] = v30;
    let v33 = v16 * 2u;
    let v34 = v33 + 1u;
    let v39 = v21 * vec3<f32>(3f);
    let v40 = textureSampleLevel(Cube, Point, v39, 0f);
    Out[v34] = v40;
    let v45 = textureSample(Cube, Point, v21);
    out.out_SV_Target = v45;
    let v50 = out;
    return v50;
}
