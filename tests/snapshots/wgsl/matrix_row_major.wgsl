struct Item {
    m: mat2x3<f32>,
    v: vec4<f32>,
}

struct type_Params_mem {
    RowM: mat4x4<f32>,
    ColM: mat4x4<f32>,
    Default34: mat4x3<f32>,
}

struct Item_1 {
    m: mat2x3<f32>,
    v: vec4<f32>,
}

@group(0) @binding(32) var<uniform> Params: type_Params_mem;
@group(0) @binding(0) var<storage, read> Items: array<Item_1>;
@group(0) @binding(16) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var it: Item;
    var local: mat2x2<f32>;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = f32(v5);
    let v7 = vec4<f32>(v6, 1f, 2f, 1f);
    let v11 = Params.RowM;
    let v13 = v7 * v11;
    let v15 = transpose(Params.ColM);
    let v17 = v7 * v15;
    let v18 = v13 + v17;
    let v22 = transpose(Params.Default34);
    let v24 = v7 * v22;
    let v28 = gl_GlobalInvocationID.x;
    let v30 = Items[v28];
    let v31 = v30.m;
    let v32 = v30.v;
    let v33 = Item(v31, v32);
    it = v33;
    let v37 = it.m;
    let v39 = it.v;
    let v40 = v39.xyz;
    let v41 = v40 * v37;
    let v46 = v41.yx;
    let v47 = mat2x2<f32>(v41, v46);
    local = v47;
    let v50 = gl_GlobalInvocationID.x;
    let v54 = vec4<f32>(v24, 0f);
    let v55 = v18 + v54;
    let v57 = local[1i];
    let v59 = vec4<f32>(v57, v41);
    let v60 = v55 + v59;
    Out[v50] = v60;
    return;
}
