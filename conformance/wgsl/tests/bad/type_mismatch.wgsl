// EXPECT: 5:9: error: cannot initialize 'let' of type 'i32' with value of type 'u32'
@group(0) @binding(0) var<storage, read_write> data: array<i32>;
@compute @workgroup_size(1)
fn main() {
    let x: i32 = 1u;
    data[0] = x;
}
