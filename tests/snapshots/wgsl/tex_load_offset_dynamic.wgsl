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
    var v31: vec4<f32>;
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
        let v13 = y_1 <= 1i;
        if v13 {
        } else {
            break;
        }
        sum_1 = sum_2;
        x = -1i;
        loop {
            sum_3 = sum_1;
            x_1 = x;
            let v18 = x_1 <= 1i;
            if v18 {
            } else {
                break;
            }
            let v22 = vec3<i32>(v6, 0i);
            let v23 = v22.xy;
            let v24 = v22.z;
            let v27 = vec2<i32>(x_1, y_1);
            let v28 = v23 + v27;
            let v29 = textureLoad(Color, v28, v24);
            v31 = sum_3 + v29;
            continuing {
                let v34 = x_1 + 1i;
                sum_1 = v31;
                x = v34;
            }
        }
        continuing {
            let v37 = y_1 + 1i;
            sum = sum_3;
            y = v37;
        }
    }
    let v41 = vec4<i32>(v6, 2i, 0i);
    let v42 = v41.xyz;
    let v43 = v41.w;
    let v45 = Params.Jitter;
    let v46 = vec3<i32>(v45, 0i);
    let v47 = v42 + v46;
    let v48 = textureLoad(Layers, v47.xy, i32(v47.z), v43);
    let v52 = Params.Jitter;
    let v53 = -v52;
    let v54 = v6 + v53;
    let v55 = textureLoad(Msaa, v54, 1i);
    let v56 = v48 + v55;
    let v58 = sum_2 + v56;
    let v62 = v6.x;
    let v63 = vec2<i32>(v62, 0i);
    let v64 = v63.x;
    let v65 = v63.y;
    let v67 = Params.Shift;
    let v68 = v64 + v67;
    let v69 = textureLoad(Curve, v68, v65);
    let v70 = v69.x;
    let v72 = v58.x;
    let v73 = v72 + v70;
    var v75 = v58;
    v75.x = v73;
    let v78 = v75 / vec4<f32>(9f);
    out.out_SV_Target = v78;
    let v104 = out;
    return v104;
}
