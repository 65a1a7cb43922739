struct type_Params {
    count: u32,
    dt: f32,
}

@group(0) @binding(0) var<storage, read_write> Pos: array<vec4<f32>>;
@group(0) @binding(1) var<uniform> Params: type_Params;
var<workgroup> tile: array<vec4<f32>, 64>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var id: vec3<u32>;
    var gi: u32;
    var index: u32;
    var p: vec4<f32>;
    var acc: vec4<f32>;
    var t: u32;
    var j: u32;
    var returned: bool;
    returned = false;
    id = gl_GlobalInvocationID;
    gi = gl_LocalInvocationIndex;
    let v7 = id;
    let v8 = v7.x;
    index = v8;
    let v10 = index;
    let v12 = Params.count;
    let v13 = v10 >= v12;
    if v13 {
        returned = true;
    }
    let v72 = returned;
    let v73 = !v72;
    if v73 {
        let v16 = index;
        let v18 = Pos[v16];
        p = v18;
        acc = vec4<f32>(0f);
    }
    t = 0u;
    loop {
        let v24 = t;
        let v26 = Params.count;
        let v27 = v24 < v26;
        if v27 {
        } else {
            break;
        }
        let v74 = returned;
        let v75 = !v74;
        if v75 {
            let v29 = gi;
            let v31 = t;
            let v32 = gi;
            let v33 = v31 + v32;
            let v35 = Pos[v33];
            tile[v29] = v35;
        }
        workgroupBarrier();
        let v76 = returned;
        let v77 = !v76;
        if v77 {
            j = 0u;
            loop {
                let v40 = j;
                let v41 = v40 < 64u;
                if v41 {
                } else {
                    break;
                }
                let v43 = j;
                let v45 = tile[v43];
                let v46 = p;
                let v47 = v45 - v46;
                let v48 = acc;
                let v49 = v48 + v47;
                acc = v49;
                continuing {
                    let v51 = j;
                    let v52 = v51 + 1u;
                    j = v52;
                }
            }
        }
        workgroupBarrier();
        continuing {
            let v55 = t;
            let v56 = v55 + 64u;
            t = v56;
        }
    }
    let v78 = returned;
    let v79 = !v78;
    if v79 {
        let v58 = index;
        let v60 = p;
        let v61 = acc;
        let v63 = Params.dt;
        let v64 = vec4<f32>(v63);
        let v65 = v61 * v64;
        let v66 = v60 + v65;
        Pos[v58] = v66;
    }
    return;
}
