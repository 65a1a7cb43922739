@group(0) @binding(0) var<storage, read> Raw: array<u32>;
@group(0) @binding(1) var<storage, read> X: array<vec4<i32>>;
@group(0) @binding(2) var<storage, read_write> Out: array<u32>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var cond: u32;
    let v6 = gl_GlobalInvocationID.x;
    let v7 = v6 * 4u;
    let v8 = v7 >> 2u;
    let v10 = Raw[v8];
    let v20 = Raw[4u];
    let v23 = Raw[5u];
    let v26 = Raw[6u];
    let v27 = vec3<u32>(v20, v23, v26);
    let v33 = Raw[2u];
    let v34 = bitcast<f32>(v33);
    let v39 = gl_GlobalInvocationID.x;
    let v40 = i32(v39);
    let v42 = X[v40];
    if true {
    }
    let v54 = gl_GlobalInvocationID.x;
    let v58 = v27.z;
    let v59 = v10 + v58;
    let v61 = u32(v34);
    let v62 = v59 + v61;
    let v64 = v42.w;
    let v65 = u32(v64);
    let v66 = v62 + v65;
    if true {
        cond = 1u;
    } else {
        cond = 0u;
    }
    let cond_1 = cond;
    let v72 = v66 + cond_1;
    let v74 = v72 + 0u;
    Out[v54] = v74;
    return;
}
