// EXPECT: error: 'module' is a reserved keyword
@group(0) @binding(0) var<storage, read_write> a: array<u32>;
@compute @workgroup_size(1)
fn main() {
    let module = 1u;
    a[0] = module;
}
