enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> OutM: array<vec4<u32>>;
@group(0) @binding(1) var<storage, read_write> OutI: array<vec4<i32>>;
@group(0) @binding(2) var<storage, read_write> OutU: array<vec4<u32>>;
@group(0) @binding(3) var<storage, read_write> OutF: array<vec4<f32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var v153: vec4<u32>;
    var v160: vec4<u32>;
    var v169: vec4<u32>;
    var v177: vec4<u32>;
    var v185: vec4<u32>;
    var v195: vec4<u32>;
    var v205: i32;
    var v215: i32;
    var v231: i32;
    var v247: i32;
    var v263: i32;
    var v273: vec4<i32>;
    var v289: vec4<i32>;
    var v299: u32;
    var v309: u32;
    var v319: u32;
    var v335: u32;
    var v351: u32;
    var v367: u32;
    var v377: vec2<u32>;
    var v393: vec2<u32>;
    var v409: vec4<u32>;
    var v419: f32;
    var v429: f32;
    var v439: vec2<f32>;
    var v449: vec4<f32>;
    var v459: vec3<f32>;
    var multi_prefix: i32;
    var multi_prefix_1: i32;
    var multi_prefix_2: i32;
    var multi_prefix_3: vec4<i32>;
    var multi_prefix_4: u32;
    var multi_prefix_5: u32;
    var multi_prefix_6: u32;
    var multi_prefix_7: vec2<u32>;
    var multi_prefix_8: vec4<u32>;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 % 3u;
    let v10 = i32(v6);
    let v11 = v10 - 1i;
    let v15 = f32(v6);
    let v16 = v15 * 0.5f;
    loop {
        let v151 = subgroupBroadcastFirst(v6);
        let v152 = v6 == v151;
        v153 = subgroupBallot(v152);
        if v152 {
            break;
        }
    }
    let v23 = gl_GlobalInvocationID.x;
    loop {
        let v158 = subgroupBroadcastFirst(v11);
        let v159 = v11 == v158;
        v160 = subgroupBallot(v159);
        if v159 {
            break;
        }
    }
    let v28 = v153 ^ v160;
    loop {
        let v165 = subgroupBroadcastFirst(v16);
        let v166 = bitcast<u32>(v16);
        let v167 = bitcast<u32>(v165);
        let v168 = v166 == v167;
        v169 = subgroupBallot(v168);
        if v168 {
            break;
        }
    }
    let v31 = v28 ^ v169;
    let v33 = vec2<u32>(v6, 1u);
    loop {
        let v174 = subgroupBroadcastFirst(v33);
        let v175 = v33 == v174;
        let v176 = all(v175);
        v177 = subgroupBallot(v176);
        if v176 {
            break;
        }
    }
    let v35 = v31 ^ v177;
    let v38 = vec3<i32>(v11, 2i, v11);
    loop {
        let v182 = subgroupBroadcastFirst(v38);
        let v183 = v38 == v182;
        let v184 = all(v183);
        v185 = subgroupBallot(v184);
        if v184 {
            break;
        }
    }
    let v40 = v35 ^ v185;
    let v43 = vec4<f32>(v16, v16, 0f, 1f);
    loop {
        let v190 = subgroupBroadcastFirst(v43);
        let v191 = bitcast<vec4<u32>>(v43);
        let v192 = bitcast<vec4<u32>>(v190);
        let v193 = v191 == v192;
        let v194 = all(v193);
        v195 = subgroupBallot(v194);
        if v194 {
            break;
        }
    }
    let v45 = v40 ^ v195;
    OutM[v23] = v45;
    let v48 = gl_GlobalInvocationID.x;
    let v200 = subgroupBallot(true);
    let v201 = v153 & v200;
    loop {
        let v202 = subgroupBroadcastFirst(v201);
        let v203 = v201 == v202;
        let v204 = all(v203);
        if v204 {
            v205 = subgroupExclusiveAdd(v11);
            break;
        }
    }
    let v210 = subgroupBallot(true);
    let v211 = v153 & v210;
    loop {
        let v212 = subgroupBroadcastFirst(v211);
        let v213 = v211 == v212;
        let v214 = all(v213);
        if v214 {
            v215 = subgroupExclusiveMul(v11);
            break;
        }
    }
    multi_prefix = -1i;
    loop {
        let multi_prefix_9 = multi_prefix;
        let v221 = subgroupElect();
        let v222 = subgroupBallot(v221);
        let v223 = subgroupBroadcastFirst(v11);
        let v224 = v222 & v153;
        let v225 = v224 != vec4<u32>();
        let v226 = any(v225);
        let v227 = !v221;
        let v228 = v226 & v227;
        let v230 = multi_prefix_9 & v223;
        v231 = select(multi_prefix_9, v230, v228);
        if v221 {
            break;
        }
        continuing {
            multi_prefix = v231;
        }
    }
    multi_prefix_1 = 0i;
    loop {
        let multi_prefix_10 = multi_prefix_1;
        let v237 = subgroupElect();
        let v238 = subgroupBallot(v237);
        let v239 = subgroupBroadcastFirst(v11);
        let v240 = v238 & v153;
        let v241 = v240 != vec4<u32>();
        let v242 = any(v241);
        let v243 = !v237;
        let v244 = v242 & v243;
        let v246 = multi_prefix_10 | v239;
        v247 = select(multi_prefix_10, v246, v244);
        if v237 {
            break;
        }
        continuing {
            multi_prefix_1 = v247;
        }
    }
    multi_prefix_2 = 0i;
    loop {
        let multi_prefix_11 = multi_prefix_2;
        let v253 = subgroupElect();
        let v254 = subgroupBallot(v253);
        let v255 = subgroupBroadcastFirst(v11);
        let v256 = v254 & v153;
        let v257 = v256 != vec4<u32>();
        let v258 = any(v257);
        let v259 = !v253;
        let v260 = v258 & v259;
        let v262 = multi_prefix_11 ^ v255;
        v263 = select(multi_prefix_11, v262, v260);
        if v253 {
            break;
        }
        continuing {
            multi_prefix_2 = v263;
        }
    }
    let v65 = v247 ^ v263;
    let v66 = vec4<i32>(v205, v215, v231, v65);
    let v69 = vec4<i32>(v11, v11, 1i, 2i);
    let v268 = subgroupBallot(true);
    let v269 = v153 & v268;
    loop {
        let v270 = subgroupBroadcastFirst(v269);
        let v271 = v269 == v270;
        let v272 = all(v271);
        if v272 {
            v273 = subgroupExclusiveAdd(v69);
            break;
        }
    }
    let v72 = v66 + v273;
    let v74 = vec4<i32>(v11, 1i, 2i, 3i);
    multi_prefix_3 = vec4<i32>();
    loop {
        let multi_prefix_12 = multi_prefix_3;
        let v279 = subgroupElect();
        let v280 = subgroupBallot(v279);
        let v281 = subgroupBroadcastFirst(v74);
        let v282 = v280 & v153;
        let v283 = v282 != vec4<u32>();
        let v284 = any(v283);
        let v285 = !v279;
        let v286 = v284 & v285;
        let v288 = multi_prefix_12 ^ v281;
        v289 = select(multi_prefix_12, v288, v286);
        if v279 {
            break;
        }
        continuing {
            multi_prefix_3 = v289;
        }
    }
    let v77 = v72 + v289;
    OutI[v48] = v77;
    let v80 = gl_GlobalInvocationID.x;
    let v294 = subgroupBallot(true);
    let v295 = v153 & v294;
    loop {
        let v296 = subgroupBroadcastFirst(v295);
        let v297 = v295 == v296;
        let v298 = all(v297);
        if v298 {
            v299 = subgroupExclusiveAdd(v6);
            break;
        }
    }
    let v304 = subgroupBallot(true);
    let v305 = v153 & v304;
    loop {
        let v306 = subgroupBroadcastFirst(v305);
        let v307 = v305 == v306;
        let v308 = all(v307);
        if v308 {
            v309 = subgroupExclusiveMul(v6);
            break;
        }
    }
    let v89 = v6 == 1u;
    let v314 = subgroupBallot(true);
    let v315 = v153 & v314;
    loop {
        let v316 = subgroupBroadcastFirst(v315);
        let v317 = v315 == v316;
        let v318 = all(v317);
        if v318 {
            v319 = subgroupExclusiveAdd(select(u32(0u), u32(1u), v89));
            break;
        }
    }
    multi_prefix_4 = 4294967295u;
    loop {
        let multi_prefix_13 = multi_prefix_4;
        let v325 = subgroupElect();
        let v326 = subgroupBallot(v325);
        let v327 = subgroupBroadcastFirst(v6);
        let v328 = v326 & v153;
        let v329 = v328 != vec4<u32>();
        let v330 = any(v329);
        let v331 = !v325;
        let v332 = v330 & v331;
        let v334 = multi_prefix_13 & v327;
        v335 = select(multi_prefix_13, v334, v332);
        if v325 {
            break;
        }
        continuing {
            multi_prefix_4 = v335;
        }
    }
    multi_prefix_5 = 0u;
    loop {
        let multi_prefix_14 = multi_prefix_5;
        let v341 = subgroupElect();
        let v342 = subgroupBallot(v341);
        let v343 = subgroupBroadcastFirst(v6);
        let v344 = v342 & v153;
        let v345 = v344 != vec4<u32>();
        let v346 = any(v345);
        let v347 = !v341;
        let v348 = v346 & v347;
        let v350 = multi_prefix_14 | v343;
        v351 = select(multi_prefix_14, v350, v348);
        if v341 {
            break;
        }
        continuing {
            multi_prefix_5 = v351;
        }
    }
    let v98 = v335 | v351;
    multi_prefix_6 = 0u;
    loop {
        let multi_prefix_15 = multi_prefix_6;
        let v357 = subgroupElect();
        let v358 = subgroupBallot(v357);
        let v359 = subgroupBroadcastFirst(v6);
        let v360 = v358 & v153;
        let v361 = v360 != vec4<u32>();
        let v362 = any(v361);
        let v363 = !v357;
        let v364 = v362 & v363;
        let v366 = multi_prefix_15 ^ v359;
        v367 = select(multi_prefix_15, v366, v364);
        if v357 {
            break;
        }
        continuing {
            multi_prefix_6 = v367;
        }
    }
    let v102 = v98 | v367;
    let v103 = vec4<u32>(v299, v309, v319, v102);
    let v105 = vec2<u32>(v6, 2u);
    let v372 = subgroupBallot(true);
    let v373 = v153 & v372;
    loop {
        let v374 = subgroupBroadcastFirst(v373);
        let v375 = v373 == v374;
        let v376 = all(v375);
        if v376 {
            v377 = subgroupExclusiveMul(v105);
            break;
        }
    }
    let v109 = vec2<u32>(v6, 7u);
    multi_prefix_7 = vec2<u32>(4294967295u);
    loop {
        let multi_prefix_16 = multi_prefix_7;
        let v383 = subgroupElect();
        let v384 = subgroupBallot(v383);
        let v385 = subgroupBroadcastFirst(v109);
        let v386 = v384 & v153;
        let v387 = v386 != vec4<u32>();
        let v388 = any(v387);
        let v389 = !v383;
        let v390 = v388 & v389;
        let v392 = multi_prefix_16 & v385;
        v393 = select(multi_prefix_16, v392, v390);
        if v383 {
            break;
        }
        continuing {
            multi_prefix_7 = v393;
        }
    }
    let v112 = vec4<u32>(v377, v393);
    let v113 = v103 + v112;
    let v115 = vec4<u32>(v6, 1u, 2u, 3u);
    multi_prefix_8 = vec4<u32>();
    loop {
        let multi_prefix_17 = multi_prefix_8;
        let v399 = subgroupElect();
        let v400 = subgroupBallot(v399);
        let v401 = subgroupBroadcastFirst(v115);
        let v402 = v400 & v153;
        let v403 = v402 != vec4<u32>();
        let v404 = any(v403);
        let v405 = !v399;
        let v406 = v404 & v405;
        let v408 = multi_prefix_17 | v401;
        v409 = select(multi_prefix_17, v408, v406);
        if v399 {
            break;
        }
        continuing {
            multi_prefix_8 = v409;
        }
    }
    let v118 = v113 + v409;
    OutU[v80] = v118;
    let v121 = gl_GlobalInvocationID.x;
    let v414 = subgroupBallot(true);
    let v415 = v153 & v414;
    loop {
        let v416 = subgroupBroadcastFirst(v415);
        let v417 = v415 == v416;
        let v418 = all(v417);
        if v418 {
            v419 = subgroupExclusiveAdd(v16);
            break;
        }
    }
    let v424 = subgroupBallot(true);
    let v425 = v153 & v424;
    loop {
        let v426 = subgroupBroadcastFirst(v425);
        let v427 = v425 == v426;
        let v428 = all(v427);
        if v428 {
            v429 = subgroupExclusiveMul(v16);
            break;
        }
    }
    let v130 = vec2<f32>(v16, 1f);
    let v434 = subgroupBallot(true);
    let v435 = v153 & v434;
    loop {
        let v436 = subgroupBroadcastFirst(v435);
        let v437 = v435 == v436;
        let v438 = all(v437);
        if v438 {
            v439 = subgroupExclusiveAdd(v130);
            break;
        }
    }
    let v133 = vec4<f32>(v419, v429, v439);
    let v136 = vec4<f32>(v16, 2f, 3f, v16);
    let v444 = subgroupBallot(true);
    let v445 = v153 & v444;
    loop {
        let v446 = subgroupBroadcastFirst(v445);
        let v447 = v445 == v446;
        let v448 = all(v447);
        if v448 {
            v449 = subgroupExclusiveMul(v136);
            break;
        }
    }
    let v139 = v133 + v449;
    let v143 = vec3<f32>(v16, v16, v16);
    let v454 = subgroupBallot(true);
    let v455 = v153 & v454;
    loop {
        let v456 = subgroupBroadcastFirst(v455);
        let v457 = v455 == v456;
        let v458 = all(v457);
        if v458 {
            v459 = subgroupExclusiveAdd(v143);
            break;
        }
    }
    let v146 = v459.xyzz;
    let v147 = v139 + v146;
    OutF[v121] = v147;
    return;
}
