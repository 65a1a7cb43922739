@group(0) @binding(0) var<storage, read> In2: array<vec2<f32>>;
@group(0) @binding(1) var<storage, read> In4: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> Out4: array<vec4<f32>>;
@group(0) @binding(3) var<storage, read_write> Out2: array<vec2<i32>>;
@group(0) @binding(4) var<storage, read_write> Count: array<atomic<u32>>;
@group(0) @binding(5) var<storage, read_write> Max: array<atomic<i32>>;

@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var texel_old: u32;
    var texel_old_1: i32;
    let v2 = gl_GlobalInvocationID.x;
    let v127 = arrayLength(&In2);
    let v128 = arrayLength(&In4);
    let v129 = arrayLength(&Out4);
    let v130 = arrayLength(&In2);
    let v131 = v2 < v130;
    let v133 = In2[v2];
    let v134 = v133.x;
    let v135 = v133.y;
    let v136 = vec4<f32>(v134, v135, 0f, 1f);
    let v137 = select(vec4<f32>(), v136, v131);
    let v20 = v137.xy;
    let v24 = i32(v2);
    let v138 = bitcast<u32>(v24);
    let v139 = arrayLength(&In4);
    let v140 = v138 < v139;
    let v142 = In4[v138];
    let v143 = select(vec4<u32>(), v142, v140);
    let v31 = v143.x;
    let v33 = v143.w;
    let v34 = v31 + v33;
    let v35 = f32(v34);
    let v37 = v127 * 100u;
    let v39 = v128 * 10u;
    let v40 = v37 + v39;
    let v42 = v40 + v129;
    let v43 = f32(v42);
    let v44 = vec4<f32>(v20, v35, v43);
    let v144 = arrayLength(&Out4);
    let v145 = v2 < v144;
    if v145 {
        Out4[v2] = v44;
    }
    let v148 = arrayLength(&Out4);
    let v149 = v2 < v148;
    let v151 = Out4[v2];
    let v152 = select(vec4<f32>(), v151, v149);
    let v50 = v152.y;
    let v51 = v50 + 0.5f;
    let v153 = arrayLength(&Out4);
    let v154 = v2 < v153;
    let v156 = Out4[v2];
    let v157 = select(vec4<f32>(), v156, v154);
    var v54 = v157;
    v54.y = v51;
    let v158 = arrayLength(&Out4);
    let v159 = v2 < v158;
    if v159 {
        Out4[v2] = v54;
    }
    let v59 = v143.yz;
    let v60 = vec2<i32>(v59);
    let v62 = i32(v2);
    let v63 = vec2<i32>(v62);
    let v64 = v60 - v63;
    let v65 = vec4<i32>(v64, 0i, 0i);
    let v162 = arrayLength(&Out2);
    let v163 = v2 < v162;
    let v165 = v65.xy;
    if v163 {
        Out2[v2] = v165;
    }
    let v167 = arrayLength(&Out2);
    let v168 = v2 < v167;
    let v170 = Out2[v2];
    let v171 = v170.x;
    let v172 = v170.y;
    let v173 = vec4<i32>(v171, v172, 0i, 1i);
    let v174 = select(vec4<i32>(), v173, v168);
    let v71 = v174.xy;
    let v72 = v71.x;
    let v73 = v72 * 2i;
    let v175 = arrayLength(&Out2);
    let v176 = v2 < v175;
    let v178 = Out2[v2];
    let v179 = v178.x;
    let v180 = v178.y;
    let v181 = vec4<i32>(v179, v180, 0i, 1i);
    let v182 = select(vec4<i32>(), v181, v176);
    let v76 = v182.xy;
    var v77 = v76;
    v77.x = v73;
    let v78 = vec4<i32>(v77, 0i, 0i);
    let v183 = arrayLength(&Out2);
    let v184 = v2 < v183;
    let v186 = v78.xy;
    if v184 {
        Out2[v2] = v186;
    }
    let v83 = v2 % 2u;
    let v188 = arrayLength(&Out2);
    let v189 = v2 < v188;
    let v191 = Out2[v2];
    let v192 = v191.x;
    let v193 = v191.y;
    let v194 = vec4<i32>(v192, v193, 0i, 1i);
    let v195 = select(vec4<i32>(), v194, v189);
    let v86 = v195.xy;
    let v87 = v86[v83];
    let v88 = v87 + 100i;
    let v196 = arrayLength(&Out2);
    let v197 = v2 < v196;
    let v199 = Out2[v2];
    let v200 = v199.x;
    let v201 = v199.y;
    let v202 = vec4<i32>(v200, v201, 0i, 1i);
    let v203 = select(vec4<i32>(), v202, v197);
    let v91 = v203.xy;
    var v92 = v91;
    v92[v83] = v88;
    let v93 = vec4<i32>(v92, 0i, 0i);
    let v204 = arrayLength(&Out2);
    let v205 = v2 < v204;
    let v207 = v93.xy;
    if v205 {
        Out2[v2] = v207;
    }
    let v209 = arrayLength(&Out4);
    let v210 = v2 < v209;
    let v212 = Out4[v2];
    let v213 = select(vec4<f32>(), v212, v210);
    let v101 = 3u - v2;
    let v102 = v213[v101];
    let v214 = arrayLength(&Out4);
    let v215 = v2 < v214;
    let v217 = Out4[v2];
    let v218 = select(vec4<f32>(), v217, v215);
    let v105 = v218.x;
    let v106 = v105 + v102;
    let v219 = arrayLength(&Out4);
    let v220 = v2 < v219;
    let v222 = Out4[v2];
    let v223 = select(vec4<f32>(), v222, v220);
    var v109 = v223;
    v109.x = v106;
    let v224 = arrayLength(&Out4);
    let v225 = v2 < v224;
    if v225 {
        Out4[v2] = v109;
    }
    let v113 = v2 % 2u;
    let v116 = v143.x;
    let v229 = arrayLength(&Count);
    let v230 = v113 < v229;
    texel_old = 0u;
    if v230 {
        let v117 = atomicAdd(&Count[v113], v116);
        texel_old = v117;
    }
    let v235 = bitcast<u32>(0i);
    let v121 = v143.y;
    let v122 = i32(v121);
    let v123 = v122 - 10i;
    let v237 = arrayLength(&Max);
    let v238 = v235 < v237;
    texel_old_1 = 0i;
    if v238 {
        let v124 = atomicMax(&Max[v235], v123);
        texel_old_1 = v124;
    }
    return;
}
