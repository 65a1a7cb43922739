struct Rgb565 {
    b_g_r: u32,
    alpha: u32,
}

struct Pair {
    c0: Rgb565,
    c1: Rgb565,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var c: Rgb565;
    var p: Pair;
    let v10 = gl_GlobalInvocationID.x;
    let v11 = v10 & 31u;
    let v13 = v11 << 11u;
    let v14 = 2047u | v13;
    let v15 = Rgb565(v14, 255u);
    c = v15;
    p = Pair(Rgb565(6209u, 4u), Rgb565(2248u, 5u));
    let v41 = gl_GlobalInvocationID.x;
    let v44 = c.b_g_r;
    let v45 = v44 >> 11u;
    let v46 = v45 & 31u;
    let v48 = c.b_g_r;
    let v49 = v48 >> 5u;
    let v50 = v49 & 63u;
    let v51 = v46 + v50;
    let v53 = c.b_g_r;
    let v54 = v53 & 31u;
    let v55 = v51 + v54;
    let v57 = c.alpha;
    let v58 = v55 + v57;
    let v61 = p.c1.b_g_r;
    let v62 = v61 & 31u;
    let v63 = v58 + v62;
    let v66 = p.c1.b_g_r;
    let v67 = v66 >> 5u;
    let v68 = v67 & 63u;
    let v69 = v63 + v68;
    let v72 = p.c1.b_g_r;
    let v73 = v72 >> 11u;
    let v74 = v73 & 31u;
    let v75 = v69 + v74;
    let v78 = p.c0.alpha;
    let v79 = v75 + v78;
    Out[v41] = v79;
    return;
}
