struct Shape {
    scale: f32,
}

struct Square {
    Shape: Shape,
    side: f32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Shape__unit(this_1: ptr<function, Shape>) -> f32 {
    return 1f;
}

fn Square__both(this_1: ptr<function, Square>) -> f32 {
    var this_2: Shape;
    var this_3: Shape;
    let v3 = (*this_1).Shape;
    this_2 = v3;
    let v5 = Shape__area(&this_2);
    let v6 = this_2;
    (*this_1).Shape = v6;
    let v10 = (*this_1).Shape;
    this_3 = v10;
    let v12 = Shape__unit(&this_3);
    let v13 = this_3;
    (*this_1).Shape = v13;
    let v15 = v5 + v12;
    let v16 = Square__unit(this_1);
    let v17 = v15 + v16;
    return v17;
}

fn Square__unit(this_1: ptr<function, Square>) -> f32 {
    let v2 = (*this_1).side;
    let v4 = (*this_1).side;
    let v5 = v2 * v4;
    return v5;
}

fn Shape__area(this_1: ptr<function, Shape>) -> f32 {
    let v2 = (*this_1).scale;
    let v3 = Shape__unit(this_1);
    let v4 = v2 * v3;
    return v4;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var q: Square;
    var this_1: Shape;
    q.Shape.scale = 2f;
    let v8 = gl_GlobalInvocationID.x;
    let v9 = f32(v8);
    q.side = v9;
    let v12 = gl_GlobalInvocationID.x;
    let v16 = q.Shape;
    this_1 = v16;
    let v18 = Shape__area(&this_1);
    let v19 = this_1;
    q.Shape = v19;
    let v21 = Square__unit(&q);
    let v22 = v18 + v21;
    let v23 = Square__both(&q);
    let v24 = v22 + v23;
    Out[v12] = v24;
    return;
}
