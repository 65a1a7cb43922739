@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var i_1: u32;
    var cells: array<f32, 32>;
    var i: u32;
    i = 0u;
    loop {
        i_1 = i;
        let v7 = i_1 < 32u;
        if v7 {
        } else {
            break;
        }
        let v12 = f32(i_1);
        cells[i_1] = v12;
        continuing {
            let v15 = i_1 + 1u;
            i = v15;
        }
    }
    let k = 1.57079637f;
    let v18 = sin(k);
    let k_1 = 16f;
    let v19 = sqrt(k_1);
    let v20 = v18 + v19;
    let v23 = v20 + 2f;
    let k_2 = 2i;
    let v24 = max(k_2, 3i);
    let v25 = f32(v24);
    let v26 = v23 + v25;
    let v29 = gl_GlobalInvocationID.x;
    let v32 = gl_GlobalInvocationID.x;
    let v33 = v32 % 32u;
    let v35 = cells[v33];
    let v37 = v35 * v26;
    let v38 = v37 + 16f;
    let v39 = v38 + 15f;
    Out[v29] = v39;
    return;
}
