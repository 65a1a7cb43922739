enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var r_3: vec4<u32>;
    var i_1: u32;
    var v36: vec4<u32>;
    var r: vec4<u32>;
    var r_1: vec4<u32>;
    var i: u32;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = v6 & 1u;
    let v8 = v7 != 0u;
    if v8 {
        let v10 = gl_GlobalInvocationID.x;
        let v11 = subgroupAdd(v10);
        var v13 = vec4<u32>(0u);
        v13.x = v11;
        r = v13;
    } else {
        let v15 = subgroupAdd(select(u32(0u), u32(1u), true));
        var v17 = vec4<u32>(0u);
        v17.x = v15;
        r = v17;
    }
    let r_2 = r;
    r_1 = r_2;
    i = 0u;
    loop {
        r_3 = r_1;
        i_1 = i;
        let v23 = gl_GlobalInvocationID.x;
        let v24 = v23 % 4u;
        let v25 = i_1 < v24;
        if v25 {
        } else {
            break;
        }
        let v29 = gl_GlobalInvocationID.x;
        let v30 = i_1 + v29;
        let v31 = subgroupMax(v30);
        let v33 = r_3.y;
        let v34 = v33 + v31;
        v36 = r_3;
        v36.y = v34;
        continuing {
            let v39 = i_1 + 1u;
            r_1 = v36;
            i = v39;
        }
    }
    let v42 = r_3.y;
    let v43 = subgroupExclusiveAdd(v42);
    var v45 = r_3;
    v45.z = v43;
    let v48 = gl_GlobalInvocationID.x;
    let v49 = v48 > 40u;
    if v49 {
        let v51 = gl_GlobalInvocationID.x;
        Out[v51] = v45;
        return;
    }
    let v56 = subgroupAdd(select(u32(0u), u32(1u), true));
    var v58 = v45;
    v58.w = v56;
    let v61 = gl_GlobalInvocationID.x;
    Out[v61] = v58;
    return;
}
