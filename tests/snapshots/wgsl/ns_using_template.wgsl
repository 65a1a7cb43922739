struct Stack_float_4 {
    items: array<f32, 4>,
    top: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn square_uint(x: u32) -> u32 {
    let v5 = x * x;
    return v5;
}

fn square_float(x: f32) -> f32 {
    let v5 = x * x;
    return v5;
}

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var s: Stack_float_4;
    s.top = 0u;
    let v8 = s.top;
    let v9 = v8 + 1u;
    s.top = v9;
    let v13 = gl_GlobalInvocationID.x;
    let v14 = f32(v13);
    let v15 = square_float(v14);
    s.items[v8] = v15;
    let v19 = s.top;
    let v20 = v19 + 1u;
    s.top = v20;
    let v24 = gl_GlobalInvocationID.y;
    let v25 = v24 + 2u;
    let v26 = square_uint(v25);
    let v27 = f32(v26);
    s.items[v19] = v27;
    let v31 = s.top;
    let v32 = v31 + 1u;
    s.top = v32;
    let v35 = square_float(0.5f);
    s.items[v31] = v35;
    let v38 = gl_GlobalInvocationID.x;
    let v42 = s.items[0i];
    let v45 = s.items[1i];
    let v46 = v42 + v45;
    let v49 = s.items[2i];
    let v50 = v46 + v49;
    let v52 = s.top;
    let v53 = f32(v52);
    let v54 = v50 + v53;
    Out[v38] = v54;
    return;
}
