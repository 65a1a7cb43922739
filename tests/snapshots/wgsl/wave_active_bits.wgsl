enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> Out: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 & 31u;
    let v7 = v6 & 31u;
    let v8 = 1u << v7;
    let v12 = ~v8;
    let v13 = subgroupAnd(v12);
    let v17 = subgroupOr(v8);
    let v21 = gl_GlobalInvocationID.x;
    let v22 = subgroupXor(v21);
    let v27 = gl_GlobalInvocationID.x;
    let v28 = vec2<u32>(v8, v27);
    let v29 = subgroupOr(v28);
    let v33 = gl_GlobalInvocationID.x;
    let v34 = v33 > 7u;
    let v35 = subgroupAdd(select(u32(0u), u32(1u), v34));
    let v38 = gl_GlobalInvocationID.x;
    let v43 = v29.x;
    let v44 = v17 ^ v43;
    let v47 = v29.y;
    let v48 = v22 + v47;
    let v50 = vec4<u32>(v13, v44, v48, v35);
    Out[v38] = v50;
    return;
}
