// EXPECT: error: variables in 'uniform' address space must have a fixed footprint
struct Params { values: array<vec4<f32>> }
@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;
@compute @workgroup_size(1)
fn main() {
    out[0] = params.values[1].x;
}
