// EXPECT: error: unresolved value 'y'
@group(0) @binding(0) var<storage, read_write> data: array<i32>;
@compute @workgroup_size(1)
fn main() {
    data[0] = y;
}
