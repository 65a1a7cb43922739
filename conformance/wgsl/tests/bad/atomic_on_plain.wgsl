// EXPECT: error: no matching call to 'atomicAdd
@group(0) @binding(0) var<storage, read_write> counter: array<u32>;
@compute @workgroup_size(1)
fn main() {
    let old = atomicAdd(&counter[0], 1u);
    counter[1] = old;
}
