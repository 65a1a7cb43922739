struct type_Params {
    Slot: u32,
}

@group(0) @binding(4) var<uniform> Params: type_Params;
@group(0) @binding(0) var<storage, read_write> gBufs_0: array<u32>;
@group(0) @binding(1) var<storage, read_write> gBufs_1: array<u32>;
@group(0) @binding(2) var<storage, read_write> gBufs_2: array<u32>;
@group(0) @binding(3) var<storage, read_write> gBufs_3: array<u32>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var element: u32;
    let v21 = gl_GlobalInvocationID.x;
    let v73 = v21 == 1u;
    let v109 = select(v21, 1u, v73);
    let v76 = v21 == 0u;
    let v110 = select(v109, 0u, v76);
    let v26 = gl_GlobalInvocationID.x;
    let v27 = v26 + 10u;
    switch v110 {
        case 0u: {
            gBufs_0[0u] = v27;
            break;
        }
        case 1u: {
            gBufs_1[0u] = v27;
            break;
        }
        case 2u: {
            gBufs_2[0u] = v27;
            break;
        }
        case 3u, default: {
            gBufs_3[0u] = v27;
            break;
        }
    }
    let v32 = gl_GlobalInvocationID.x;
    let v33 = v32 ^ 1u;
    let v83 = v33 == 1u;
    let v115 = select(v33, 1u, v83);
    let v86 = v33 == 0u;
    let v116 = select(v115, 0u, v86);
    let v93 = v33 == 1u;
    let v112 = select(v33, 1u, v93);
    let v96 = v33 == 0u;
    let v113 = select(v112, 0u, v96);
    switch v113 {
        case 0u: {
            let v147 = gBufs_0[0u];
            element = v147;
            break;
        }
        case 1u: {
            let v151 = gBufs_1[0u];
            element = v151;
            break;
        }
        case 2u: {
            let v155 = gBufs_2[0u];
            element = v155;
            break;
        }
        case 3u, default: {
            let v159 = gBufs_3[0u];
            element = v159;
            break;
        }
    }
    let v162 = element;
    switch v116 {
        case 0u: {
            gBufs_0[1u] = v162;
            break;
        }
        case 1u: {
            gBufs_1[1u] = v162;
            break;
        }
        case 2u: {
            gBufs_2[1u] = v162;
            break;
        }
        case 3u, default: {
            gBufs_3[1u] = v162;
            break;
        }
    }
    let v48 = Params.Slot;
    let v103 = v48 == 1u;
    let v118 = select(v48, 1u, v103);
    let v106 = v48 == 0u;
    let v119 = select(v118, 0u, v106);
    let v53 = gl_GlobalInvocationID.x;
    switch v119 {
        case 0u: {
            gBufs_0[2u] = v53;
            break;
        }
        case 1u: {
            gBufs_1[2u] = v53;
            break;
        }
        case 2u: {
            gBufs_2[2u] = v53;
            break;
        }
        case 3u, default: {
            gBufs_3[2u] = v53;
            break;
        }
    }
    return;
}
