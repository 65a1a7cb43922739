// EXPECT: error: no matching overload for 'operator + (u32, i32)'
@group(0) @binding(0) var<storage, read_write> a: array<u32>;
@compute @workgroup_size(1)
fn main() {
    let i: i32 = 2;
    a[0] = a[1] + i;
}
