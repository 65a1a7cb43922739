enable f16;

@group(0) @binding(0) var<storage, read_write> O: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> H: array<vec2<f16>>;
@group(0) @binding(2) var<storage, read> In: array<vec4<u32>>;
var<private> g: f32 = 0f;
var<private> nonfinite_bits: u32 = 4286578688u;
var<private> nonfinite_bits_1: u32 = 2139095040u;
var<private> nonfinite_bits_2: u32 = 4290772993u;
var<private> nonfinite_bits_3: vec4<u32> = vec4<u32>(0u, 50u, 10000u, 4294967295u);
var<private> nonfinite_bits_4: vec4<i32> = vec4<i32>(-1i, 0i, 50i, 2147483647i);

@compute @workgroup_size(1, 1, 1)
fn main() {
    g = bitcast<f32>(nonfinite_bits);
    let v8 = -bitcast<f32>(nonfinite_bits_1);
    let v9 = bitcast<f32>(nonfinite_bits_2);
    let v10 = vec4<f32>(bitcast<f32>(nonfinite_bits_1), v8, v9, 1f);
    O[0i] = v10;
    let v14 = O[0i];
    let v17 = v14 * vec4<f32>(bitcast<f32>(nonfinite_bits_1));
    O[1i] = v17;
    let v20 = bitcast<vec4<f32>>(nonfinite_bits_3);
    let v22 = In[0i];
    let v23 = bitcast<vec4<f32>>(v22);
    let v24 = v20 + v23;
    O[2i] = v24;
    let v27 = bitcast<vec4<f32>>(nonfinite_bits_4);
    O[3i] = v27;
    let k = bitcast<f32>(nonfinite_bits_1);
    let v31 = f16(k);
    let v32 = vec2<f16>(v31, 1h);
    H[0i] = v32;
    let v35 = O[4i];
    let v36 = v35.x;
    let v37 = g;
    let v38 = v37 + v36;
    g = v38;
    let v41 = g;
    O[5i][0u] = v41;
    return;
}
