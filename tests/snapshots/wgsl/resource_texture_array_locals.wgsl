struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@group(0) @binding(0) var T_0: texture_2d<f32>;
@group(0) @binding(1) var T_1: texture_2d<f32>;

@fragment
fn main(@location(0) @interpolate(flat) in_INDEX: u32) -> main_out {
    var element: vec4<f32>;
    var element_1: vec4<f32>;
    var out: main_out;
    switch in_INDEX {
        case 0u: {
            let v50 = textureLoad(T_0, vec2<i32>(0i), 0i);
            element = v50;
            break;
        }
        case 1u, default: {
            let v54 = textureLoad(T_1, vec2<i32>(0i), 0i);
            element = v54;
            break;
        }
    }
    let v57 = element;
    let v42 = in_INDEX == 0u;
    let v46 = select(0u, 1u, v42);
    switch v46 {
        case 0u: {
            let v60 = textureLoad(T_0, vec2<i32>(0i), 0i);
            element_1 = v60;
            break;
        }
        case 1u, default: {
            let v64 = textureLoad(T_1, vec2<i32>(0i), 0i);
            element_1 = v64;
            break;
        }
    }
    let v67 = element_1;
    let v26 = v57 + v67;
    out.out_SV_Target = v26;
    let v70 = out;
    return v70;
}
