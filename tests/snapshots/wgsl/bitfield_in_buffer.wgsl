struct Header {
    kind_count: u32,
    offset: u32,
}

struct Header_1 {
    kind_count: u32,
    offset: u32,
}

@group(0) @binding(0) var<storage, read> In: array<Header_1>;
@group(0) @binding(1) var<storage, read_write> Out: array<Header_1>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var h: Header;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = In[v5];
    let v8 = v7.kind_count;
    let v9 = v7.offset;
    let v10 = Header(v8, v9);
    h = v10;
    let v14 = h.kind_count;
    let v15 = v14 & 255u;
    let v16 = h.kind_count;
    let v17 = v16 >> 8u;
    let v18 = v17 & 16777215u;
    let v19 = v18 + v15;
    let v20 = v19 & 16777215u;
    let v21 = v20 << 8u;
    let v22 = h.kind_count;
    let v23 = v22 & 255u;
    let v24 = v23 | v21;
    h.kind_count = v24;
    let v28 = h.kind_count;
    let v29 = v28 & 255u;
    let v30 = v29 + 1u;
    let v31 = v30 & 255u;
    let v32 = v31 & 255u;
    let v33 = h.kind_count;
    let v34 = v33 & 4294967040u;
    let v35 = v34 | v32;
    h.kind_count = v35;
    let v39 = h.kind_count;
    let v40 = v39 >> 8u;
    let v41 = v40 & 16777215u;
    let v42 = v41 * 4u;
    h.offset = v42;
    let v45 = gl_GlobalInvocationID.x;
    let v47 = h;
    let v48 = v47.kind_count;
    let v49 = v47.offset;
    let v50 = Header_1(v48, v49);
    Out[v45] = v50;
    return;
}
