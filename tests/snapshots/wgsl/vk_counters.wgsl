struct Item {
    v: f32,
    id: u32,
}

struct Item_1 {
    v: f32,
    id: u32,
}

@group(0) @binding(0) var<storage, read_write> Slots: array<u32>;
@group(0) @binding(1) var<storage, read_write> Queue: array<Item_1>;
@group(0) @binding(2) var<storage, read_write> Source: array<Item_1>;
@group(0) @binding(3) var<storage, read_write> counter_var_Slots: array<atomic<i32>>;
@group(0) @binding(5) var<storage, read_write> counter_var_Source: array<atomic<i32>>;
@group(0) @binding(4) var<storage, read_write> counter_var_Queue: array<atomic<i32>>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var it: Item;
    let v5 = atomicAdd(&counter_var_Slots[0u], 1i);
    let v6 = bitcast<u32>(v5);
    let v11 = gl_GlobalInvocationID.x;
    Slots[v6] = v11;
    let v15 = atomicAdd(&counter_var_Source[0u], -1i);
    let v16 = bitcast<u32>(v15);
    let v17 = v16 - 1u;
    let v19 = Source[v17];
    let v20 = v19.v;
    let v21 = v19.id;
    let v22 = Item(v20, v21);
    it = v22;
    let v25 = it.v;
    let v26 = v25 * 2f;
    it.v = v26;
    let v29 = atomicAdd(&counter_var_Queue[0u], 1i);
    let v30 = bitcast<u32>(v29);
    let v32 = it;
    let v33 = v32.v;
    let v34 = v32.id;
    let v35 = Item_1(v33, v34);
    Queue[v30] = v35;
    let v38 = gl_GlobalInvocationID.x;
    let v39 = v38 == 0u;
    if v39 {
        let v42 = atomicAdd(&counter_var_Slots[0u], -1i);
        let v43 = bitcast<u32>(v42);
        let v44 = v43 - 1u;
        Slots[0i] = v44;
    }
    return;
}
