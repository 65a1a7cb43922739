// f16 with enable, a uniform struct with explicit layout, two entry points.
enable f16;

struct Params {
    scale: f32,
    @align(16) offset: vec3<f32>,
    @size(16) count: u32,
}
@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read_write> out: array<f16>;
var<workgroup> tile: array<f32, 64>;

@compute @workgroup_size(64)
fn first(@builtin(local_invocation_index) i: u32) {
    tile[i] = params.scale * f32(i) + params.offset.x;
    workgroupBarrier();
    out[i] = f16(tile[63u - i]);
}

@compute @workgroup_size(8, 8)
fn second(@builtin(global_invocation_id) id: vec3<u32>) {
    if (id.x < params.count) {
        out[id.x] = f16(bitcast<f32>(id.y));
    }
}
