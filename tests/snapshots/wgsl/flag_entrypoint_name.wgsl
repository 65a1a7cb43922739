@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(1, 1, 1)
fn main() {
    Out[0i] = 7u;
    return;
}
