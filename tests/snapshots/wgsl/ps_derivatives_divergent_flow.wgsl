// entry after_atomic
diagnostic(off, derivative_uniformity);

struct after_atomic_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Smp: sampler;
@group(0) @binding(2) var<storage, read_write> Counter: array<atomic<u32>>;

@fragment
fn after_atomic(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>) -> after_atomic_out {
    var out: after_atomic_out;
    let v7 = gl_FragCoord.x;
    let v8 = v7 < 2f;
    if v8 {
        out.out_SV_Target = vec4<f32>(0f);
        let v32 = out;
        return v32;
    }
    let v13 = atomicAdd(&Counter[0i], 1u);
    let v19 = f32(v13);
    let v20 = vec2<f32>(v19);
    let v21 = in_TEXCOORD0 * v20;
    let v22 = textureSample(Tex, Smp, v21);
    let v24 = f32(v13);
    let v25 = dpdy(v24);
    let v26 = vec4<f32>(v25);
    let v27 = v22 + v26;
    out.out_SV_Target = v27;
    let v34 = out;
    return v34;
}
// entry reconverged
struct reconverged_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Smp: sampler;

@fragment
fn reconverged(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>) -> reconverged_out {
    var c_2: vec4<f32>;
    var i_1: u32;
    var v17: vec4<f32>;
    var c: vec4<f32>;
    var i: u32;
    var c_1: vec4<f32>;
    var out: reconverged_out;
    c = vec4<f32>(0f);
    i = 0u;
    loop {
        c_2 = c;
        i_1 = i;
        let v12 = gl_FragCoord.x;
        let v13 = u32(v12);
        let v14 = i_1 < v13;
        if v14 {
        } else {
            break;
        }
        v17 = c_2 + vec4<f32>(0.125f);
        continuing {
            let v20 = i_1 + 1u;
            c = v17;
            i = v20;
        }
    }
    let v23 = gl_FragCoord.y;
    let v24 = v23 > 8f;
    if v24 {
        var v26 = c_2;
        v26.x = 1f;
        c_1 = v26;
    } else {
        c_1 = c_2;
    }
    let c_3 = c_1;
    let v32 = textureSample(Tex, Smp, in_TEXCOORD0);
    let v33 = c_3 + v32;
    let v35 = dpdx(c_3);
    let v36 = v33 + v35;
    out.out_SV_Target = v36;
    let v56 = out;
    return v56;
}
// entry under_if
diagnostic(off, derivative_uniformity);

struct under_if_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var Tex: texture_2d<f32>;
@group(0) @binding(1) var Smp: sampler;

fn shade(uv: vec2<f32>) -> vec4<f32> {
    let v6 = textureSample(Tex, Smp, uv);
    return v6;
}

@fragment
fn under_if(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD0: vec2<f32>) -> under_if_out {
    var c_4: vec4<f32>;
    var i_1: u32;
    var v27: vec4<f32>;
    var c: vec4<f32>;
    var c_1: vec4<f32>;
    var i: u32;
    var c_2: vec4<f32>;
    var out: under_if_out;
    let v9 = gl_FragCoord.x;
    let v10 = v9 > 8f;
    if v10 {
        let v14 = textureSample(Tex, Smp, in_TEXCOORD0);
        c = v14;
    } else {
        c = vec4<f32>(0f);
    }
    let c_3 = c;
    c_1 = c_3;
    i = 0u;
    loop {
        c_4 = c_1;
        i_1 = i;
        let v20 = c_4.w;
        let v21 = u32(v20);
        let v22 = i_1 < v21;
        if v22 {
        } else {
            break;
        }
        let v25 = dpdx(c_4);
        v27 = c_4 + v25;
        continuing {
            let v30 = i_1 + 1u;
            c_1 = v27;
            i = v30;
        }
    }
    let v33 = gl_FragCoord.y;
    let v34 = v33 > 8f;
    if v34 {
        let v36 = shade(in_TEXCOORD0);
        let v38 = c_4 + v36;
        c_2 = v38;
    } else {
        c_2 = c_4;
    }
    let c_5 = c_2;
    out.out_SV_Target = c_5;
    let v65 = out;
    return v65;
}
