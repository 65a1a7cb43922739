var<workgroup> tile: array<u32, 8>;
var<private> counter: u32 = 0u;
@group(0) @binding(0) var<storage, read_write> U: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    let v6 = gl_LocalInvocationIndex * 3u;
    tile[gl_LocalInvocationIndex] = v6;
    counter = gl_LocalInvocationIndex;
    workgroupBarrier();
    let v14 = 7u - gl_LocalInvocationIndex;
    let v16 = tile[v14];
    let v17 = counter;
    let v18 = v16 + v17;
    U[gl_LocalInvocationIndex] = v18;
    return;
}
