// EXPECT: error: pipeline 'main': There are uninitialized pipeline overridable constants, their identifiers:[scale]
override scale: f32;
@group(0) @binding(0) var<storage, read_write> a: array<f32>;
@compute @workgroup_size(1)
fn main() {
    a[0] = scale;
}
