// EXPECT: error: cannot store into a read-only type
@group(0) @binding(0) var<storage, read> a: array<u32>;
@compute @workgroup_size(1)
fn main() {
    a[0] = 1u;
}
