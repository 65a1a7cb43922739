// EXPECT: error: cannot call built-in function 'subgroupAdd' without extension 'subgroups'
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(32)
fn main(@builtin(local_invocation_index) i: u32) {
    data[i] = subgroupAdd(data[i]);
}
