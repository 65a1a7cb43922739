struct Params {
    scale: u32,
    bias: u32,
}

struct type_ConstantBuffer_Params {
    scale: u32,
    bias: u32,
}

@group(0) @binding(3) var<storage, read_write> Single: array<u32>;
@group(0) @binding(0) var<uniform> CBs_0: type_ConstantBuffer_Params;
@group(0) @binding(1) var<uniform> CBs_1: type_ConstantBuffer_Params;
@group(0) @binding(4) var<storage, read> Ins_0: array<vec4<u32>>;
@group(0) @binding(5) var<storage, read> Ins_1: array<vec4<u32>>;
@group(0) @binding(6) var<storage, read> Ins_2: array<vec4<u32>>;
@group(0) @binding(7) var<storage, read_write> Raw_0: array<atomic<u32>>;
@group(0) @binding(8) var<storage, read_write> Raw_1: array<atomic<u32>>;
@group(0) @binding(9) var<storage, read_write> Typed_0: array<f32>;
@group(0) @binding(10) var<storage, read_write> Typed_1: array<f32>;
@group(0) @binding(11) var Maps_0: texture_2d<f32>;
@group(0) @binding(12) var Maps_1: texture_2d<f32>;
@group(0) @binding(13) var Samplers_0: sampler;
@group(0) @binding(14) var Samplers_1: sampler;
@group(1) @binding(0) var<storage, read_write> Unbounded_0: array<u32>;
@group(1) @binding(1) var<storage, read_write> Unbounded_1: array<u32>;
@group(1) @binding(2) var<storage, read_write> Unbounded_2: array<u32>;
@group(1) @binding(3) var<storage, read_write> Unbounded_3: array<u32>;
@group(0) @binding(15) var<storage, read_write> P_Bufs_0: array<u32>;
@group(0) @binding(16) var<storage, read_write> P_Bufs_1: array<u32>;

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_index) gl_LocalInvocationIndex: u32) {
    var p: Params;
    var element: type_ConstantBuffer_Params;
    var element_1: vec4<u32>;
    var element_2: u32;
    var element_3: u32;
    var element_4: vec4<f32>;
    var element_5: vec4<f32>;
    var element_6: vec4<f32>;
    var cond: i32;
    let v13 = gl_LocalInvocationIndex % 2u;
    switch v13 {
        case 0u: {
            let v143 = CBs_0;
            element = v143;
            break;
        }
        case 1u, default: {
            let v146 = CBs_1;
            element = v146;
            break;
        }
    }
    let v149 = element;
    let v19 = v149.scale;
    let v20 = v149.bias;
    let v21 = Params(v19, v20);
    p = v21;
    let v25 = gl_LocalInvocationIndex % 3u;
    switch v25 {
        case 0u: {
            let v152 = Ins_0[gl_LocalInvocationIndex];
            element_1 = v152;
            break;
        }
        case 1u: {
            let v156 = Ins_1[gl_LocalInvocationIndex];
            element_1 = v156;
            break;
        }
        case 2u, default: {
            let v160 = Ins_2[gl_LocalInvocationIndex];
            element_1 = v160;
            break;
        }
    }
    let v163 = element_1;
    let v32 = CBs_1.scale;
    let v33 = vec4<u32>(v32);
    let v34 = v163 * v33;
    let v36 = p.bias;
    let v37 = vec4<u32>(v36);
    let v38 = v34 + v37;
    let v43 = gl_LocalInvocationIndex * 4u;
    let v44 = v43 >> 2u;
    let v46 = v38.x;
    switch v13 {
        case 0u: {
            atomicStore(&Raw_0[v44], v46);
            break;
        }
        case 1u, default: {
            atomicStore(&Raw_1[v44], v46);
            break;
        }
    }
    let v51 = 1u - v13;
    let v56 = v38.y;
    switch v51 {
        case 0u: {
            let v172 = atomicAdd(&Raw_0[0u], v56);
            element_2 = v172;
            break;
        }
        case 1u, default: {
            let v176 = atomicAdd(&Raw_1[0u], v56);
            element_2 = v176;
            break;
        }
    }
    let v179 = element_2;
    switch v13 {
        case 0u: {
            let v181 = arrayLength(&Ins_0);
            element_3 = v181;
            break;
        }
        case 1u: {
            let v184 = arrayLength(&Ins_1);
            element_3 = v184;
            break;
        }
        case 2u, default: {
            let v187 = arrayLength(&Ins_2);
            element_3 = v187;
            break;
        }
    }
    let v190 = element_3;
    let v71 = v190 + v179;
    let v72 = f32(v71);
    let v73 = vec4<f32>(v72, 0f, 0f, 0f);
    switch v13 {
        case 0u: {
            let v243 = arrayLength(&Typed_0);
            let v244 = gl_LocalInvocationIndex < v243;
            let v246 = v73.x;
            if v244 {
                Typed_0[gl_LocalInvocationIndex] = v246;
            }
            break;
        }
        case 1u, default: {
            let v248 = arrayLength(&Typed_1);
            let v249 = gl_LocalInvocationIndex < v248;
            let v251 = v73.x;
            if v249 {
                Typed_1[gl_LocalInvocationIndex] = v251;
            }
            break;
        }
    }
    let v81 = 1u - v13;
    switch v13 {
        case 0u: {
            switch v81 {
                case 0u: {
                    let v209 = textureSampleLevel(Maps_0, Samplers_0, vec2<f32>(0.5f), 0f);
                    element_5 = v209;
                    break;
                }
                case 1u, default: {
                    let v213 = textureSampleLevel(Maps_0, Samplers_1, vec2<f32>(0.5f), 0f);
                    element_5 = v213;
                    break;
                }
            }
            let v216 = element_5;
            element_4 = v216;
            break;
        }
        case 1u, default: {
            switch v81 {
                case 0u: {
                    let v219 = textureSampleLevel(Maps_1, Samplers_0, vec2<f32>(0.5f), 0f);
                    element_6 = v219;
                    break;
                }
                case 1u, default: {
                    let v223 = textureSampleLevel(Maps_1, Samplers_1, vec2<f32>(0.5f), 0f);
                    element_6 = v223;
                    break;
                }
            }
            let v226 = element_6;
            element_4 = v226;
            break;
        }
    }
    let v206 = element_4;
    let v89 = i32(gl_LocalInvocationIndex);
    let v90 = vec3<i32>(v89, 0i, 0i);
    let v91 = v90.xy;
    let v92 = v90.z;
    let v93 = textureLoad(Maps_1, v91, v92);
    let v95 = v206 + v93;
    let v104 = v95.x;
    let v105 = u32(v104);
    let v108 = Single[gl_LocalInvocationIndex];
    let v109 = v105 + v108;
    switch v13 {
        case 0u: {
            P_Bufs_0[gl_LocalInvocationIndex] = v109;
            break;
        }
        case 1u, default: {
            P_Bufs_1[gl_LocalInvocationIndex] = v109;
            break;
        }
    }
    let v112 = gl_LocalInvocationIndex & 1u;
    let v113 = v112 != 0u;
    if v113 {
        cond = 1i;
    } else {
        cond = 3i;
    }
    let cond_1 = cond;
    let v122 = v38.z;
    switch cond_1 {
        case 0i: {
            Unbounded_0[gl_LocalInvocationIndex] = v122;
            break;
        }
        case 1i: {
            Unbounded_1[gl_LocalInvocationIndex] = v122;
            break;
        }
        case 2i: {
            Unbounded_2[gl_LocalInvocationIndex] = v122;
            break;
        }
        case 3i, default: {
            Unbounded_3[gl_LocalInvocationIndex] = v122;
            break;
        }
    }
    return;
}
