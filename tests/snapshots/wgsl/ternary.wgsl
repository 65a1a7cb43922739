@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

fn Pick(c: bool, a: f32, b: f32) -> f32 {
    var cond: f32;
    if c {
        cond = a;
    } else {
        cond = b;
    }
    let cond_1 = cond;
    return cond_1;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: f32;
    var cond_1: vec4<f32>;
    var cond_2: i32;
    var cond_3: i32;
    var cond_4: i32;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v10 = gl_GlobalInvocationID.x;
    let v11 = v10 > 10u;
    if v11 {
        cond = v6;
    } else {
        let v16 = -v6;
        cond = v16;
    }
    let cond_5 = cond;
    let v22 = gl_GlobalInvocationID.x;
    let v23 = v22 & 1u;
    let v24 = v23 != 0u;
    if v24 {
        cond_1 = vec4<f32>(1f, 2f, 3f, 4f);
    } else {
        cond_1 = vec4<f32>(5f, 6f, 7f, 8f);
    }
    let cond_6 = cond_1;
    let v32 = gl_GlobalInvocationID.x;
    let v33 = v32 < 8u;
    if v33 {
        cond_4 = 0i;
    } else {
        let v37 = gl_GlobalInvocationID.x;
        let v38 = v37 < 16u;
        if v38 {
            cond_3 = 1i;
        } else {
            let v42 = gl_GlobalInvocationID.x;
            let v43 = v42 < 32u;
            if v43 {
                cond_2 = 2i;
            } else {
                cond_2 = 3i;
            }
            let cond_7 = cond_2;
            cond_3 = cond_7;
        }
        let cond_8 = cond_3;
        cond_4 = cond_8;
    }
    let cond_9 = cond_4;
    let v52 = u32(cond_9);
    let v56 = cond_5 > 0f;
    let v58 = Pick(v56, cond_5, 0f);
    let v61 = gl_GlobalInvocationID.x;
    let v65 = vec4<f32>(cond_5);
    let v66 = cond_6 * v65;
    let v68 = f32(v52);
    let v69 = vec4<f32>(v68);
    let v70 = v66 + v69;
    let v72 = vec4<f32>(v58);
    let v73 = v70 + v72;
    Out[v61] = v73;
    return;
}
