struct Item {
    w: f32,
    uv: vec2<f32>,
    n: vec3<f32>,
}

struct Item_1 {
    w: f32,
    uv: vec2<f32>,
    n: vec3<f32>,
}

struct type_Params {
    scale: f32,
    dir: vec3<f32>,
}

@group(0) @binding(2) var<uniform> Params: type_Params;
@group(0) @binding(0) var<storage, read_write> Items: array<Item_1>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var it: Item;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = Items[v5];
    let v8 = v7.w;
    let v9 = v7.uv;
    let v10 = v7.n;
    let v11 = Item(v8, v9, v10);
    it = v11;
    let v15 = it.n;
    let v17 = Params.dir;
    let v18 = v15 + v17;
    let v19 = normalize(v18);
    let v21 = Params.scale;
    let v22 = vec3<f32>(v21);
    let v23 = v19 * v22;
    it.n = v23;
    let v27 = it.w;
    let v28 = vec2<f32>(v27);
    let v29 = it.uv;
    let v30 = v29 + v28;
    it.uv = v30;
    let v33 = gl_GlobalInvocationID.x;
    let v35 = it;
    let v36 = v35.w;
    let v37 = v35.uv;
    let v38 = v35.n;
    let v39 = Item_1(v36, v37, v38);
    Items[v33] = v39;
    return;
}
