enable primitive_index;

struct Base {
    uv: vec2<f32>,
    coverage: u32,
}

struct Ids {
    sample: u32,
    primitive: u32,
}

struct PSIn {
    Base: Base,
    ids: Ids,
    front: bool,
    pos: vec4<f32>,
}

struct main_out {
    @location(0) out_SV_Target: vec4<f32>,
}

@fragment
fn main(@location(0) in_TEXCOORD0: vec2<f32>, @builtin(sample_mask) gl_SampleMaskIn: u32, @builtin(sample_index) gl_SampleID: u32, @builtin(primitive_index) gl_PrimitiveID: u32, @builtin(front_facing) gl_FrontFacing: bool, @builtin(position) gl_FragCoord: vec4<f32>) -> main_out {
    var i: PSIn;
    var cond: f32;
    var out: main_out;
    i.Base.uv = in_TEXCOORD0;
    i.Base.coverage = gl_SampleMaskIn;
    i.ids.sample = gl_SampleID;
    i.ids.primitive = gl_PrimitiveID;
    i.front = gl_FrontFacing;
    i.pos = gl_FragCoord;
    let v25 = i.front;
    if v25 {
        cond = 1f;
    } else {
        cond = -1f;
    }
    let cond_1 = cond;
    let v34 = i.Base.coverage;
    let v35 = countOneBits(v34);
    let v36 = f32(v35);
    let v39 = i.Base.uv;
    let v41 = vec2<f32>(cond_1);
    let v42 = v39 * v41;
    let v45 = i.ids.primitive;
    let v46 = v45 * 4u;
    let v49 = i.ids.sample;
    let v50 = v46 + v49;
    let v51 = f32(v50);
    let v54 = i.pos;
    let v55 = v54.x;
    let v56 = v36 + v55;
    let v57 = vec4<f32>(v42, v51, v56);
    out.out_SV_Target = v57;
    let v67 = out;
    return v67;
}
