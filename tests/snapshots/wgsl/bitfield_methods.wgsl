struct Flags {
    visible_shadows_layer: u32,
}

struct MoreFlags {
    Flags: Flags,
    extra: u32,
}

@group(0) @binding(0) var<storage, read_write> Out: array<u32>;

fn Flags__code(this_1: ptr<function, Flags>) -> u32 {
    let v2 = (*this_1).visible_shadows_layer;
    let v3 = v2 & 1u;
    let v5 = (*this_1).visible_shadows_layer;
    let v6 = v5 >> 1u;
    let v7 = v6 & 1u;
    let v9 = v7 << 1u;
    let v10 = v3 | v9;
    let v12 = (*this_1).visible_shadows_layer;
    let v13 = v12 >> 2u;
    let v14 = v13 & 63u;
    let v16 = v14 << 2u;
    let v17 = v10 | v16;
    return v17;
}

fn MoreFlags__all(this_1: ptr<function, MoreFlags>) -> u32 {
    var this_2: Flags;
    let v3 = (*this_1).Flags;
    this_2 = v3;
    let v5 = Flags__code(&this_2);
    let v6 = this_2;
    (*this_1).Flags = v6;
    let v9 = (*this_1).extra;
    let v10 = v9 & 3u;
    let v12 = v10 << 8u;
    let v13 = v5 | v12;
    return v13;
}

fn Flags__show(this_1: ptr<function, Flags>) {
    let v3 = (*this_1).visible_shadows_layer;
    let v4 = v3 & 4294967294u;
    let v5 = v4 | 1u;
    (*this_1).visible_shadows_layer = v5;
    return;
}

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var f: MoreFlags;
    var this_1: Flags;
    f = MoreFlags(Flags(0u), 0u);
    let v7 = f.Flags;
    this_1 = v7;
    Flags__show(&this_1);
    let v10 = this_1;
    f.Flags = v10;
    let v14 = gl_GlobalInvocationID.x;
    let v15 = v14 & 63u;
    let v16 = v15 << 2u;
    let v17 = f.Flags.visible_shadows_layer;
    let v18 = v17 & 4294967043u;
    let v19 = v18 | v16;
    f.Flags.visible_shadows_layer = v19;
    let v23 = f.extra;
    let v24 = v23 & 4294967292u;
    let v25 = v24 | 3u;
    f.extra = v25;
    let v28 = gl_GlobalInvocationID.x;
    let v30 = MoreFlags__all(&f);
    let v31 = v30 + 8u;
    Out[v28] = v31;
    return;
}
