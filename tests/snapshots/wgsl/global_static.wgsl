var<private> gCalls: u32 = 0u;
var<private> gAccum: vec4<f32> = vec4<f32>(0f, 0f, 0f, 1f);
@group(0) @binding(0) var<storage, read_write> Out: array<vec4<f32>>;

fn Accumulate(v: f32) {
    let v3 = gCalls;
    let v4 = v3 + 1u;
    gCalls = v4;
    let v7 = vec3<f32>(v);
    let v8 = gAccum;
    let v9 = v8.xyz;
    let v10 = v9 + v7;
    let v11 = gAccum;
    let v12 = vec4<f32>(v10.x, v10.y, v10.z, v11.w);
    gAccum = v12;
    return;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var i_1: u32;
    var i: u32;
    gCalls = 0u;
    i = 0u;
    loop {
        i_1 = i;
        let v8 = gl_GlobalInvocationID.x;
        let v9 = v8 % 4u;
        let v10 = i_1 < v9;
        if v10 {
        } else {
            break;
        }
        let v13 = f32(i_1);
        Accumulate(v13);
        continuing {
            let v16 = i_1 + 1u;
            i = v16;
        }
    }
    let v19 = gl_GlobalInvocationID.x;
    let v21 = gAccum;
    let v22 = gCalls;
    let v23 = f32(v22);
    let v24 = vec4<f32>(v23);
    let v25 = v21 + v24;
    Out[v19] = v25;
    return;
}
