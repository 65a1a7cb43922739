@group(0) @binding(1) var<storage, read> g: array<u32>;
@group(0) @binding(2) var<storage, read> h: array<u32>;
@group(0) @binding(0) var<storage, read_write> o: array<u32>;

@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var v41: u32;
    var element: u32;
    let v8 = g[0u];
    o[1i] = v8;
    let v12 = gl_GlobalInvocationID.x;
    let v13 = v12 != 0u;
    if v13 {
        v41 = 0u;
    } else {
        v41 = 1u;
    }
    let v42 = v41;
    switch v42 {
        case 0u: {
            let v32 = g[0u];
            element = v32;
            break;
        }
        case 1u, default: {
            let v36 = h[0u];
            element = v36;
            break;
        }
    }
    let element_1 = element;
    o[0i] = element_1;
    let v25 = h[0u];
    o[2i] = v25;
    return;
}
