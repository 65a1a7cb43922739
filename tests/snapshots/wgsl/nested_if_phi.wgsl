@group(0) @binding(0) var<storage, read_write> Out: array<vec2<i32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var v: i32;
    var w: i32;
    var v_1: i32;
    var v_2: i32;
    var w_1: i32;
    var w_2: i32;
    let v8 = gl_GlobalInvocationID.x;
    let v9 = v8 & 1u;
    let v10 = v9 != 0u;
    if v10 {
        let v12 = gl_GlobalInvocationID.x;
        let v13 = v12 & 2u;
        let v14 = v13 != 0u;
        if v14 {
            v = 1i;
            w = 100i;
        } else {
            v = 2i;
            w = -1i;
        }
        let v_3 = v;
        let w_3 = w;
        v_2 = v_3;
        w_1 = w_3;
    } else {
        let v19 = gl_GlobalInvocationID.x;
        let v20 = v19 & 4u;
        let v21 = v20 != 0u;
        if v21 {
            v_1 = 3i;
        } else {
            v_1 = 0i;
        }
        let v_4 = v_1;
        let v25 = 100i + v_4;
        v_2 = v_4;
        w_1 = v25;
    }
    let v_5 = v_2;
    let w_4 = w_1;
    let v28 = gl_GlobalInvocationID.x;
    let v29 = v28 > 50u;
    if v29 {
        let v31 = v_5 * 10i;
        w_2 = v31;
    } else {
        w_2 = w_4;
    }
    let w_5 = w_2;
    let v34 = gl_GlobalInvocationID.x;
    let v38 = vec2<i32>(v_5, w_5);
    Out[v34] = v38;
    return;
}
