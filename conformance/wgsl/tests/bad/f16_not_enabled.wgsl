// EXPECT: error: 'f16' type used without 'f16' extension enabled
@group(0) @binding(0) var<storage, read_write> data: array<f16>;
@compute @workgroup_size(1)
fn main() {
    data[0] = data[1];
}
