struct type_Params {
    count: u32,
    dt: f32,
}

@group(0) @binding(0) var<storage, read_write> Pos: array<vec4<f32>>;
@group(0) @binding(1) var<uniform> Params: type_Params;
var<workgroup> tile: array<vec4<f32>, 64>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>, @builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var acc_5: vec4<f32>;
    var t_1: u32;
    var acc_6: vec4<f32>;
    var j_1: u32;
    var v49: vec4<f32>;
    var acc_7: vec4<f32>;
    var returned: bool;
    var p: vec4<f32>;
    var acc: vec4<f32>;
    var acc_1: vec4<f32>;
    var t: u32;
    var acc_2: vec4<f32>;
    var j: u32;
    var acc_3: vec4<f32>;
    let v8 = gl_GlobalInvocationID.x;
    let v12 = Params.count;
    let v13 = v8 >= v12;
    if v13 {
        returned = true;
    } else {
        returned = false;
    }
    let returned_1 = returned;
    let v73 = !returned_1;
    if v73 {
        let v18 = Pos[v8];
        p = v18;
        acc = vec4<f32>(0f);
    } else {
        p = vec4<f32>();
        acc = vec4<f32>();
    }
    let p_1 = p;
    let acc_4 = acc;
    acc_1 = acc_4;
    t = 0u;
    loop {
        acc_5 = acc_1;
        t_1 = t;
        let v26 = Params.count;
        let v27 = t_1 < v26;
        if v27 {
        } else {
            break;
        }
        let v75 = !returned_1;
        if v75 {
            let v33 = t_1 + gl_LocalInvocationIndex;
            let v35 = Pos[v33];
            tile[gl_LocalInvocationIndex] = v35;
        }
        workgroupBarrier();
        let v77 = !returned_1;
        if v77 {
            acc_2 = acc_5;
            j = 0u;
            loop {
                acc_6 = acc_2;
                j_1 = j;
                let v41 = j_1 < 64u;
                if v41 {
                } else {
                    break;
                }
                let v45 = tile[j_1];
                let v47 = v45 - p_1;
                v49 = acc_6 + v47;
                continuing {
                    let v52 = j_1 + 1u;
                    acc_2 = v49;
                    j = v52;
                }
            }
            acc_3 = acc_6;
        } else {
            acc_3 = acc_5;
        }
        acc_7 = acc_3;
        workgroupBarrier();
        continuing {
            let v56 = t_1 + 64u;
            acc_1 = acc_7;
            t = v56;
        }
    }
    let v79 = !returned_1;
    if v79 {
        let v63 = Params.dt;
        let v64 = vec4<f32>(v63);
        let v65 = acc_5 * v64;
        let v66 = p_1 + v65;
        Pos[v8] = v66;
    }
    return;
}
