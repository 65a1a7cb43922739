@group(0) @binding(16) var<storage, read_write> Out: array<u32>;
@group(0) @binding(0) var<storage, read> In: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: u32;
    var cond_1: u32;
    var cond_2: u32;
    var cond_3: u32;
    var cond_4: u32;
    var cond_5: u32;
    var cond_6: u32;
    let v5 = gl_GlobalInvocationID.x;
    let v7 = In[v5];
    let v12 = v7 > vec4<f32>(1f);
    let v13 = any(v12);
    if v13 {
        cond = 1u;
    } else {
        cond = 0u;
    }
    let cond_7 = cond;
    let v19 = 0u | cond_7;
    let v22 = v7 > vec4<f32>(0f);
    let v23 = all(v22);
    if v23 {
        cond_1 = 2u;
    } else {
        cond_1 = 0u;
    }
    let cond_8 = cond_1;
    let v29 = v19 | cond_8;
    let v32 = gl_GlobalInvocationID.x;
    let v33 = i32(v32);
    let v34 = vec3<i32>(0i, v33, 0i);
    let v35 = v34 != vec3<i32>(0i);
    let v36 = any(v35);
    if v36 {
        cond_2 = 4u;
    } else {
        cond_2 = 0u;
    }
    let cond_9 = cond_2;
    let v42 = v29 | cond_9;
    let v45 = v7 != vec4<f32>(0f);
    let v46 = all(v45);
    if v46 {
        cond_3 = 8u;
    } else {
        cond_3 = 0u;
    }
    let cond_10 = cond_3;
    let v52 = v42 | cond_10;
    let v55 = (bitcast<vec4<u32>>(v7) & vec4<u32>(0x7fffffffu)) > vec4<u32>(0x7f800000u);
    let v56 = any(v55);
    if v56 {
        cond_4 = 16u;
    } else {
        cond_4 = 0u;
    }
    let cond_11 = cond_4;
    let v62 = v52 | cond_11;
    let v65 = v7.x;
    let v66 = (bitcast<u32>(v65) & u32(0x7fffffffu)) == u32(0x7f800000u);
    if v66 {
        cond_5 = 32u;
    } else {
        cond_5 = 0u;
    }
    let cond_12 = cond_5;
    let v72 = v62 | cond_12;
    let v75 = v7.yz;
    let v76 = (bitcast<vec2<u32>>(v75) & vec2<u32>(0x7fffffffu)) > vec2<u32>(0x7f800000u);
    let v77 = (bitcast<vec2<u32>>(v75) & vec2<u32>(0x7fffffffu)) == vec2<u32>(0x7f800000u);
    let v78 = v76 | v77;
    let v79 = !v78;
    let v80 = all(v79);
    if v80 {
        cond_6 = 64u;
    } else {
        cond_6 = 0u;
    }
    let cond_13 = cond_6;
    let v86 = v72 | cond_13;
    let v89 = gl_GlobalInvocationID.x;
    Out[v89] = v86;
    return;
}
