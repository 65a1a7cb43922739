struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

struct type_Params {
    Jitter: vec2<i32>,
    Shift: i32,
}

@group(0) @binding(0) var Color: texture_2d<f32>;
@group(0) @binding(1) var Layers: texture_2d_array<f32>;
@group(0) @binding(2) var Msaa: texture_multisampled_2d<f32>;
@group(0) @binding(3) var Curve: texture_1d<f32>;
@group(1) @binding(0) var<uniform> Params: type_Params;

@fragment
fn main(@builtin(position) gl_FragCoord: vec4<f32>) -> main_out {
    var sum_2: vec4<f32>;
    var y_1: i32;
    var sum_3: vec4<f32>;
    var x_1: i32;
    var v33: vec4<f32>;
    var sum: vec4<f32>;
    var y: i32;
    var sum_1: vec4<f32>;
    var x: i32;
    var out: main_out;
    let v5 = gl_FragCoord.xy;
    let v6 = vec2<i32>(v5);
    sum = vec4<f32>(0f);
    y = -1i;
    loop {
        sum_2 = sum;
        y_1 = y;
        let v14 = y_1 <= 1i;
        if v14 {
        } else {
            break;
        }
        sum_1 = sum_2;
        x = -1i;
        loop {
            sum_3 = sum_1;
            x_1 = x;
            let v20 = x_1 <= 1i;
            if v20 {
            } else {
                break;
            }
            let v24 = vec3<i32>(v6, 0i);
            let v25 = v24.xy;
            let v26 = v24.z;
            let v29 = vec2<i32>(x_1, y_1);
            let v30 = v25 + v29;
            let v31 = textureLoad(Color, v30, v26);
            v33 = sum_3 + v31;
            continuing {
                let v36 = x_1 + 1i;
                sum_1 = v33;
                x = v36;
            }
        }
        continuing {
            let v39 = y_1 + 1i;
            sum = sum_3;
            y = v39;
        }
    }
    let v43 = vec4<i32>(v6, 2i, 0i);
    let v44 = v43.xyz;
    let v45 = v43.w;
    let v47 = Params.Jitter;
    let v48 = vec3<i32>(v47, 0i);
    let v49 = v44 + v48;
    let v50 = textureLoad(Layers, v49.xy, i32(v49.z), v45);
    let v54 = Params.Jitter;
    let v55 = -v54;
    let v56 = v6 + v55;
    let v57 = textureLoad(Msaa, v56, 1i);
    let v58 = v50 + v57;
    let v60 = sum_2 + v58;
    let v64 = v6.x;
    let v65 = vec2<i32>(v64, 0i);
    let v66 = v65.x;
    let v67 = v65.y;
    let v69 = Params.Shift;
    let v70 = v66 + v69;
    let v71 = textureLoad(Curve, v70, v67);
    let v72 = v71.x;
    let v74 = v60.x;
    let v75 = v74 + v72;
    var v77 = v60;
    v77.x = v75;
    let v80 = v77 / vec4<f32>(9f);
    out.out_SV_Target = v80;
    let v106 = out;
    return v106;
}
