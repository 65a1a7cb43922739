struct A_mem {
    scale: i32,
    _m1_0: f32,
    _m1_1: f32,
    _m1_2: f32,
}

struct A_mem_1 {
    scale: i32,
    _m1_0: f32,
    _m1_1: f32,
    _m1_2: f32,
}

struct B_mem {
    A: A_mem_1,
    uv: vec2<f32>,
}

struct A_mem_2 {
    scale: i32,
    _m1_0: f32,
    _m1_1: f32,
    _m1_2: f32,
}

struct type__Globals_mem {
    @size(16) before: f32,
    withData: A_mem,
    derived: B_mem,
    arr: array<A_mem_2, 2>,
}

@group(0) @binding(0) var<storage, read_write> Out: array<i32>;
@group(0) @binding(1) var<storage, read_write> withData_Buf: array<i32>;
@group(0) @binding(2) var<storage, read_write> derived_Buf: array<i32>;
@group(0) @binding(8) var derived_T: texture_2d<f32>;
@group(0) @binding(5) var<storage, read_write> arr_1__Buf: array<i32>;
@group(0) @binding(3) var<uniform> _Globals: type__Globals_mem;

@compute @workgroup_size(1, 1, 1)
fn main() {
    var arr___scale: array<i32, 2>;
    var arr___offset: array<vec3<f32>, 2>;
    let v2 = _Globals.withData.scale;
    let v5 = vec3<f32>(_Globals.withData._m1_0, _Globals.withData._m1_1, _Globals.withData._m1_2);
    let v6 = v5.x;
    let v7 = v5.y;
    let v8 = v5.z;
    let v9 = vec3<f32>(v6, v7, v8);
    let v14 = _Globals.derived.A.scale;
    let v23 = _Globals.derived.uv;
    let v24 = v23.x;
    let v25 = v23.y;
    let v28 = vec2<f32>(v24, v25);
    let v34 = _Globals.arr[0u].scale;
    let v38 = vec3<f32>(_Globals.arr[0u]._m1_0, _Globals.arr[0u]._m1_1, _Globals.arr[0u]._m1_2);
    let v39 = v38.x;
    let v40 = v38.y;
    let v41 = v38.z;
    let v45 = _Globals.arr[1u].scale;
    let v49 = vec3<f32>(_Globals.arr[1u]._m1_0, _Globals.arr[1u]._m1_1, _Globals.arr[1u]._m1_2);
    let v50 = v49.x;
    let v51 = v49.y;
    let v52 = v49.z;
    let v53 = vec3<f32>(v39, v40, v41);
    let v55 = vec3<f32>(v50, v51, v52);
    let v137 = array<i32, 2>(v34, v45);
    let v138 = array<vec3<f32>, 2>(v53, v55);
    arr___scale = v137;
    arr___offset = v138;
    let v63 = withData_Buf[0i];
    let v66 = v63 * v2;
    let v69 = v9.y;
    let v70 = i32(v69);
    let v71 = v66 + v70;
    let v73 = _Globals.before;
    let v74 = i32(v73);
    let v75 = v71 + v74;
    Out[0i] = v75;
    let v81 = derived_Buf[1i];
    let v84 = v81 * v14;
    let v87 = v28.x;
    let v88 = i32(v87);
    let v89 = v84 + v88;
    let v93 = textureLoad(derived_T, vec2<i32>(0i), 0i);
    let v94 = v93.x;
    let v95 = i32(v94);
    let v96 = v89 + v95;
    Out[1i] = v96;
    let v103 = arr_1__Buf[0i];
    let v106 = arr___scale[1i];
    let v107 = v103 + v106;
    let v110 = arr___scale[0i];
    let v111 = v107 + v110;
    Out[2i] = v111;
    return;
}
