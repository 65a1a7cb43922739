@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var r_1: u32;
    var c_1: u32;
    var grid: array<array<u32, 4>, 3>;
    var row: array<u32, 4>;
    var r: u32;
    var c: u32;
    grid = array<array<u32, 4>, 3>(array<u32, 4>(1u, 2u, 3u, 4u), array<u32, 4>(5u, 6u, 7u, 8u), array<u32, 4>(9u, 10u, 11u, 12u));
    r = 0u;
    loop {
        r_1 = r;
        let v8 = r_1 < 3u;
        if v8 {
        } else {
            break;
        }
        c = 0u;
        loop {
            c_1 = c;
            let v13 = c_1 < 4u;
            if v13 {
            } else {
                break;
            }
            let v20 = gl_GlobalInvocationID.x;
            let v21 = grid[r_1][c_1];
            let v22 = v21 + v20;
            grid[r_1][c_1] = v22;
            continuing {
                let v25 = c_1 + 1u;
                c = v25;
            }
        }
        continuing {
            let v28 = r_1 + 1u;
            r = v28;
        }
    }
    let v32 = gl_GlobalInvocationID.x;
    let v33 = v32 % 3u;
    let v35 = grid[v33];
    row = v35;
    let v38 = gl_GlobalInvocationID.x;
    let v41 = gl_GlobalInvocationID.x;
    let v42 = v41 % 3u;
    let v45 = gl_GlobalInvocationID.x;
    let v46 = v45 % 4u;
    let v48 = grid[v42][v46];
    let v50 = row[0i];
    let v51 = v48 + v50;
    let v54 = grid[2i][3i];
    let v55 = v51 + v54;
    Out[v38] = v55;
    return;
}
