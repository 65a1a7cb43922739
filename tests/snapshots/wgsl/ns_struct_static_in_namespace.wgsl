@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Hash__of(x: u32) -> u32 {
    let v4 = x * 2654435761u;
    return v4;
}

fn Fbm_3__eval(x: u32) -> f32 {
    var s_1: f32;
    var i_1: u32;
    var v23: f32;
    var s: f32;
    var i: u32;
    s = 0f;
    i = 0u;
    loop {
        s_1 = s;
        i_1 = i;
        let v8 = i_1 < 3u;
        if v8 {
        } else {
            break;
        }
        let v12 = x + i_1;
        let v13 = Hash__of(v12);
        let v15 = v13 >> 24u;
        let v16 = f32(v15);
        let v18 = i_1 & 31u;
        let v19 = 1u << v18;
        let v20 = f32(v19);
        let v21 = v16 / v20;
        v23 = s_1 + v21;
        continuing {
            let v26 = i_1 + 1u;
            s = v23;
            i = v26;
        }
    }
    return s_1;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v4 = gl_GlobalInvocationID.x;
    let v7 = gl_GlobalInvocationID.x;
    let v8 = Fbm_3__eval(v7);
    let v10 = gl_GlobalInvocationID.x;
    let v11 = Hash__of(v10);
    let v12 = v11 & 255u;
    let v13 = f32(v12);
    let v14 = v8 + v13;
    let v18 = v14 + 9f;
    Out[v4] = v18;
    return;
}
