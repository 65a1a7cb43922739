struct Grid {
    cells: array<f32, 9>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<f32>;

fn Grid__operator_index_1(this_1: ptr<function, Grid>, rc: vec2<u32>) -> f32 {
    let v6 = rc.y;
    let v7 = v6 * 3u;
    let v9 = rc.x;
    let v10 = v7 + v9;
    let v12 = (*this_1).cells[v10];
    return v12;
}

fn Grid__operator_index(this_1: ptr<function, Grid>, i: u32) -> f32 {
    let v7 = (*this_1).cells[i];
    return v7;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var i_1: u32;
    var g: Grid;
    var i: u32;
    i = 0u;
    loop {
        i_1 = i;
        let v7 = i_1 < 9u;
        if v7 {
        } else {
            break;
        }
        let v13 = f32(i_1);
        let v14 = v13 * 1.5f;
        g.cells[i_1] = v14;
        continuing {
            let v17 = i_1 + 1u;
            i = v17;
        }
    }
    let v20 = gl_GlobalInvocationID.x;
    let v23 = gl_GlobalInvocationID.x;
    let v24 = v23 % 9u;
    let v25 = Grid__operator_index(&g, v24);
    let v26 = Grid__operator_index_1(&g, vec2<u32>(2u, 1u));
    let v27 = v25 + v26;
    Out[v20] = v27;
    return;
}
