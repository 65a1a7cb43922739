struct Pair_float {
    a: f32,
    b: f32,
}

struct Pair_Pair_float {
    a: Pair_float,
    b: Pair_float,
}

struct Color {
    rgb: vec3<f32>,
    alpha: f32,
}

struct Pair_Color {
    a: Color,
    b: Color,
}

struct Pair_float_1 {
    a: f32,
    b: f32,
}

@group(0) @binding(0) var<storage, read_write> Pairs: array<Pair_float_1>;
@group(0) @binding(1) var<storage, read_write> Out: array<vec4<f32>>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var nested: Pair_Pair_float;
    var colors: Pair_Color;
    nested.a.a = 1f;
    nested.a.b = 2f;
    let v12 = gl_GlobalInvocationID.x;
    let v14 = Pairs[v12];
    let v15 = v14.a;
    let v16 = v14.b;
    let v17 = Pair_float(v15, v16);
    nested.b = v17;
    colors.a.rgb = vec3<f32>(1f, 0f, 0f);
    colors.a.alpha = 0.5f;
    let v28 = colors.a;
    colors.b = v28;
    let v31 = gl_GlobalInvocationID.x;
    let v34 = nested.a;
    let v35 = v34.a;
    let v36 = v34.b;
    let v37 = Pair_float_1(v35, v36);
    Pairs[v31] = v37;
    let v40 = gl_GlobalInvocationID.x;
    let v44 = colors.b.rgb;
    let v47 = nested.b.a;
    let v48 = vec3<f32>(v47);
    let v49 = v44 * v48;
    let v52 = colors.a.alpha;
    let v55 = nested.b.b;
    let v56 = v52 + v55;
    let v57 = vec4<f32>(v49, v56);
    Out[v40] = v57;
    return;
}
