// EXPECT: error: type 'bool' cannot be used in address space 'storage'
@group(0) @binding(0) var<storage, read_write> flags: array<bool>;
@compute @workgroup_size(1)
fn main() {
    flags[0] = true;
}
