struct Cell {
    count: u32,
    sum: f32,
    minmax: vec2<f32>,
}

struct Cell_1 {
    count: u32,
    sum: f32,
    minmax: vec2<f32>,
}

@group(0) @binding(0) var<storage, read_write> Cells: array<Cell_1>;
@group(0) @binding(1) var<storage, read_write> Pairs: array<vec2<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var c: Cell;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = Cells[v5];
    let v8 = v7.count;
    let v9 = v7.sum;
    let v10 = v7.minmax;
    let v11 = Cell(v8, v9, v10);
    c = v11;
    let v14 = c.count;
    let v15 = v14 + 1u;
    c.count = v15;
    let v19 = gl_GlobalInvocationID.x;
    let v20 = f32(v19);
    let v21 = c.sum;
    let v22 = v21 + v20;
    c.sum = v22;
    let v26 = c.minmax;
    let v27 = v26.x;
    let v29 = c.sum;
    let v30 = min(v27, v29);
    let v32 = c.minmax;
    let v33 = v32.y;
    let v35 = c.sum;
    let v36 = max(v33, v35);
    let v37 = vec2<f32>(v30, v36);
    c.minmax = v37;
    let v40 = gl_GlobalInvocationID.x;
    let v42 = c;
    let v43 = v42.count;
    let v44 = v42.sum;
    let v45 = v42.minmax;
    let v46 = Cell_1(v43, v44, v45);
    Cells[v40] = v46;
    let v49 = gl_GlobalInvocationID.x;
    let v50 = v49 + 64u;
    let v54 = c.count;
    let v55 = v54 * 2u;
    Cells[v50].count = v55;
    let v58 = gl_GlobalInvocationID.x;
    let v61 = gl_GlobalInvocationID.x;
    let v63 = Pairs[v61];
    let v64 = v63.x;
    let v66 = c.count;
    let v67 = v64 + v66;
    Pairs[v58][1u] = v67;
    return;
}
