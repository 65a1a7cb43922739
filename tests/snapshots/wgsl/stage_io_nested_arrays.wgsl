struct VSOut {
    pos: vec4<f32>,
    grid: array<array<vec2<f32>, 3>, 2>,
    frames: array<mat2x3<f32>, 2>,
}

struct vs_main_out {
    @builtin(position) gl_Position: vec4<f32>,
    @location(0) out_TEXCOORD1: vec2<f32>,
    @location(1) out_TEXCOORD2: vec2<f32>,
    @location(2) out_TEXCOORD3: vec2<f32>,
    @location(3) out_TEXCOORD4: vec2<f32>,
    @location(4) out_TEXCOORD5: vec2<f32>,
    @location(5) out_TEXCOORD6: vec2<f32>,
    @location(6) out_FRAME0: vec3<f32>,
    @location(7) out_FRAME1: vec3<f32>,
    @location(8) out_FRAME2: vec3<f32>,
    @location(9) out_FRAME3: vec3<f32>,
}

struct ps_main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@vertex
fn vs_main(@location(0) in_POSITION: vec4<f32>, @location(1) in_BONE0: vec2<f32>, @location(2) in_BONE1: vec2<f32>, @location(3) in_BONE2: vec2<f32>, @location(4) in_BONE3: vec2<f32>, @location(5) in_BONE4: vec2<f32>, @location(6) in_BONE5: vec2<f32>) -> vs_main_out {
    var i_1: i32;
    var j_1: i32;
    var bones: array<mat3x2<f32>, 2>;
    var o: VSOut;
    var i: i32;
    var j: i32;
    var out: vs_main_out;
    bones[0u][0u] = in_BONE0;
    bones[0u][1u] = in_BONE1;
    bones[0u][2u] = in_BONE2;
    bones[1u][0u] = in_BONE3;
    bones[1u][1u] = in_BONE4;
    bones[1u][2u] = in_BONE5;
    o.pos = in_POSITION;
    i = 0i;
    loop {
        i_1 = i;
        let v35 = i_1 < 2i;
        if v35 {
        } else {
            break;
        }
        j = 0i;
        loop {
            j_1 = j;
            let v40 = j_1 < 3i;
            if v40 {
            } else {
                break;
            }
            let v51 = bones[i_1][j_1];
            let v54 = i_1 + j_1;
            let v55 = f32(v54);
            let v56 = vec2<f32>(v55);
            let v57 = v51 * v56;
            o.grid[i_1][j_1] = v57;
            continuing {
                let v60 = j_1 + 1i;
                j = v60;
            }
        }
        continuing {
            let v63 = i_1 + 1i;
            i = v63;
        }
    }
    let v68 = bones[0i];
    let v69 = transpose(v68);
    o.frames[0i] = v69;
    let v74 = bones[1i];
    let v75 = transpose(v74);
    o.frames[1i] = v75;
    let v77 = o;
    let v78 = v77.pos;
    out.gl_Position = v78;
    let v80 = v77.grid;
    let v81 = v80[0];
    let v82 = v81[0];
    out.out_TEXCOORD1 = v82;
    let v84 = v77.grid;
    let v85 = v84[0];
    let v86 = v85[1];
    out.out_TEXCOORD2 = v86;
    let v88 = v77.grid;
    let v89 = v88[0];
    let v90 = v89[2];
    out.out_TEXCOORD3 = v90;
    let v92 = v77.grid;
    let v93 = v92[1];
    let v94 = v93[0];
    out.out_TEXCOORD4 = v94;
    let v96 = v77.grid;
    let v97 = v96[1];
    let v98 = v97[1];
    out.out_TEXCOORD5 = v98;
    let v100 = v77.grid;
    let v101 = v100[1];
    let v102 = v101[2];
    out.out_TEXCOORD6 = v102;
    let v104 = v77.frames;
    let v105 = v104[0];
    let v106 = v105[0];
    out.out_FRAME0 = v106;
    let v108 = v77.frames;
    let v109 = v108[0];
    let v110 = v109[1];
    out.out_FRAME1 = v110;
    let v112 = v77.frames;
    let v113 = v112[1];
    let v114 = v113[0];
    out.out_FRAME2 = v114;
    let v116 = v77.frames;
    let v117 = v116[1];
    let v118 = v117[1];
    out.out_FRAME3 = v118;
    let v144 = out;
    return v144;
}

@fragment
fn ps_main(@builtin(position) gl_FragCoord: vec4<f32>, @location(0) in_TEXCOORD1: vec2<f32>, @location(1) in_TEXCOORD2: vec2<f32>, @location(2) in_TEXCOORD3: vec2<f32>, @location(3) in_TEXCOORD4: vec2<f32>, @location(4) in_TEXCOORD5: vec2<f32>, @location(5) in_TEXCOORD6: vec2<f32>, @location(6) in_FRAME0: vec3<f32>, @location(7) in_FRAME1: vec3<f32>, @location(8) in_FRAME2: vec3<f32>, @location(9) in_FRAME3: vec3<f32>) -> ps_main_out {
    var i: VSOut;
    var out: ps_main_out;
    i.pos = gl_FragCoord;
    i.grid[0u][0u] = in_TEXCOORD1;
    i.grid[0u][1u] = in_TEXCOORD2;
    i.grid[0u][2u] = in_TEXCOORD3;
    i.grid[1u][0u] = in_TEXCOORD4;
    i.grid[1u][1u] = in_TEXCOORD5;
    i.grid[1u][2u] = in_TEXCOORD6;
    i.frames[0u][0u] = in_FRAME0;
    i.frames[0u][1u] = in_FRAME1;
    i.frames[1u][0u] = in_FRAME2;
    i.frames[1u][1u] = in_FRAME3;
    let v57 = i.grid[1i][2i];
    let v61 = i.frames[1i][1i];
    let v62 = v61.xy;
    let v63 = vec4<f32>(v57, v62);
    let v67 = i.frames[0i][0i];
    let v68 = v67.xyzz;
    let v69 = v63 + v68;
    out.out_SV_Target = v69;
    let v74 = out;
    return v74;
}
