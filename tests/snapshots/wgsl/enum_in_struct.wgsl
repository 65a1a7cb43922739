struct Light {
    kind: u32,
    unit: i32,
    power: f32,
}

struct Light_1 {
    kind: u32,
    unit: i32,
    power: f32,
}

@group(0) @binding(0) var<storage, read_write> Lights: array<Light_1>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var l: Light;
    var cond: i32;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = Lights[v5];
    let v8 = v7.kind;
    let v9 = v7.unit;
    let v10 = v7.power;
    let v11 = Light(v8, v9, v10);
    l = v11;
    let v14 = l.kind;
    let v15 = v14 == 2u;
    if v15 {
        let v17 = l.power;
        let v18 = v17 * 2f;
        l.power = v18;
    }
    let v22 = l.kind;
    let v23 = v22 + 1u;
    let v24 = v23 % 3u;
    l.kind = v24;
    let v28 = l.unit;
    let v29 = v28 == 0i;
    if v29 {
        cond = 1i;
    } else {
        cond = 0i;
    }
    let cond_1 = cond;
    l.unit = cond_1;
    let v36 = gl_GlobalInvocationID.x;
    let v38 = l;
    let v39 = v38.kind;
    let v40 = v38.unit;
    let v41 = v38.power;
    let v42 = Light_1(v39, v40, v41);
    Lights[v36] = v42;
    return;
}
