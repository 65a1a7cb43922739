// EXPECT: error: entry point 'main' references multiple variables that use the same resource binding
@group(0) @binding(0) var<storage, read_write> a: array<u32>;
@group(0) @binding(0) var<storage, read> b: array<f32>;
@compute @workgroup_size(1)
fn main() {
    a[0] = u32(b[0]);
}
