struct Cell {
    value: f32,
    hits: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Cell__mean(this_1: ptr<function, Cell>) -> f32 {
    var cond: f32;
    let v2 = (*this_1).hits;
    let v3 = v2 != 0u;
    if v3 {
        let v6 = (*this_1).value;
        let v8 = (*this_1).hits;
        let v9 = f32(v8);
        let v10 = v6 / v9;
        cond = v10;
    } else {
        cond = 0f;
    }
    let cond_1 = cond;
    return cond_1;
}

fn Cell__absorb(this_1: ptr<function, Cell>, o: Cell) {
    var o_1: Cell;
    o_1 = o;
    let v6 = o_1.value;
    let v7 = (*this_1).value;
    let v8 = v7 + v6;
    (*this_1).value = v8;
    let v12 = o_1.hits;
    let v13 = (*this_1).hits;
    let v14 = v13 + v12;
    (*this_1).hits = v14;
    return;
}

fn Cell__touched(this_1: ptr<function, Cell>) -> Cell {
    var c: Cell;
    let v2 = (*this_1);
    c = v2;
    let v5 = c.hits;
    let v6 = v5 + 1u;
    c.hits = v6;
    let v8 = c;
    return v8;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var a: Cell;
    var b: Cell;
    a = Cell(4f, 1u);
    let v7 = gl_GlobalInvocationID.x;
    let v8 = f32(v7);
    let v9 = Cell(v8, 2u);
    b = v9;
    let v11 = Cell__touched(&b);
    Cell__absorb(&a, v11);
    let v14 = gl_GlobalInvocationID.x;
    let v16 = Cell__mean(&a);
    Out[v14] = v16;
    return;
}
