struct type_Params {
    count: u32,
    skip: u32,
}

@group(0) @binding(0) var<storage, read_write> A: array<u32>;
@group(0) @binding(4) var Tex0: texture_2d<f32>;
@group(0) @binding(5) var Tex1: texture_2d<f32>;
@group(0) @binding(3) var<storage, read_write> Out: array<vec4<f32>>;
@group(0) @binding(6) var<uniform> Params: type_Params;
@group(0) @binding(2) var<storage, read_write> counter_var_A: array<atomic<i32>>;
@group(0) @binding(7) var<storage, read_write> T_0: array<u32>;
@group(0) @binding(8) var<storage, read_write> T_1: array<u32>;
@group(0) @binding(9) var<storage, read_write> counter_var_T_0: array<atomic<i32>>;
@group(0) @binding(10) var<storage, read_write> counter_var_T_1: array<atomic<i32>>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var acc_2: vec4<f32>;
    var i_1: u32;
    var acc: vec4<f32>;
    var i: u32;
    var element: u32;
    var element_1: i32;
    var element_2: vec4<f32>;
    var acc_1: vec4<f32>;
    acc = vec4<f32>(0f);
    i = 0u;
    loop {
        acc_2 = acc;
        i_1 = i;
        let v17 = Params.count;
        let v18 = i_1 < v17;
        if v18 {
        } else {
            break;
        }
        let v22 = Params.skip;
        let v23 = i_1 == v22;
        if v23 {
            acc_1 = acc_2;
            continue;
        }
        let v27 = i_1 % 3u;
        let v31 = gl_GlobalInvocationID.x;
        switch v27 {
            case 0u: {
                let v130 = A[v31];
                element = v130;
                break;
            }
            case 1u: {
                let v134 = T_1[v31];
                element = v134;
                break;
            }
            case 2u, default: {
                let v138 = T_0[v31];
                element = v138;
                break;
            }
        }
        let element_3 = element;
        let v36 = element_3 == 4294967295u;
        if v36 {
            break;
        }
        let v39 = i_1 + 1u;
        let v40 = v39 % 3u;
        let v44 = gl_GlobalInvocationID.x;
        let v48 = element_3 + i_1;
        let v50 = i_1 % 3u;
        switch v50 {
            case 0u: {
                let v154 = atomicAdd(&counter_var_A[0u], 1i);
                element_1 = v154;
                break;
            }
            case 1u: {
                let v159 = atomicAdd(&counter_var_T_1[0u], 1i);
                element_1 = v159;
                break;
            }
            case 2u, default: {
                let v164 = atomicAdd(&counter_var_T_0[0u], 1i);
                element_1 = v164;
                break;
            }
        }
        let element_4 = element_1;
        let v56 = bitcast<u32>(element_4);
        let v57 = v48 + v56;
        switch v40 {
            case 0u: {
                A[v44] = v57;
                break;
            }
            case 1u: {
                T_1[v44] = v57;
                break;
            }
            case 2u, default: {
                T_0[v44] = v57;
                break;
            }
        }
        let v60 = i_1 & 1u;
        let v65 = gl_GlobalInvocationID.x;
        let v66 = i32(v65);
        let v67 = vec3<i32>(v66, 0i, 0i);
        let v68 = v67.xy;
        let v69 = v67.z;
        switch v60 {
            case 0u: {
                let v170 = textureLoad(Tex0, v68, v69);
                element_2 = v170;
                break;
            }
            case 1u, default: {
                let v174 = textureLoad(Tex1, v68, v69);
                element_2 = v174;
                break;
            }
        }
        let element_5 = element_2;
        let v72 = f32(element_3);
        let v73 = vec4<f32>(v72);
        let v74 = element_5 * v73;
        let v76 = acc_2 + v74;
        acc_1 = v76;
        continuing {
            let acc_3 = acc_1;
            let v79 = i_1 + 1u;
            acc = acc_3;
            i = v79;
        }
    }
    let v82 = gl_GlobalInvocationID.x;
    Out[v82] = acc_2;
    return;
}
