// EXPECT: error: unresolved type 'i64'
@group(0) @binding(0) var<storage, read_write> a: array<i64>;
@compute @workgroup_size(1)
fn main() {
    a[0] = a[1];
}
