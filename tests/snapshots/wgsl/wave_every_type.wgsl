enable subgroups;
diagnostic(off, subgroup_uniformity);

@group(0) @binding(0) var<storage, read_write> OutI: array<vec4<i32>>;
@group(0) @binding(1) var<storage, read_write> OutU: array<vec4<u32>>;
@group(0) @binding(2) var<storage, read_write> OutF: array<vec4<f32>>;
@group(0) @binding(3) var<storage, read_write> OutM: array<vec4<u32>>;

@compute @workgroup_size(64, 1, 1)
fn main(@builtin(global_invocation_id) gl_GlobalInvocationID: vec3<u32>) {
    var wave_match_23: vec4<u32>;
    var done_143: bool;
    var multi_prefix_122: vec2<i32>;
    var done_146: bool;
    var multi_prefix_125: vec2<i32>;
    var done_149: bool;
    var multi_prefix_127: vec2<i32>;
    var done_151: bool;
    var multi_prefix_129: vec2<i32>;
    var done_153: bool;
    var multi_prefix_131: vec2<i32>;
    var done_155: bool;
    var multi_prefix_134: vec4<i32>;
    var done_158: bool;
    var multi_prefix_137: vec4<i32>;
    var done_161: bool;
    var multi_prefix_139: vec4<i32>;
    var done_163: bool;
    var multi_prefix_141: vec4<i32>;
    var done_165: bool;
    var multi_prefix_143: vec4<i32>;
    var done_167: bool;
    var multi_prefix_146: vec3<i32>;
    var done_170: bool;
    var multi_prefix_149: vec3<i32>;
    var done_173: bool;
    var multi_prefix_151: vec3<i32>;
    var done_175: bool;
    var multi_prefix_153: vec3<i32>;
    var done_177: bool;
    var multi_prefix_155: vec3<i32>;
    var done_179: bool;
    var multi_prefix_157: i32;
    var done_181: bool;
    var multi_prefix_159: i32;
    var done_183: bool;
    var multi_prefix_161: i32;
    var done_185: bool;
    var multi_prefix_164: i32;
    var done_188: bool;
    var multi_prefix_167: i32;
    var done_191: bool;
    var multi_prefix_170: vec3<u32>;
    var done_194: bool;
    var multi_prefix_173: vec3<u32>;
    var done_197: bool;
    var multi_prefix_175: vec3<u32>;
    var done_199: bool;
    var multi_prefix_177: vec3<u32>;
    var done_201: bool;
    var multi_prefix_179: vec3<u32>;
    var done_203: bool;
    var multi_prefix_182: vec4<u32>;
    var done_206: bool;
    var multi_prefix_185: vec4<u32>;
    var done_209: bool;
    var multi_prefix_187: vec4<u32>;
    var done_211: bool;
    var multi_prefix_189: vec4<u32>;
    var done_213: bool;
    var multi_prefix_191: vec4<u32>;
    var done_215: bool;
    var multi_prefix_194: vec2<u32>;
    var done_218: bool;
    var multi_prefix_197: vec2<u32>;
    var done_221: bool;
    var multi_prefix_199: vec2<u32>;
    var done_223: bool;
    var multi_prefix_201: vec2<u32>;
    var done_225: bool;
    var multi_prefix_203: vec2<u32>;
    var done_227: bool;
    var multi_prefix_206: u32;
    var done_230: bool;
    var multi_prefix_209: u32;
    var done_233: bool;
    var multi_prefix_211: u32;
    var done_235: bool;
    var multi_prefix_213: u32;
    var done_237: bool;
    var multi_prefix_215: u32;
    var done_239: bool;
    var multi_prefix_218: vec2<f32>;
    var done_242: bool;
    var multi_prefix_221: vec2<f32>;
    var done_245: bool;
    var multi_prefix_224: vec3<f32>;
    var done_248: bool;
    var multi_prefix_227: vec3<f32>;
    var done_251: bool;
    var multi_prefix_230: vec4<f32>;
    var done_254: bool;
    var multi_prefix_233: vec4<f32>;
    var done_257: bool;
    var multi_prefix_236: f32;
    var done_260: bool;
    var multi_prefix_239: f32;
    var done_263: bool;
    var wave_match_25: vec4<u32>;
    var done_265: bool;
    var wave_match_27: vec4<u32>;
    var done_267: bool;
    var wave_match_29: vec4<u32>;
    var done_269: bool;
    var wave_match_31: vec4<u32>;
    var done_271: bool;
    var wave_match_33: vec4<u32>;
    var done_273: bool;
    var wave_match_35: vec4<u32>;
    var done_275: bool;
    var wave_match_37: vec4<u32>;
    var done_277: bool;
    var wave_match_39: vec4<u32>;
    var done_279: bool;
    var wave_match_41: vec4<u32>;
    var done_281: bool;
    var wave_match_43: vec4<u32>;
    var done_283: bool;
    var wave_match: vec4<u32>;
    var done: bool;
    var wave_match_1: vec4<u32>;
    var done_1: bool;
    var and: bool;
    var and_1: bool;
    var and_2: bool;
    var and_3: bool;
    var and_4: bool;
    var multi_prefix: vec2<i32>;
    var done_2: bool;
    var multi_prefix_1: vec2<i32>;
    var done_3: bool;
    var multi_prefix_2: vec2<i32>;
    var done_4: bool;
    var multi_prefix_3: vec2<i32>;
    var done_5: bool;
    var multi_prefix_4: vec2<i32>;
    var done_6: bool;
    var multi_prefix_5: vec2<i32>;
    var done_7: bool;
    var multi_prefix_6: vec2<i32>;
    var done_8: bool;
    var multi_prefix_7: vec2<i32>;
    var done_9: bool;
    var multi_prefix_8: vec2<i32>;
    var done_10: bool;
    var multi_prefix_9: vec2<i32>;
    var done_11: bool;
    var multi_prefix_10: vec2<i32>;
    var done_12: bool;
    var multi_prefix_11: vec2<i32>;
    var done_13: bool;
    var multi_prefix_12: vec4<i32>;
    var done_14: bool;
    var multi_prefix_13: vec4<i32>;
    var done_15: bool;
    var multi_prefix_14: vec4<i32>;
    var done_16: bool;
    var multi_prefix_15: vec4<i32>;
    var done_17: bool;
    var multi_prefix_16: vec4<i32>;
    var done_18: bool;
    var multi_prefix_17: vec4<i32>;
    var done_19: bool;
    var multi_prefix_18: vec4<i32>;
    var done_20: bool;
    var multi_prefix_19: vec4<i32>;
    var done_21: bool;
    var multi_prefix_20: vec4<i32>;
    var done_22: bool;
    var multi_prefix_21: vec4<i32>;
    var done_23: bool;
    var multi_prefix_22: vec4<i32>;
    var done_24: bool;
    var multi_prefix_23: vec4<i32>;
    var done_25: bool;
    var multi_prefix_24: vec3<i32>;
    var done_26: bool;
    var multi_prefix_25: vec3<i32>;
    var done_27: bool;
    var multi_prefix_26: vec3<i32>;
    var done_28: bool;
    var multi_prefix_27: vec3<i32>;
    var done_29: bool;
    var multi_prefix_28: vec3<i32>;
    var done_30: bool;
    var multi_prefix_29: vec3<i32>;
    var done_31: bool;
    var multi_prefix_30: vec3<i32>;
    var done_32: bool;
    var multi_prefix_31: vec3<i32>;
    var done_33: bool;
    var multi_prefix_32: vec3<i32>;
    var done_34: bool;
    var multi_prefix_33: vec3<i32>;
    var done_35: bool;
    var multi_prefix_34: vec3<i32>;
    var done_36: bool;
    var multi_prefix_35: vec3<i32>;
    var done_37: bool;
    var multi_prefix_36: i32;
    var done_38: bool;
    var multi_prefix_37: i32;
    var done_39: bool;
    var multi_prefix_38: i32;
    var done_40: bool;
    var multi_prefix_39: i32;
    var done_41: bool;
    var multi_prefix_40: i32;
    var done_42: bool;
    var multi_prefix_41: i32;
    var done_43: bool;
    var multi_prefix_42: i32;
    var done_44: bool;
    var multi_prefix_43: i32;
    var done_45: bool;
    var multi_prefix_44: i32;
    var done_46: bool;
    var multi_prefix_45: i32;
    var done_47: bool;
    var multi_prefix_46: i32;
    var done_48: bool;
    var multi_prefix_47: i32;
    var done_49: bool;
    var multi_prefix_48: vec3<u32>;
    var done_50: bool;
    var multi_prefix_49: vec3<u32>;
    var done_51: bool;
    var multi_prefix_50: vec3<u32>;
    var done_52: bool;
    var multi_prefix_51: vec3<u32>;
    var done_53: bool;
    var multi_prefix_52: vec3<u32>;
    var done_54: bool;
    var multi_prefix_53: vec3<u32>;
    var done_55: bool;
    var multi_prefix_54: vec3<u32>;
    var done_56: bool;
    var multi_prefix_55: vec3<u32>;
    var done_57: bool;
    var multi_prefix_56: vec3<u32>;
    var done_58: bool;
    var multi_prefix_57: vec3<u32>;
    var done_59: bool;
    var multi_prefix_58: vec3<u32>;
    var done_60: bool;
    var multi_prefix_59: vec3<u32>;
    var done_61: bool;
    var cond: u32;
    var multi_prefix_60: vec4<u32>;
    var done_62: bool;
    var multi_prefix_61: vec4<u32>;
    var done_63: bool;
    var multi_prefix_62: vec4<u32>;
    var done_64: bool;
    var multi_prefix_63: vec4<u32>;
    var done_65: bool;
    var multi_prefix_64: vec4<u32>;
    var done_66: bool;
    var multi_prefix_65: vec4<u32>;
    var done_67: bool;
    var multi_prefix_66: vec4<u32>;
    var done_68: bool;
    var multi_prefix_67: vec4<u32>;
    var done_69: bool;
    var multi_prefix_68: vec4<u32>;
    var done_70: bool;
    var multi_prefix_69: vec4<u32>;
    var done_71: bool;
    var multi_prefix_70: vec4<u32>;
    var done_72: bool;
    var multi_prefix_71: vec4<u32>;
    var done_73: bool;
    var multi_prefix_72: vec2<u32>;
    var done_74: bool;
    var multi_prefix_73: vec2<u32>;
    var done_75: bool;
    var multi_prefix_74: vec2<u32>;
    var done_76: bool;
    var multi_prefix_75: vec2<u32>;
    var done_77: bool;
    var multi_prefix_76: vec2<u32>;
    var done_78: bool;
    var multi_prefix_77: vec2<u32>;
    var done_79: bool;
    var multi_prefix_78: vec2<u32>;
    var done_80: bool;
    var multi_prefix_79: vec2<u32>;
    var done_81: bool;
    var multi_prefix_80: vec2<u32>;
    var done_82: bool;
    var multi_prefix_81: vec2<u32>;
    var done_83: bool;
    var multi_prefix_82: vec2<u32>;
    var done_84: bool;
    var multi_prefix_83: vec2<u32>;
    var done_85: bool;
    var multi_prefix_84: u32;
    var done_86: bool;
    var multi_prefix_85: u32;
    var done_87: bool;
    var multi_prefix_86: u32;
    var done_88: bool;
    var multi_prefix_87: u32;
    var done_89: bool;
    var multi_prefix_88: u32;
    var done_90: bool;
    var multi_prefix_89: u32;
    var done_91: bool;
    var multi_prefix_90: u32;
    var done_92: bool;
    var multi_prefix_91: u32;
    var done_93: bool;
    var multi_prefix_92: u32;
    var done_94: bool;
    var multi_prefix_93: u32;
    var done_95: bool;
    var multi_prefix_94: u32;
    var done_96: bool;
    var multi_prefix_95: u32;
    var done_97: bool;
    var multi_prefix_96: vec2<f32>;
    var done_98: bool;
    var multi_prefix_97: vec2<f32>;
    var done_99: bool;
    var multi_prefix_98: vec2<f32>;
    var done_100: bool;
    var multi_prefix_99: vec2<f32>;
    var done_101: bool;
    var multi_prefix_100: vec2<f32>;
    var done_102: bool;
    var multi_prefix_101: vec2<f32>;
    var done_103: bool;
    var multi_prefix_102: vec3<f32>;
    var done_104: bool;
    var multi_prefix_103: vec3<f32>;
    var done_105: bool;
    var multi_prefix_104: vec3<f32>;
    var done_106: bool;
    var multi_prefix_105: vec3<f32>;
    var done_107: bool;
    var multi_prefix_106: vec3<f32>;
    var done_108: bool;
    var multi_prefix_107: vec3<f32>;
    var done_109: bool;
    var multi_prefix_108: vec4<f32>;
    var done_110: bool;
    var multi_prefix_109: vec4<f32>;
    var done_111: bool;
    var multi_prefix_110: vec4<f32>;
    var done_112: bool;
    var multi_prefix_111: vec4<f32>;
    var done_113: bool;
    var multi_prefix_112: vec4<f32>;
    var done_114: bool;
    var multi_prefix_113: vec4<f32>;
    var done_115: bool;
    var multi_prefix_114: f32;
    var done_116: bool;
    var multi_prefix_115: f32;
    var done_117: bool;
    var multi_prefix_116: f32;
    var done_118: bool;
    var multi_prefix_117: f32;
    var done_119: bool;
    var multi_prefix_118: f32;
    var done_120: bool;
    var multi_prefix_119: f32;
    var done_121: bool;
    var wave_match_2: vec4<u32>;
    var done_122: bool;
    var wave_match_3: vec4<u32>;
    var done_123: bool;
    var wave_match_4: vec4<u32>;
    var done_124: bool;
    var wave_match_5: vec4<u32>;
    var done_125: bool;
    var wave_match_6: vec4<u32>;
    var done_126: bool;
    var wave_match_7: vec4<u32>;
    var done_127: bool;
    var wave_match_8: vec4<u32>;
    var done_128: bool;
    var wave_match_9: vec4<u32>;
    var done_129: bool;
    var wave_match_10: vec4<u32>;
    var done_130: bool;
    var wave_match_11: vec4<u32>;
    var done_131: bool;
    var wave_match_12: vec4<u32>;
    var done_132: bool;
    var wave_match_13: vec4<u32>;
    var done_133: bool;
    var wave_match_14: vec4<u32>;
    var done_134: bool;
    var wave_match_15: vec4<u32>;
    var done_135: bool;
    var wave_match_16: vec4<u32>;
    var done_136: bool;
    var wave_match_17: vec4<u32>;
    var done_137: bool;
    var wave_match_18: vec4<u32>;
    var done_138: bool;
    var wave_match_19: vec4<u32>;
    var done_139: bool;
    var wave_match_20: vec4<u32>;
    var done_140: bool;
    var wave_match_21: vec4<u32>;
    var done_141: bool;
    let v5 = gl_GlobalInvocationID.x;
    let v6 = v5 % 7u;
    let v7 = i32(v6);
    let v8 = v7 - 3i;
    let v12 = gl_GlobalInvocationID.x;
    let v13 = v12 % 5u;
    let v17 = gl_GlobalInvocationID.x;
    let v18 = v17 % 4u;
    let v19 = f32(v18);
    let v23 = vec2<i32>(v8, 1i);
    let v28 = -v8;
    let v30 = vec4<i32>(v8, v28, 2i, v8);
    let v35 = vec3<u32>(v13, 2u, v13);
    let v40 = vec4<u32>(v13, v13, 1u, 3u);
    let v44 = vec2<f32>(v19, 0.5f);
    let v49 = -v19;
    let v50 = vec3<f32>(v19, v49, 2f);
    wave_match = vec4<u32>();
    done = false;
    loop {
        let wave_match_22 = wave_match;
        let done_142 = done;
        let v553 = !done_142;
        if v553 {
            let v554 = subgroupBroadcastFirst(v13);
            let v555 = v13 == v554;
            let v556 = subgroupBallot(v555);
            let v558 = select(wave_match_22, v556, v555);
            wave_match_1 = v558;
            done_1 = v555;
        } else {
            wave_match_1 = wave_match_22;
            done_1 = done_142;
        }
        wave_match_23 = wave_match_1;
        done_143 = done_1;
        continuing {
            let v562 = subgroupAll(done_143);
            wave_match = wave_match_23;
            done = done_143;
            break if v562;
        }
    }
    let eq = v23 == subgroupBroadcastFirst(v23);
    let v63 = vec2<bool>(subgroupAll(eq[0]), subgroupAll(eq[1]));
    let v64 = all(v63);
    if v64 {
        let eq_1 = v30 == subgroupBroadcastFirst(v30);
        let v67 = vec4<bool>(subgroupAll(eq_1[0]), subgroupAll(eq_1[1]), subgroupAll(eq_1[2]), subgroupAll(eq_1[3]));
        let v68 = all(v67);
        and = v68;
    } else {
        and = v64;
    }
    let and_5 = and;
    if and_5 {
        let eq_2 = v35 == subgroupBroadcastFirst(v35);
        let v73 = vec3<bool>(subgroupAll(eq_2[0]), subgroupAll(eq_2[1]), subgroupAll(eq_2[2]));
        let v74 = all(v73);
        and_1 = v74;
    } else {
        and_1 = and_5;
    }
    let and_6 = and_1;
    if and_6 {
        let eq_3 = v40 == subgroupBroadcastFirst(v40);
        let v79 = vec4<bool>(subgroupAll(eq_3[0]), subgroupAll(eq_3[1]), subgroupAll(eq_3[2]), subgroupAll(eq_3[3]));
        let v80 = all(v79);
        and_2 = v80;
    } else {
        and_2 = and_6;
    }
    let and_7 = and_2;
    if and_7 {
        let eq_4 = v44 == subgroupBroadcastFirst(v44);
        let v85 = vec2<bool>(subgroupAll(eq_4[0]), subgroupAll(eq_4[1]));
        let v86 = all(v85);
        and_3 = v86;
    } else {
        and_3 = and_7;
    }
    let and_8 = and_3;
    if and_8 {
        let eq_5 = v50 == subgroupBroadcastFirst(v50);
        let v91 = vec3<bool>(subgroupAll(eq_5[0]), subgroupAll(eq_5[1]), subgroupAll(eq_5[2]));
        let v92 = all(v91);
        and_4 = v92;
    } else {
        and_4 = and_8;
    }
    let and_9 = and_4;
    let v97 = gl_GlobalInvocationID.x;
    let v100 = subgroupAdd(v23);
    let v102 = subgroupMul(v23);
    let v103 = v100 + v102;
    let v105 = subgroupMin(v23);
    let v106 = v103 + v105;
    let v108 = subgroupMax(v23);
    let v109 = v106 + v108;
    let v111 = subgroupExclusiveAdd(v23);
    let v112 = v109 + v111;
    let v114 = subgroupExclusiveMul(v23);
    let v115 = v112 + v114;
    let v117 = subgroupBroadcastFirst(v23);
    let v118 = v115 + v117;
    let v120 = subgroupShuffle(v23, 1u);
    let v121 = v118 + v120;
    let v123 = subgroupAnd(v23);
    let v125 = subgroupOr(v23);
    let v126 = v123 | v125;
    let v128 = subgroupXor(v23);
    let v129 = v126 | v128;
    let v130 = v121 + v129;
    let v565 = subgroupBallot(true);
    let v566 = wave_match_23 & v565;
    multi_prefix = vec2<i32>();
    done_2 = false;
    loop {
        let multi_prefix_120 = multi_prefix;
        let done_144 = done_2;
        let v570 = !done_144;
        if v570 {
            let v571 = subgroupBroadcastFirst(v566);
            let v572 = v566 == v571;
            let v573 = all(v572);
            if v573 {
                let v574 = subgroupExclusiveAdd(v23);
                multi_prefix_1 = v574;
                done_3 = true;
            } else {
                multi_prefix_1 = multi_prefix_120;
                done_3 = done_144;
            }
            let multi_prefix_121 = multi_prefix_1;
            let done_145 = done_3;
            multi_prefix_2 = multi_prefix_121;
            done_4 = done_145;
        } else {
            multi_prefix_2 = multi_prefix_120;
            done_4 = done_144;
        }
        multi_prefix_122 = multi_prefix_2;
        done_146 = done_4;
        continuing {
            let v578 = subgroupAll(done_146);
            multi_prefix = multi_prefix_122;
            done_2 = done_146;
            break if v578;
        }
    }
    let v581 = subgroupBallot(true);
    let v582 = wave_match_23 & v581;
    multi_prefix_3 = vec2<i32>();
    done_5 = false;
    loop {
        let multi_prefix_123 = multi_prefix_3;
        let done_147 = done_5;
        let v586 = !done_147;
        if v586 {
            let v587 = subgroupBroadcastFirst(v582);
            let v588 = v582 == v587;
            let v589 = all(v588);
            if v589 {
                let v590 = subgroupExclusiveMul(v23);
                multi_prefix_4 = v590;
                done_6 = true;
            } else {
                multi_prefix_4 = multi_prefix_123;
                done_6 = done_147;
            }
            let multi_prefix_124 = multi_prefix_4;
            let done_148 = done_6;
            multi_prefix_5 = multi_prefix_124;
            done_7 = done_148;
        } else {
            multi_prefix_5 = multi_prefix_123;
            done_7 = done_147;
        }
        multi_prefix_125 = multi_prefix_5;
        done_149 = done_7;
        continuing {
            let v594 = subgroupAll(done_149);
            multi_prefix_3 = multi_prefix_125;
            done_5 = done_149;
            break if v594;
        }
    }
    let v137 = multi_prefix_122 + multi_prefix_125;
    let v138 = v130 + v137;
    multi_prefix_6 = vec2<i32>(-1i);
    done_8 = false;
    loop {
        let multi_prefix_126 = multi_prefix_6;
        let done_150 = done_8;
        let v601 = !done_150;
        if v601 {
            let v602 = subgroupElect();
            let v603 = subgroupBallot(v602);
            let v604 = subgroupBroadcastFirst(v23);
            let v605 = v603 & wave_match_23;
            let v606 = v605 != vec4<u32>();
            let v607 = any(v606);
            let v608 = !v602;
            let v609 = v607 & v608;
            let v611 = multi_prefix_126 & v604;
            let v612 = select(multi_prefix_126, v611, v609);
            multi_prefix_7 = v612;
            done_9 = v602;
        } else {
            multi_prefix_7 = multi_prefix_126;
            done_9 = done_150;
        }
        multi_prefix_127 = multi_prefix_7;
        done_151 = done_9;
        continuing {
            let v616 = subgroupAll(done_151);
            multi_prefix_6 = multi_prefix_127;
            done_8 = done_151;
            break if v616;
        }
    }
    multi_prefix_8 = vec2<i32>();
    done_10 = false;
    loop {
        let multi_prefix_128 = multi_prefix_8;
        let done_152 = done_10;
        let v623 = !done_152;
        if v623 {
            let v624 = subgroupElect();
            let v625 = subgroupBallot(v624);
            let v626 = subgroupBroadcastFirst(v23);
            let v627 = v625 & wave_match_23;
            let v628 = v627 != vec4<u32>();
            let v629 = any(v628);
            let v630 = !v624;
            let v631 = v629 & v630;
            let v633 = multi_prefix_128 | v626;
            let v634 = select(multi_prefix_128, v633, v631);
            multi_prefix_9 = v634;
            done_11 = v624;
        } else {
            multi_prefix_9 = multi_prefix_128;
            done_11 = done_152;
        }
        multi_prefix_129 = multi_prefix_9;
        done_153 = done_11;
        continuing {
            let v638 = subgroupAll(done_153);
            multi_prefix_8 = multi_prefix_129;
            done_10 = done_153;
            break if v638;
        }
    }
    let v145 = multi_prefix_127 ^ multi_prefix_129;
    multi_prefix_10 = vec2<i32>();
    done_12 = false;
    loop {
        let multi_prefix_130 = multi_prefix_10;
        let done_154 = done_12;
        let v645 = !done_154;
        if v645 {
            let v646 = subgroupElect();
            let v647 = subgroupBallot(v646);
            let v648 = subgroupBroadcastFirst(v23);
            let v649 = v647 & wave_match_23;
            let v650 = v649 != vec4<u32>();
            let v651 = any(v650);
            let v652 = !v646;
            let v653 = v651 & v652;
            let v655 = multi_prefix_130 ^ v648;
            let v656 = select(multi_prefix_130, v655, v653);
            multi_prefix_11 = v656;
            done_13 = v646;
        } else {
            multi_prefix_11 = multi_prefix_130;
            done_13 = done_154;
        }
        multi_prefix_131 = multi_prefix_11;
        done_155 = done_13;
        continuing {
            let v660 = subgroupAll(done_155);
            multi_prefix_10 = multi_prefix_131;
            done_12 = done_155;
            break if v660;
        }
    }
    let v149 = v145 ^ multi_prefix_131;
    let v150 = v138 + v149;
    let v151 = vec4<i32>(v150, 0i, 0i);
    let v153 = subgroupAdd(v30);
    let v155 = subgroupMul(v30);
    let v156 = v153 + v155;
    let v158 = subgroupMin(v30);
    let v159 = v156 + v158;
    let v161 = subgroupMax(v30);
    let v162 = v159 + v161;
    let v164 = subgroupExclusiveAdd(v30);
    let v165 = v162 + v164;
    let v167 = subgroupExclusiveMul(v30);
    let v168 = v165 + v167;
    let v170 = subgroupBroadcastFirst(v30);
    let v171 = v168 + v170;
    let v173 = subgroupShuffle(v30, 1u);
    let v174 = v171 + v173;
    let v175 = v151 + v174;
    let v177 = subgroupAnd(v30);
    let v179 = subgroupOr(v30);
    let v180 = v177 | v179;
    let v182 = subgroupXor(v30);
    let v183 = v180 | v182;
    let v184 = v175 + v183;
    let v663 = subgroupBallot(true);
    let v664 = wave_match_23 & v663;
    multi_prefix_12 = vec4<i32>();
    done_14 = false;
    loop {
        let multi_prefix_132 = multi_prefix_12;
        let done_156 = done_14;
        let v668 = !done_156;
        if v668 {
            let v669 = subgroupBroadcastFirst(v664);
            let v670 = v664 == v669;
            let v671 = all(v670);
            if v671 {
                let v672 = subgroupExclusiveAdd(v30);
                multi_prefix_13 = v672;
                done_15 = true;
            } else {
                multi_prefix_13 = multi_prefix_132;
                done_15 = done_156;
            }
            let multi_prefix_133 = multi_prefix_13;
            let done_157 = done_15;
            multi_prefix_14 = multi_prefix_133;
            done_16 = done_157;
        } else {
            multi_prefix_14 = multi_prefix_132;
            done_16 = done_156;
        }
        multi_prefix_134 = multi_prefix_14;
        done_158 = done_16;
        continuing {
            let v676 = subgroupAll(done_158);
            multi_prefix_12 = multi_prefix_134;
            done_14 = done_158;
            break if v676;
        }
    }
    let v679 = subgroupBallot(true);
    let v680 = wave_match_23 & v679;
    multi_prefix_15 = vec4<i32>();
    done_17 = false;
    loop {
        let multi_prefix_135 = multi_prefix_15;
        let done_159 = done_17;
        let v684 = !done_159;
        if v684 {
            let v685 = subgroupBroadcastFirst(v680);
            let v686 = v680 == v685;
            let v687 = all(v686);
            if v687 {
                let v688 = subgroupExclusiveMul(v30);
                multi_prefix_16 = v688;
                done_18 = true;
            } else {
                multi_prefix_16 = multi_prefix_135;
                done_18 = done_159;
            }
            let multi_prefix_136 = multi_prefix_16;
            let done_160 = done_18;
            multi_prefix_17 = multi_prefix_136;
            done_19 = done_160;
        } else {
            multi_prefix_17 = multi_prefix_135;
            done_19 = done_159;
        }
        multi_prefix_137 = multi_prefix_17;
        done_161 = done_19;
        continuing {
            let v692 = subgroupAll(done_161);
            multi_prefix_15 = multi_prefix_137;
            done_17 = done_161;
            break if v692;
        }
    }
    let v191 = multi_prefix_134 + multi_prefix_137;
    let v192 = v184 + v191;
    multi_prefix_18 = vec4<i32>(-1i);
    done_20 = false;
    loop {
        let multi_prefix_138 = multi_prefix_18;
        let done_162 = done_20;
        let v699 = !done_162;
        if v699 {
            let v700 = subgroupElect();
            let v701 = subgroupBallot(v700);
            let v702 = subgroupBroadcastFirst(v30);
            let v703 = v701 & wave_match_23;
            let v704 = v703 != vec4<u32>();
            let v705 = any(v704);
            let v706 = !v700;
            let v707 = v705 & v706;
            let v709 = multi_prefix_138 & v702;
            let v710 = select(multi_prefix_138, v709, v707);
            multi_prefix_19 = v710;
            done_21 = v700;
        } else {
            multi_prefix_19 = multi_prefix_138;
            done_21 = done_162;
        }
        multi_prefix_139 = multi_prefix_19;
        done_163 = done_21;
        continuing {
            let v714 = subgroupAll(done_163);
            multi_prefix_18 = multi_prefix_139;
            done_20 = done_163;
            break if v714;
        }
    }
    multi_prefix_20 = vec4<i32>();
    done_22 = false;
    loop {
        let multi_prefix_140 = multi_prefix_20;
        let done_164 = done_22;
        let v721 = !done_164;
        if v721 {
            let v722 = subgroupElect();
            let v723 = subgroupBallot(v722);
            let v724 = subgroupBroadcastFirst(v30);
            let v725 = v723 & wave_match_23;
            let v726 = v725 != vec4<u32>();
            let v727 = any(v726);
            let v728 = !v722;
            let v729 = v727 & v728;
            let v731 = multi_prefix_140 | v724;
            let v732 = select(multi_prefix_140, v731, v729);
            multi_prefix_21 = v732;
            done_23 = v722;
        } else {
            multi_prefix_21 = multi_prefix_140;
            done_23 = done_164;
        }
        multi_prefix_141 = multi_prefix_21;
        done_165 = done_23;
        continuing {
            let v736 = subgroupAll(done_165);
            multi_prefix_20 = multi_prefix_141;
            done_22 = done_165;
            break if v736;
        }
    }
    let v199 = multi_prefix_139 ^ multi_prefix_141;
    multi_prefix_22 = vec4<i32>();
    done_24 = false;
    loop {
        let multi_prefix_142 = multi_prefix_22;
        let done_166 = done_24;
        let v743 = !done_166;
        if v743 {
            let v744 = subgroupElect();
            let v745 = subgroupBallot(v744);
            let v746 = subgroupBroadcastFirst(v30);
            let v747 = v745 & wave_match_23;
            let v748 = v747 != vec4<u32>();
            let v749 = any(v748);
            let v750 = !v744;
            let v751 = v749 & v750;
            let v753 = multi_prefix_142 ^ v746;
            let v754 = select(multi_prefix_142, v753, v751);
            multi_prefix_23 = v754;
            done_25 = v744;
        } else {
            multi_prefix_23 = multi_prefix_142;
            done_25 = done_166;
        }
        multi_prefix_143 = multi_prefix_23;
        done_167 = done_25;
        continuing {
            let v758 = subgroupAll(done_167);
            multi_prefix_22 = multi_prefix_143;
            done_24 = done_167;
            break if v758;
        }
    }
    let v203 = v199 ^ multi_prefix_143;
    let v204 = v192 + v203;
    let v206 = vec3<i32>(v8, 1i, 2i);
    let v761 = subgroupBallot(true);
    let v762 = wave_match_23 & v761;
    multi_prefix_24 = vec3<i32>();
    done_26 = false;
    loop {
        let multi_prefix_144 = multi_prefix_24;
        let done_168 = done_26;
        let v766 = !done_168;
        if v766 {
            let v767 = subgroupBroadcastFirst(v762);
            let v768 = v762 == v767;
            let v769 = all(v768);
            if v769 {
                let v770 = subgroupExclusiveAdd(v206);
                multi_prefix_25 = v770;
                done_27 = true;
            } else {
                multi_prefix_25 = multi_prefix_144;
                done_27 = done_168;
            }
            let multi_prefix_145 = multi_prefix_25;
            let done_169 = done_27;
            multi_prefix_26 = multi_prefix_145;
            done_28 = done_169;
        } else {
            multi_prefix_26 = multi_prefix_144;
            done_28 = done_168;
        }
        multi_prefix_146 = multi_prefix_26;
        done_170 = done_28;
        continuing {
            let v774 = subgroupAll(done_170);
            multi_prefix_24 = multi_prefix_146;
            done_26 = done_170;
            break if v774;
        }
    }
    let v210 = vec3<i32>(v8, 1i, 2i);
    let v777 = subgroupBallot(true);
    let v778 = wave_match_23 & v777;
    multi_prefix_27 = vec3<i32>();
    done_29 = false;
    loop {
        let multi_prefix_147 = multi_prefix_27;
        let done_171 = done_29;
        let v782 = !done_171;
        if v782 {
            let v783 = subgroupBroadcastFirst(v778);
            let v784 = v778 == v783;
            let v785 = all(v784);
            if v785 {
                let v786 = subgroupExclusiveMul(v210);
                multi_prefix_28 = v786;
                done_30 = true;
            } else {
                multi_prefix_28 = multi_prefix_147;
                done_30 = done_171;
            }
            let multi_prefix_148 = multi_prefix_28;
            let done_172 = done_30;
            multi_prefix_29 = multi_prefix_148;
            done_31 = done_172;
        } else {
            multi_prefix_29 = multi_prefix_147;
            done_31 = done_171;
        }
        multi_prefix_149 = multi_prefix_29;
        done_173 = done_31;
        continuing {
            let v790 = subgroupAll(done_173);
            multi_prefix_27 = multi_prefix_149;
            done_29 = done_173;
            break if v790;
        }
    }
    let v213 = multi_prefix_146 + multi_prefix_149;
    let v216 = vec3<i32>(v8, v8, 2i);
    multi_prefix_30 = vec3<i32>(-1i);
    done_32 = false;
    loop {
        let multi_prefix_150 = multi_prefix_30;
        let done_174 = done_32;
        let v797 = !done_174;
        if v797 {
            let v798 = subgroupElect();
            let v799 = subgroupBallot(v798);
            let v800 = subgroupBroadcastFirst(v216);
            let v801 = v799 & wave_match_23;
            let v802 = v801 != vec4<u32>();
            let v803 = any(v802);
            let v804 = !v798;
            let v805 = v803 & v804;
            let v807 = multi_prefix_150 & v800;
            let v808 = select(multi_prefix_150, v807, v805);
            multi_prefix_31 = v808;
            done_33 = v798;
        } else {
            multi_prefix_31 = multi_prefix_150;
            done_33 = done_174;
        }
        multi_prefix_151 = multi_prefix_31;
        done_175 = done_33;
        continuing {
            let v812 = subgroupAll(done_175);
            multi_prefix_30 = multi_prefix_151;
            done_32 = done_175;
            break if v812;
        }
    }
    let v221 = vec3<i32>(v8, v8, 2i);
    multi_prefix_32 = vec3<i32>();
    done_34 = false;
    loop {
        let multi_prefix_152 = multi_prefix_32;
        let done_176 = done_34;
        let v819 = !done_176;
        if v819 {
            let v820 = subgroupElect();
            let v821 = subgroupBallot(v820);
            let v822 = subgroupBroadcastFirst(v221);
            let v823 = v821 & wave_match_23;
            let v824 = v823 != vec4<u32>();
            let v825 = any(v824);
            let v826 = !v820;
            let v827 = v825 & v826;
            let v829 = multi_prefix_152 | v822;
            let v830 = select(multi_prefix_152, v829, v827);
            multi_prefix_33 = v830;
            done_35 = v820;
        } else {
            multi_prefix_33 = multi_prefix_152;
            done_35 = done_176;
        }
        multi_prefix_153 = multi_prefix_33;
        done_177 = done_35;
        continuing {
            let v834 = subgroupAll(done_177);
            multi_prefix_32 = multi_prefix_153;
            done_34 = done_177;
            break if v834;
        }
    }
    let v224 = multi_prefix_151 ^ multi_prefix_153;
    let v227 = vec3<i32>(v8, v8, 2i);
    multi_prefix_34 = vec3<i32>();
    done_36 = false;
    loop {
        let multi_prefix_154 = multi_prefix_34;
        let done_178 = done_36;
        let v841 = !done_178;
        if v841 {
            let v842 = subgroupElect();
            let v843 = subgroupBallot(v842);
            let v844 = subgroupBroadcastFirst(v227);
            let v845 = v843 & wave_match_23;
            let v846 = v845 != vec4<u32>();
            let v847 = any(v846);
            let v848 = !v842;
            let v849 = v847 & v848;
            let v851 = multi_prefix_154 ^ v844;
            let v852 = select(multi_prefix_154, v851, v849);
            multi_prefix_35 = v852;
            done_37 = v842;
        } else {
            multi_prefix_35 = multi_prefix_154;
            done_37 = done_178;
        }
        multi_prefix_155 = multi_prefix_35;
        done_179 = done_37;
        continuing {
            let v856 = subgroupAll(done_179);
            multi_prefix_34 = multi_prefix_155;
            done_36 = done_179;
            break if v856;
        }
    }
    let v230 = v224 ^ multi_prefix_155;
    let v231 = v213 + v230;
    let v232 = vec4<i32>(v231, 0i);
    let v233 = v204 + v232;
    multi_prefix_36 = -1i;
    done_38 = false;
    loop {
        let multi_prefix_156 = multi_prefix_36;
        let done_180 = done_38;
        let v863 = !done_180;
        if v863 {
            let v864 = subgroupElect();
            let v865 = subgroupBallot(v864);
            let v866 = subgroupBroadcastFirst(v8);
            let v867 = v865 & wave_match_23;
            let v868 = v867 != vec4<u32>();
            let v869 = any(v868);
            let v870 = !v864;
            let v871 = v869 & v870;
            let v873 = multi_prefix_156 & v866;
            let v874 = select(multi_prefix_156, v873, v871);
            multi_prefix_37 = v874;
            done_39 = v864;
        } else {
            multi_prefix_37 = multi_prefix_156;
            done_39 = done_180;
        }
        multi_prefix_157 = multi_prefix_37;
        done_181 = done_39;
        continuing {
            let v878 = subgroupAll(done_181);
            multi_prefix_36 = multi_prefix_157;
            done_38 = done_181;
            break if v878;
        }
    }
    multi_prefix_38 = 0i;
    done_40 = false;
    loop {
        let multi_prefix_158 = multi_prefix_38;
        let done_182 = done_40;
        let v885 = !done_182;
        if v885 {
            let v886 = subgroupElect();
            let v887 = subgroupBallot(v886);
            let v888 = subgroupBroadcastFirst(v8);
            let v889 = v887 & wave_match_23;
            let v890 = v889 != vec4<u32>();
            let v891 = any(v890);
            let v892 = !v886;
            let v893 = v891 & v892;
            let v895 = multi_prefix_158 | v888;
            let v896 = select(multi_prefix_158, v895, v893);
            multi_prefix_39 = v896;
            done_41 = v886;
        } else {
            multi_prefix_39 = multi_prefix_158;
            done_41 = done_182;
        }
        multi_prefix_159 = multi_prefix_39;
        done_183 = done_41;
        continuing {
            let v900 = subgroupAll(done_183);
            multi_prefix_38 = multi_prefix_159;
            done_40 = done_183;
            break if v900;
        }
    }
    let v240 = multi_prefix_157 ^ multi_prefix_159;
    multi_prefix_40 = 0i;
    done_42 = false;
    loop {
        let multi_prefix_160 = multi_prefix_40;
        let done_184 = done_42;
        let v907 = !done_184;
        if v907 {
            let v908 = subgroupElect();
            let v909 = subgroupBallot(v908);
            let v910 = subgroupBroadcastFirst(v8);
            let v911 = v909 & wave_match_23;
            let v912 = v911 != vec4<u32>();
            let v913 = any(v912);
            let v914 = !v908;
            let v915 = v913 & v914;
            let v917 = multi_prefix_160 ^ v910;
            let v918 = select(multi_prefix_160, v917, v915);
            multi_prefix_41 = v918;
            done_43 = v908;
        } else {
            multi_prefix_41 = multi_prefix_160;
            done_43 = done_184;
        }
        multi_prefix_161 = multi_prefix_41;
        done_185 = done_43;
        continuing {
            let v922 = subgroupAll(done_185);
            multi_prefix_40 = multi_prefix_161;
            done_42 = done_185;
            break if v922;
        }
    }
    let v244 = v240 ^ multi_prefix_161;
    let v245 = vec4<i32>(v244);
    let v246 = v233 + v245;
    let v925 = subgroupBallot(true);
    let v926 = wave_match_23 & v925;
    multi_prefix_42 = i32();
    done_44 = false;
    loop {
        let multi_prefix_162 = multi_prefix_42;
        let done_186 = done_44;
        let v930 = !done_186;
        if v930 {
            let v931 = subgroupBroadcastFirst(v926);
            let v932 = v926 == v931;
            let v933 = all(v932);
            if v933 {
                let v934 = subgroupExclusiveAdd(v8);
                multi_prefix_43 = v934;
                done_45 = true;
            } else {
                multi_prefix_43 = multi_prefix_162;
                done_45 = done_186;
            }
            let multi_prefix_163 = multi_prefix_43;
            let done_187 = done_45;
            multi_prefix_44 = multi_prefix_163;
            done_46 = done_187;
        } else {
            multi_prefix_44 = multi_prefix_162;
            done_46 = done_186;
        }
        multi_prefix_164 = multi_prefix_44;
        done_188 = done_46;
        continuing {
            let v938 = subgroupAll(done_188);
            multi_prefix_42 = multi_prefix_164;
            done_44 = done_188;
            break if v938;
        }
    }
    let v941 = subgroupBallot(true);
    let v942 = wave_match_23 & v941;
    multi_prefix_45 = i32();
    done_47 = false;
    loop {
        let multi_prefix_165 = multi_prefix_45;
        let done_189 = done_47;
        let v946 = !done_189;
        if v946 {
            let v947 = subgroupBroadcastFirst(v942);
            let v948 = v942 == v947;
            let v949 = all(v948);
            if v949 {
                let v950 = subgroupExclusiveMul(v8);
                multi_prefix_46 = v950;
                done_48 = true;
            } else {
                multi_prefix_46 = multi_prefix_165;
                done_48 = done_189;
            }
            let multi_prefix_166 = multi_prefix_46;
            let done_190 = done_48;
            multi_prefix_47 = multi_prefix_166;
            done_49 = done_190;
        } else {
            multi_prefix_47 = multi_prefix_165;
            done_49 = done_189;
        }
        multi_prefix_167 = multi_prefix_47;
        done_191 = done_49;
        continuing {
            let v954 = subgroupAll(done_191);
            multi_prefix_45 = multi_prefix_167;
            done_47 = done_191;
            break if v954;
        }
    }
    let v253 = multi_prefix_164 + multi_prefix_167;
    let v254 = vec4<i32>(v253);
    let v255 = v246 + v254;
    OutI[v97] = v255;
    let v258 = gl_GlobalInvocationID.x;
    let v261 = subgroupAdd(v35);
    let v263 = subgroupMul(v35);
    let v264 = v261 + v263;
    let v266 = subgroupMin(v35);
    let v267 = v264 + v266;
    let v269 = subgroupMax(v35);
    let v270 = v267 + v269;
    let v272 = subgroupExclusiveAdd(v35);
    let v273 = v270 + v272;
    let v275 = subgroupExclusiveMul(v35);
    let v276 = v273 + v275;
    let v278 = subgroupBroadcastFirst(v35);
    let v279 = v276 + v278;
    let v281 = subgroupShuffle(v35, 1u);
    let v282 = v279 + v281;
    let v284 = subgroupAnd(v35);
    let v286 = subgroupOr(v35);
    let v287 = v284 | v286;
    let v289 = subgroupXor(v35);
    let v290 = v287 | v289;
    let v291 = v282 + v290;
    let v957 = subgroupBallot(true);
    let v958 = wave_match_23 & v957;
    multi_prefix_48 = vec3<u32>();
    done_50 = false;
    loop {
        let multi_prefix_168 = multi_prefix_48;
        let done_192 = done_50;
        let v962 = !done_192;
        if v962 {
            let v963 = subgroupBroadcastFirst(v958);
            let v964 = v958 == v963;
            let v965 = all(v964);
            if v965 {
                let v966 = subgroupExclusiveAdd(v35);
                multi_prefix_49 = v966;
                done_51 = true;
            } else {
                multi_prefix_49 = multi_prefix_168;
                done_51 = done_192;
            }
            let multi_prefix_169 = multi_prefix_49;
            let done_193 = done_51;
            multi_prefix_50 = multi_prefix_169;
            done_52 = done_193;
        } else {
            multi_prefix_50 = multi_prefix_168;
            done_52 = done_192;
        }
        multi_prefix_170 = multi_prefix_50;
        done_194 = done_52;
        continuing {
            let v970 = subgroupAll(done_194);
            multi_prefix_48 = multi_prefix_170;
            done_50 = done_194;
            break if v970;
        }
    }
    let v973 = subgroupBallot(true);
    let v974 = wave_match_23 & v973;
    multi_prefix_51 = vec3<u32>();
    done_53 = false;
    loop {
        let multi_prefix_171 = multi_prefix_51;
        let done_195 = done_53;
        let v978 = !done_195;
        if v978 {
            let v979 = subgroupBroadcastFirst(v974);
            let v980 = v974 == v979;
            let v981 = all(v980);
            if v981 {
                let v982 = subgroupExclusiveMul(v35);
                multi_prefix_52 = v982;
                done_54 = true;
            } else {
                multi_prefix_52 = multi_prefix_171;
                done_54 = done_195;
            }
            let multi_prefix_172 = multi_prefix_52;
            let done_196 = done_54;
            multi_prefix_53 = multi_prefix_172;
            done_55 = done_196;
        } else {
            multi_prefix_53 = multi_prefix_171;
            done_55 = done_195;
        }
        multi_prefix_173 = multi_prefix_53;
        done_197 = done_55;
        continuing {
            let v986 = subgroupAll(done_197);
            multi_prefix_51 = multi_prefix_173;
            done_53 = done_197;
            break if v986;
        }
    }
    let v298 = multi_prefix_170 + multi_prefix_173;
    let v299 = v291 + v298;
    multi_prefix_54 = vec3<u32>(4294967295u);
    done_56 = false;
    loop {
        let multi_prefix_174 = multi_prefix_54;
        let done_198 = done_56;
        let v993 = !done_198;
        if v993 {
            let v994 = subgroupElect();
            let v995 = subgroupBallot(v994);
            let v996 = subgroupBroadcastFirst(v35);
            let v997 = v995 & wave_match_23;
            let v998 = v997 != vec4<u32>();
            let v999 = any(v998);
            let v1000 = !v994;
            let v1001 = v999 & v1000;
            let v1003 = multi_prefix_174 & v996;
            let v1004 = select(multi_prefix_174, v1003, v1001);
            multi_prefix_55 = v1004;
            done_57 = v994;
        } else {
            multi_prefix_55 = multi_prefix_174;
            done_57 = done_198;
        }
        multi_prefix_175 = multi_prefix_55;
        done_199 = done_57;
        continuing {
            let v1008 = subgroupAll(done_199);
            multi_prefix_54 = multi_prefix_175;
            done_56 = done_199;
            break if v1008;
        }
    }
    multi_prefix_56 = vec3<u32>();
    done_58 = false;
    loop {
        let multi_prefix_176 = multi_prefix_56;
        let done_200 = done_58;
        let v1015 = !done_200;
        if v1015 {
            let v1016 = subgroupElect();
            let v1017 = subgroupBallot(v1016);
            let v1018 = subgroupBroadcastFirst(v35);
            let v1019 = v1017 & wave_match_23;
            let v1020 = v1019 != vec4<u32>();
            let v1021 = any(v1020);
            let v1022 = !v1016;
            let v1023 = v1021 & v1022;
            let v1025 = multi_prefix_176 | v1018;
            let v1026 = select(multi_prefix_176, v1025, v1023);
            multi_prefix_57 = v1026;
            done_59 = v1016;
        } else {
            multi_prefix_57 = multi_prefix_176;
            done_59 = done_200;
        }
        multi_prefix_177 = multi_prefix_57;
        done_201 = done_59;
        continuing {
            let v1030 = subgroupAll(done_201);
            multi_prefix_56 = multi_prefix_177;
            done_58 = done_201;
            break if v1030;
        }
    }
    let v306 = multi_prefix_175 ^ multi_prefix_177;
    multi_prefix_58 = vec3<u32>();
    done_60 = false;
    loop {
        let multi_prefix_178 = multi_prefix_58;
        let done_202 = done_60;
        let v1037 = !done_202;
        if v1037 {
            let v1038 = subgroupElect();
            let v1039 = subgroupBallot(v1038);
            let v1040 = subgroupBroadcastFirst(v35);
            let v1041 = v1039 & wave_match_23;
            let v1042 = v1041 != vec4<u32>();
            let v1043 = any(v1042);
            let v1044 = !v1038;
            let v1045 = v1043 & v1044;
            let v1047 = multi_prefix_178 ^ v1040;
            let v1048 = select(multi_prefix_178, v1047, v1045);
            multi_prefix_59 = v1048;
            done_61 = v1038;
        } else {
            multi_prefix_59 = multi_prefix_178;
            done_61 = done_202;
        }
        multi_prefix_179 = multi_prefix_59;
        done_203 = done_61;
        continuing {
            let v1052 = subgroupAll(done_203);
            multi_prefix_58 = multi_prefix_179;
            done_60 = done_203;
            break if v1052;
        }
    }
    let v310 = v306 ^ multi_prefix_179;
    let v311 = v299 + v310;
    if and_9 {
        cond = 1u;
    } else {
        cond = 0u;
    }
    let cond_1 = cond;
    let v317 = vec4<u32>(v311, cond_1);
    let v319 = subgroupAdd(v40);
    let v321 = subgroupMul(v40);
    let v322 = v319 + v321;
    let v324 = subgroupMin(v40);
    let v325 = v322 + v324;
    let v327 = subgroupMax(v40);
    let v328 = v325 + v327;
    let v330 = subgroupExclusiveAdd(v40);
    let v331 = v328 + v330;
    let v333 = subgroupExclusiveMul(v40);
    let v334 = v331 + v333;
    let v336 = subgroupBroadcastFirst(v40);
    let v337 = v334 + v336;
    let v339 = subgroupShuffle(v40, 1u);
    let v340 = v337 + v339;
    let v341 = v317 + v340;
    let v343 = subgroupAnd(v40);
    let v345 = subgroupOr(v40);
    let v346 = v343 | v345;
    let v348 = subgroupXor(v40);
    let v349 = v346 | v348;
    let v350 = v341 + v349;
    let v1055 = subgroupBallot(true);
    let v1056 = wave_match_23 & v1055;
    multi_prefix_60 = vec4<u32>();
    done_62 = false;
    loop {
        let multi_prefix_180 = multi_prefix_60;
        let done_204 = done_62;
        let v1060 = !done_204;
        if v1060 {
            let v1061 = subgroupBroadcastFirst(v1056);
            let v1062 = v1056 == v1061;
            let v1063 = all(v1062);
            if v1063 {
                let v1064 = subgroupExclusiveAdd(v40);
                multi_prefix_61 = v1064;
                done_63 = true;
            } else {
                multi_prefix_61 = multi_prefix_180;
                done_63 = done_204;
            }
            let multi_prefix_181 = multi_prefix_61;
            let done_205 = done_63;
            multi_prefix_62 = multi_prefix_181;
            done_64 = done_205;
        } else {
            multi_prefix_62 = multi_prefix_180;
            done_64 = done_204;
        }
        multi_prefix_182 = multi_prefix_62;
        done_206 = done_64;
        continuing {
            let v1068 = subgroupAll(done_206);
            multi_prefix_60 = multi_prefix_182;
            done_62 = done_206;
            break if v1068;
        }
    }
    let v1071 = subgroupBallot(true);
    let v1072 = wave_match_23 & v1071;
    multi_prefix_63 = vec4<u32>();
    done_65 = false;
    loop {
        let multi_prefix_183 = multi_prefix_63;
        let done_207 = done_65;
        let v1076 = !done_207;
        if v1076 {
            let v1077 = subgroupBroadcastFirst(v1072);
            let v1078 = v1072 == v1077;
            let v1079 = all(v1078);
            if v1079 {
                let v1080 = subgroupExclusiveMul(v40);
                multi_prefix_64 = v1080;
                done_66 = true;
            } else {
                multi_prefix_64 = multi_prefix_183;
                done_66 = done_207;
            }
            let multi_prefix_184 = multi_prefix_64;
            let done_208 = done_66;
            multi_prefix_65 = multi_prefix_184;
            done_67 = done_208;
        } else {
            multi_prefix_65 = multi_prefix_183;
            done_67 = done_207;
        }
        multi_prefix_185 = multi_prefix_65;
        done_209 = done_67;
        continuing {
            let v1084 = subgroupAll(done_209);
            multi_prefix_63 = multi_prefix_185;
            done_65 = done_209;
            break if v1084;
        }
    }
    let v357 = multi_prefix_182 + multi_prefix_185;
    let v358 = v350 + v357;
    multi_prefix_66 = vec4<u32>(4294967295u);
    done_68 = false;
    loop {
        let multi_prefix_186 = multi_prefix_66;
        let done_210 = done_68;
        let v1091 = !done_210;
        if v1091 {
            let v1092 = subgroupElect();
            let v1093 = subgroupBallot(v1092);
            let v1094 = subgroupBroadcastFirst(v40);
            let v1095 = v1093 & wave_match_23;
            let v1096 = v1095 != vec4<u32>();
            let v1097 = any(v1096);
            let v1098 = !v1092;
            let v1099 = v1097 & v1098;
            let v1101 = multi_prefix_186 & v1094;
            let v1102 = select(multi_prefix_186, v1101, v1099);
            multi_prefix_67 = v1102;
            done_69 = v1092;
        } else {
            multi_prefix_67 = multi_prefix_186;
            done_69 = done_210;
        }
        multi_prefix_187 = multi_prefix_67;
        done_211 = done_69;
        continuing {
            let v1106 = subgroupAll(done_211);
            multi_prefix_66 = multi_prefix_187;
            done_68 = done_211;
            break if v1106;
        }
    }
    multi_prefix_68 = vec4<u32>();
    done_70 = false;
    loop {
        let multi_prefix_188 = multi_prefix_68;
        let done_212 = done_70;
        let v1113 = !done_212;
        if v1113 {
            let v1114 = subgroupElect();
            let v1115 = subgroupBallot(v1114);
            let v1116 = subgroupBroadcastFirst(v40);
            let v1117 = v1115 & wave_match_23;
            let v1118 = v1117 != vec4<u32>();
            let v1119 = any(v1118);
            let v1120 = !v1114;
            let v1121 = v1119 & v1120;
            let v1123 = multi_prefix_188 | v1116;
            let v1124 = select(multi_prefix_188, v1123, v1121);
            multi_prefix_69 = v1124;
            done_71 = v1114;
        } else {
            multi_prefix_69 = multi_prefix_188;
            done_71 = done_212;
        }
        multi_prefix_189 = multi_prefix_69;
        done_213 = done_71;
        continuing {
            let v1128 = subgroupAll(done_213);
            multi_prefix_68 = multi_prefix_189;
            done_70 = done_213;
            break if v1128;
        }
    }
    let v365 = multi_prefix_187 ^ multi_prefix_189;
    multi_prefix_70 = vec4<u32>();
    done_72 = false;
    loop {
        let multi_prefix_190 = multi_prefix_70;
        let done_214 = done_72;
        let v1135 = !done_214;
        if v1135 {
            let v1136 = subgroupElect();
            let v1137 = subgroupBallot(v1136);
            let v1138 = subgroupBroadcastFirst(v40);
            let v1139 = v1137 & wave_match_23;
            let v1140 = v1139 != vec4<u32>();
            let v1141 = any(v1140);
            let v1142 = !v1136;
            let v1143 = v1141 & v1142;
            let v1145 = multi_prefix_190 ^ v1138;
            let v1146 = select(multi_prefix_190, v1145, v1143);
            multi_prefix_71 = v1146;
            done_73 = v1136;
        } else {
            multi_prefix_71 = multi_prefix_190;
            done_73 = done_214;
        }
        multi_prefix_191 = multi_prefix_71;
        done_215 = done_73;
        continuing {
            let v1150 = subgroupAll(done_215);
            multi_prefix_70 = multi_prefix_191;
            done_72 = done_215;
            break if v1150;
        }
    }
    let v369 = v365 ^ multi_prefix_191;
    let v370 = v358 + v369;
    let v372 = vec2<u32>(v13, 1u);
    let v1153 = subgroupBallot(true);
    let v1154 = wave_match_23 & v1153;
    multi_prefix_72 = vec2<u32>();
    done_74 = false;
    loop {
        let multi_prefix_192 = multi_prefix_72;
        let done_216 = done_74;
        let v1158 = !done_216;
        if v1158 {
            let v1159 = subgroupBroadcastFirst(v1154);
            let v1160 = v1154 == v1159;
            let v1161 = all(v1160);
            if v1161 {
                let v1162 = subgroupExclusiveAdd(v372);
                multi_prefix_73 = v1162;
                done_75 = true;
            } else {
                multi_prefix_73 = multi_prefix_192;
                done_75 = done_216;
            }
            let multi_prefix_193 = multi_prefix_73;
            let done_217 = done_75;
            multi_prefix_74 = multi_prefix_193;
            done_76 = done_217;
        } else {
            multi_prefix_74 = multi_prefix_192;
            done_76 = done_216;
        }
        multi_prefix_194 = multi_prefix_74;
        done_218 = done_76;
        continuing {
            let v1166 = subgroupAll(done_218);
            multi_prefix_72 = multi_prefix_194;
            done_74 = done_218;
            break if v1166;
        }
    }
    let v376 = vec2<u32>(v13, 1u);
    let v1169 = subgroupBallot(true);
    let v1170 = wave_match_23 & v1169;
    multi_prefix_75 = vec2<u32>();
    done_77 = false;
    loop {
        let multi_prefix_195 = multi_prefix_75;
        let done_219 = done_77;
        let v1174 = !done_219;
        if v1174 {
            let v1175 = subgroupBroadcastFirst(v1170);
            let v1176 = v1170 == v1175;
            let v1177 = all(v1176);
            if v1177 {
                let v1178 = subgroupExclusiveMul(v376);
                multi_prefix_76 = v1178;
                done_78 = true;
            } else {
                multi_prefix_76 = multi_prefix_195;
                done_78 = done_219;
            }
            let multi_prefix_196 = multi_prefix_76;
            let done_220 = done_78;
            multi_prefix_77 = multi_prefix_196;
            done_79 = done_220;
        } else {
            multi_prefix_77 = multi_prefix_195;
            done_79 = done_219;
        }
        multi_prefix_197 = multi_prefix_77;
        done_221 = done_79;
        continuing {
            let v1182 = subgroupAll(done_221);
            multi_prefix_75 = multi_prefix_197;
            done_77 = done_221;
            break if v1182;
        }
    }
    let v379 = multi_prefix_194 + multi_prefix_197;
    let v381 = vec2<u32>(v13, 3u);
    multi_prefix_78 = vec2<u32>(4294967295u);
    done_80 = false;
    loop {
        let multi_prefix_198 = multi_prefix_78;
        let done_222 = done_80;
        let v1189 = !done_222;
        if v1189 {
            let v1190 = subgroupElect();
            let v1191 = subgroupBallot(v1190);
            let v1192 = subgroupBroadcastFirst(v381);
            let v1193 = v1191 & wave_match_23;
            let v1194 = v1193 != vec4<u32>();
            let v1195 = any(v1194);
            let v1196 = !v1190;
            let v1197 = v1195 & v1196;
            let v1199 = multi_prefix_198 & v1192;
            let v1200 = select(multi_prefix_198, v1199, v1197);
            multi_prefix_79 = v1200;
            done_81 = v1190;
        } else {
            multi_prefix_79 = multi_prefix_198;
            done_81 = done_222;
        }
        multi_prefix_199 = multi_prefix_79;
        done_223 = done_81;
        continuing {
            let v1204 = subgroupAll(done_223);
            multi_prefix_78 = multi_prefix_199;
            done_80 = done_223;
            break if v1204;
        }
    }
    let v385 = vec2<u32>(v13, 3u);
    multi_prefix_80 = vec2<u32>();
    done_82 = false;
    loop {
        let multi_prefix_200 = multi_prefix_80;
        let done_224 = done_82;
        let v1211 = !done_224;
        if v1211 {
            let v1212 = subgroupElect();
            let v1213 = subgroupBallot(v1212);
            let v1214 = subgroupBroadcastFirst(v385);
            let v1215 = v1213 & wave_match_23;
            let v1216 = v1215 != vec4<u32>();
            let v1217 = any(v1216);
            let v1218 = !v1212;
            let v1219 = v1217 & v1218;
            let v1221 = multi_prefix_200 | v1214;
            let v1222 = select(multi_prefix_200, v1221, v1219);
            multi_prefix_81 = v1222;
            done_83 = v1212;
        } else {
            multi_prefix_81 = multi_prefix_200;
            done_83 = done_224;
        }
        multi_prefix_201 = multi_prefix_81;
        done_225 = done_83;
        continuing {
            let v1226 = subgroupAll(done_225);
            multi_prefix_80 = multi_prefix_201;
            done_82 = done_225;
            break if v1226;
        }
    }
    let v388 = multi_prefix_199 ^ multi_prefix_201;
    let v390 = vec2<u32>(v13, 3u);
    multi_prefix_82 = vec2<u32>();
    done_84 = false;
    loop {
        let multi_prefix_202 = multi_prefix_82;
        let done_226 = done_84;
        let v1233 = !done_226;
        if v1233 {
            let v1234 = subgroupElect();
            let v1235 = subgroupBallot(v1234);
            let v1236 = subgroupBroadcastFirst(v390);
            let v1237 = v1235 & wave_match_23;
            let v1238 = v1237 != vec4<u32>();
            let v1239 = any(v1238);
            let v1240 = !v1234;
            let v1241 = v1239 & v1240;
            let v1243 = multi_prefix_202 ^ v1236;
            let v1244 = select(multi_prefix_202, v1243, v1241);
            multi_prefix_83 = v1244;
            done_85 = v1234;
        } else {
            multi_prefix_83 = multi_prefix_202;
            done_85 = done_226;
        }
        multi_prefix_203 = multi_prefix_83;
        done_227 = done_85;
        continuing {
            let v1248 = subgroupAll(done_227);
            multi_prefix_82 = multi_prefix_203;
            done_84 = done_227;
            break if v1248;
        }
    }
    let v393 = v388 ^ multi_prefix_203;
    let v394 = v379 + v393;
    let v395 = vec4<u32>(v394, 0u, 0u);
    let v396 = v370 + v395;
    let v1251 = subgroupBallot(true);
    let v1252 = wave_match_23 & v1251;
    multi_prefix_84 = u32();
    done_86 = false;
    loop {
        let multi_prefix_204 = multi_prefix_84;
        let done_228 = done_86;
        let v1256 = !done_228;
        if v1256 {
            let v1257 = subgroupBroadcastFirst(v1252);
            let v1258 = v1252 == v1257;
            let v1259 = all(v1258);
            if v1259 {
                let v1260 = subgroupExclusiveAdd(v13);
                multi_prefix_85 = v1260;
                done_87 = true;
            } else {
                multi_prefix_85 = multi_prefix_204;
                done_87 = done_228;
            }
            let multi_prefix_205 = multi_prefix_85;
            let done_229 = done_87;
            multi_prefix_86 = multi_prefix_205;
            done_88 = done_229;
        } else {
            multi_prefix_86 = multi_prefix_204;
            done_88 = done_228;
        }
        multi_prefix_206 = multi_prefix_86;
        done_230 = done_88;
        continuing {
            let v1264 = subgroupAll(done_230);
            multi_prefix_84 = multi_prefix_206;
            done_86 = done_230;
            break if v1264;
        }
    }
    let v1267 = subgroupBallot(true);
    let v1268 = wave_match_23 & v1267;
    multi_prefix_87 = u32();
    done_89 = false;
    loop {
        let multi_prefix_207 = multi_prefix_87;
        let done_231 = done_89;
        let v1272 = !done_231;
        if v1272 {
            let v1273 = subgroupBroadcastFirst(v1268);
            let v1274 = v1268 == v1273;
            let v1275 = all(v1274);
            if v1275 {
                let v1276 = subgroupExclusiveMul(v13);
                multi_prefix_88 = v1276;
                done_90 = true;
            } else {
                multi_prefix_88 = multi_prefix_207;
                done_90 = done_231;
            }
            let multi_prefix_208 = multi_prefix_88;
            let done_232 = done_90;
            multi_prefix_89 = multi_prefix_208;
            done_91 = done_232;
        } else {
            multi_prefix_89 = multi_prefix_207;
            done_91 = done_231;
        }
        multi_prefix_209 = multi_prefix_89;
        done_233 = done_91;
        continuing {
            let v1280 = subgroupAll(done_233);
            multi_prefix_87 = multi_prefix_209;
            done_89 = done_233;
            break if v1280;
        }
    }
    let v403 = multi_prefix_206 + multi_prefix_209;
    let v404 = vec4<u32>(v403);
    let v405 = v396 + v404;
    multi_prefix_90 = 4294967295u;
    done_92 = false;
    loop {
        let multi_prefix_210 = multi_prefix_90;
        let done_234 = done_92;
        let v1287 = !done_234;
        if v1287 {
            let v1288 = subgroupElect();
            let v1289 = subgroupBallot(v1288);
            let v1290 = subgroupBroadcastFirst(v13);
            let v1291 = v1289 & wave_match_23;
            let v1292 = v1291 != vec4<u32>();
            let v1293 = any(v1292);
            let v1294 = !v1288;
            let v1295 = v1293 & v1294;
            let v1297 = multi_prefix_210 & v1290;
            let v1298 = select(multi_prefix_210, v1297, v1295);
            multi_prefix_91 = v1298;
            done_93 = v1288;
        } else {
            multi_prefix_91 = multi_prefix_210;
            done_93 = done_234;
        }
        multi_prefix_211 = multi_prefix_91;
        done_235 = done_93;
        continuing {
            let v1302 = subgroupAll(done_235);
            multi_prefix_90 = multi_prefix_211;
            done_92 = done_235;
            break if v1302;
        }
    }
    multi_prefix_92 = 0u;
    done_94 = false;
    loop {
        let multi_prefix_212 = multi_prefix_92;
        let done_236 = done_94;
        let v1309 = !done_236;
        if v1309 {
            let v1310 = subgroupElect();
            let v1311 = subgroupBallot(v1310);
            let v1312 = subgroupBroadcastFirst(v13);
            let v1313 = v1311 & wave_match_23;
            let v1314 = v1313 != vec4<u32>();
            let v1315 = any(v1314);
            let v1316 = !v1310;
            let v1317 = v1315 & v1316;
            let v1319 = multi_prefix_212 | v1312;
            let v1320 = select(multi_prefix_212, v1319, v1317);
            multi_prefix_93 = v1320;
            done_95 = v1310;
        } else {
            multi_prefix_93 = multi_prefix_212;
            done_95 = done_236;
        }
        multi_prefix_213 = multi_prefix_93;
        done_237 = done_95;
        continuing {
            let v1324 = subgroupAll(done_237);
            multi_prefix_92 = multi_prefix_213;
            done_94 = done_237;
            break if v1324;
        }
    }
    let v412 = multi_prefix_211 ^ multi_prefix_213;
    multi_prefix_94 = 0u;
    done_96 = false;
    loop {
        let multi_prefix_214 = multi_prefix_94;
        let done_238 = done_96;
        let v1331 = !done_238;
        if v1331 {
            let v1332 = subgroupElect();
            let v1333 = subgroupBallot(v1332);
            let v1334 = subgroupBroadcastFirst(v13);
            let v1335 = v1333 & wave_match_23;
            let v1336 = v1335 != vec4<u32>();
            let v1337 = any(v1336);
            let v1338 = !v1332;
            let v1339 = v1337 & v1338;
            let v1341 = multi_prefix_214 ^ v1334;
            let v1342 = select(multi_prefix_214, v1341, v1339);
            multi_prefix_95 = v1342;
            done_97 = v1332;
        } else {
            multi_prefix_95 = multi_prefix_214;
            done_97 = done_238;
        }
        multi_prefix_215 = multi_prefix_95;
        done_239 = done_97;
        continuing {
            let v1346 = subgroupAll(done_239);
            multi_prefix_94 = multi_prefix_215;
            done_96 = done_239;
            break if v1346;
        }
    }
    let v416 = v412 ^ multi_prefix_215;
    let v417 = vec4<u32>(v416);
    let v418 = v405 + v417;
    OutU[v258] = v418;
    let v421 = gl_GlobalInvocationID.x;
    let v424 = subgroupAdd(v44);
    let v426 = subgroupMul(v44);
    let v427 = v424 + v426;
    let v429 = subgroupMin(v44);
    let v430 = v427 + v429;
    let v432 = subgroupMax(v44);
    let v433 = v430 + v432;
    let v435 = subgroupExclusiveAdd(v44);
    let v436 = v433 + v435;
    let v438 = subgroupExclusiveMul(v44);
    let v439 = v436 + v438;
    let v441 = subgroupBroadcastFirst(v44);
    let v442 = v439 + v441;
    let v444 = subgroupShuffle(v44, 1u);
    let v445 = v442 + v444;
    let v1349 = subgroupBallot(true);
    let v1350 = wave_match_23 & v1349;
    multi_prefix_96 = vec2<f32>();
    done_98 = false;
    loop {
        let multi_prefix_216 = multi_prefix_96;
        let done_240 = done_98;
        let v1354 = !done_240;
        if v1354 {
            let v1355 = subgroupBroadcastFirst(v1350);
            let v1356 = v1350 == v1355;
            let v1357 = all(v1356);
            if v1357 {
                let v1358 = subgroupExclusiveAdd(v44);
                multi_prefix_97 = v1358;
                done_99 = true;
            } else {
                multi_prefix_97 = multi_prefix_216;
                done_99 = done_240;
            }
            let multi_prefix_217 = multi_prefix_97;
            let done_241 = done_99;
            multi_prefix_98 = multi_prefix_217;
            done_100 = done_241;
        } else {
            multi_prefix_98 = multi_prefix_216;
            done_100 = done_240;
        }
        multi_prefix_218 = multi_prefix_98;
        done_242 = done_100;
        continuing {
            let v1362 = subgroupAll(done_242);
            multi_prefix_96 = multi_prefix_218;
            done_98 = done_242;
            break if v1362;
        }
    }
    let v1365 = subgroupBallot(true);
    let v1366 = wave_match_23 & v1365;
    multi_prefix_99 = vec2<f32>();
    done_101 = false;
    loop {
        let multi_prefix_219 = multi_prefix_99;
        let done_243 = done_101;
        let v1370 = !done_243;
        if v1370 {
            let v1371 = subgroupBroadcastFirst(v1366);
            let v1372 = v1366 == v1371;
            let v1373 = all(v1372);
            if v1373 {
                let v1374 = subgroupExclusiveMul(v44);
                multi_prefix_100 = v1374;
                done_102 = true;
            } else {
                multi_prefix_100 = multi_prefix_219;
                done_102 = done_243;
            }
            let multi_prefix_220 = multi_prefix_100;
            let done_244 = done_102;
            multi_prefix_101 = multi_prefix_220;
            done_103 = done_244;
        } else {
            multi_prefix_101 = multi_prefix_219;
            done_103 = done_243;
        }
        multi_prefix_221 = multi_prefix_101;
        done_245 = done_103;
        continuing {
            let v1378 = subgroupAll(done_245);
            multi_prefix_99 = multi_prefix_221;
            done_101 = done_245;
            break if v1378;
        }
    }
    let v452 = multi_prefix_218 + multi_prefix_221;
    let v453 = v445 + v452;
    let v454 = vec4<f32>(v453, 0f, 0f);
    let v456 = subgroupAdd(v50);
    let v458 = subgroupMul(v50);
    let v459 = v456 + v458;
    let v461 = subgroupMin(v50);
    let v462 = v459 + v461;
    let v464 = subgroupMax(v50);
    let v465 = v462 + v464;
    let v467 = subgroupExclusiveAdd(v50);
    let v468 = v465 + v467;
    let v470 = subgroupExclusiveMul(v50);
    let v471 = v468 + v470;
    let v473 = subgroupBroadcastFirst(v50);
    let v474 = v471 + v473;
    let v476 = subgroupShuffle(v50, 1u);
    let v477 = v474 + v476;
    let v1381 = subgroupBallot(true);
    let v1382 = wave_match_23 & v1381;
    multi_prefix_102 = vec3<f32>();
    done_104 = false;
    loop {
        let multi_prefix_222 = multi_prefix_102;
        let done_246 = done_104;
        let v1386 = !done_246;
        if v1386 {
            let v1387 = subgroupBroadcastFirst(v1382);
            let v1388 = v1382 == v1387;
            let v1389 = all(v1388);
            if v1389 {
                let v1390 = subgroupExclusiveAdd(v50);
                multi_prefix_103 = v1390;
                done_105 = true;
            } else {
                multi_prefix_103 = multi_prefix_222;
                done_105 = done_246;
            }
            let multi_prefix_223 = multi_prefix_103;
            let done_247 = done_105;
            multi_prefix_104 = multi_prefix_223;
            done_106 = done_247;
        } else {
            multi_prefix_104 = multi_prefix_222;
            done_106 = done_246;
        }
        multi_prefix_224 = multi_prefix_104;
        done_248 = done_106;
        continuing {
            let v1394 = subgroupAll(done_248);
            multi_prefix_102 = multi_prefix_224;
            done_104 = done_248;
            break if v1394;
        }
    }
    let v1397 = subgroupBallot(true);
    let v1398 = wave_match_23 & v1397;
    multi_prefix_105 = vec3<f32>();
    done_107 = false;
    loop {
        let multi_prefix_225 = multi_prefix_105;
        let done_249 = done_107;
        let v1402 = !done_249;
        if v1402 {
            let v1403 = subgroupBroadcastFirst(v1398);
            let v1404 = v1398 == v1403;
            let v1405 = all(v1404);
            if v1405 {
                let v1406 = subgroupExclusiveMul(v50);
                multi_prefix_106 = v1406;
                done_108 = true;
            } else {
                multi_prefix_106 = multi_prefix_225;
                done_108 = done_249;
            }
            let multi_prefix_226 = multi_prefix_106;
            let done_250 = done_108;
            multi_prefix_107 = multi_prefix_226;
            done_109 = done_250;
        } else {
            multi_prefix_107 = multi_prefix_225;
            done_109 = done_249;
        }
        multi_prefix_227 = multi_prefix_107;
        done_251 = done_109;
        continuing {
            let v1410 = subgroupAll(done_251);
            multi_prefix_105 = multi_prefix_227;
            done_107 = done_251;
            break if v1410;
        }
    }
    let v484 = multi_prefix_224 + multi_prefix_227;
    let v485 = v477 + v484;
    let v486 = vec4<f32>(v485, 0f);
    let v487 = v454 + v486;
    let v490 = vec4<f32>(v19, v19, 1f, 2f);
    let v1413 = subgroupBallot(true);
    let v1414 = wave_match_23 & v1413;
    multi_prefix_108 = vec4<f32>();
    done_110 = false;
    loop {
        let multi_prefix_228 = multi_prefix_108;
        let done_252 = done_110;
        let v1418 = !done_252;
        if v1418 {
            let v1419 = subgroupBroadcastFirst(v1414);
            let v1420 = v1414 == v1419;
            let v1421 = all(v1420);
            if v1421 {
                let v1422 = subgroupExclusiveAdd(v490);
                multi_prefix_109 = v1422;
                done_111 = true;
            } else {
                multi_prefix_109 = multi_prefix_228;
                done_111 = done_252;
            }
            let multi_prefix_229 = multi_prefix_109;
            let done_253 = done_111;
            multi_prefix_110 = multi_prefix_229;
            done_112 = done_253;
        } else {
            multi_prefix_110 = multi_prefix_228;
            done_112 = done_252;
        }
        multi_prefix_230 = multi_prefix_110;
        done_254 = done_112;
        continuing {
            let v1426 = subgroupAll(done_254);
            multi_prefix_108 = multi_prefix_230;
            done_110 = done_254;
            break if v1426;
        }
    }
    let v495 = vec4<f32>(v19, v19, 1f, 2f);
    let v1429 = subgroupBallot(true);
    let v1430 = wave_match_23 & v1429;
    multi_prefix_111 = vec4<f32>();
    done_113 = false;
    loop {
        let multi_prefix_231 = multi_prefix_111;
        let done_255 = done_113;
        let v1434 = !done_255;
        if v1434 {
            let v1435 = subgroupBroadcastFirst(v1430);
            let v1436 = v1430 == v1435;
            let v1437 = all(v1436);
            if v1437 {
                let v1438 = subgroupExclusiveMul(v495);
                multi_prefix_112 = v1438;
                done_114 = true;
            } else {
                multi_prefix_112 = multi_prefix_231;
                done_114 = done_255;
            }
            let multi_prefix_232 = multi_prefix_112;
            let done_256 = done_114;
            multi_prefix_113 = multi_prefix_232;
            done_115 = done_256;
        } else {
            multi_prefix_113 = multi_prefix_231;
            done_115 = done_255;
        }
        multi_prefix_233 = multi_prefix_113;
        done_257 = done_115;
        continuing {
            let v1442 = subgroupAll(done_257);
            multi_prefix_111 = multi_prefix_233;
            done_113 = done_257;
            break if v1442;
        }
    }
    let v498 = multi_prefix_230 + multi_prefix_233;
    let v499 = v487 + v498;
    let v1445 = subgroupBallot(true);
    let v1446 = wave_match_23 & v1445;
    multi_prefix_114 = f32();
    done_116 = false;
    loop {
        let multi_prefix_234 = multi_prefix_114;
        let done_258 = done_116;
        let v1450 = !done_258;
        if v1450 {
            let v1451 = subgroupBroadcastFirst(v1446);
            let v1452 = v1446 == v1451;
            let v1453 = all(v1452);
            if v1453 {
                let v1454 = subgroupExclusiveAdd(v19);
                multi_prefix_115 = v1454;
                done_117 = true;
            } else {
                multi_prefix_115 = multi_prefix_234;
                done_117 = done_258;
            }
            let multi_prefix_235 = multi_prefix_115;
            let done_259 = done_117;
            multi_prefix_116 = multi_prefix_235;
            done_118 = done_259;
        } else {
            multi_prefix_116 = multi_prefix_234;
            done_118 = done_258;
        }
        multi_prefix_236 = multi_prefix_116;
        done_260 = done_118;
        continuing {
            let v1458 = subgroupAll(done_260);
            multi_prefix_114 = multi_prefix_236;
            done_116 = done_260;
            break if v1458;
        }
    }
    let v1461 = subgroupBallot(true);
    let v1462 = wave_match_23 & v1461;
    multi_prefix_117 = f32();
    done_119 = false;
    loop {
        let multi_prefix_237 = multi_prefix_117;
        let done_261 = done_119;
        let v1466 = !done_261;
        if v1466 {
            let v1467 = subgroupBroadcastFirst(v1462);
            let v1468 = v1462 == v1467;
            let v1469 = all(v1468);
            if v1469 {
                let v1470 = subgroupExclusiveMul(v19);
                multi_prefix_118 = v1470;
                done_120 = true;
            } else {
                multi_prefix_118 = multi_prefix_237;
                done_120 = done_261;
            }
            let multi_prefix_238 = multi_prefix_118;
            let done_262 = done_120;
            multi_prefix_119 = multi_prefix_238;
            done_121 = done_262;
        } else {
            multi_prefix_119 = multi_prefix_237;
            done_121 = done_261;
        }
        multi_prefix_239 = multi_prefix_119;
        done_263 = done_121;
        continuing {
            let v1474 = subgroupAll(done_263);
            multi_prefix_117 = multi_prefix_239;
            done_119 = done_263;
            break if v1474;
        }
    }
    let v506 = multi_prefix_236 + multi_prefix_239;
    let v507 = vec4<f32>(v506);
    let v508 = v499 + v507;
    OutF[v421] = v508;
    let v511 = gl_GlobalInvocationID.x;
    wave_match_2 = vec4<u32>();
    done_122 = false;
    loop {
        let wave_match_24 = wave_match_2;
        let done_264 = done_122;
        let v1480 = !done_264;
        if v1480 {
            let v1481 = subgroupBroadcastFirst(v23);
            let v1482 = v23 == v1481;
            let v1483 = all(v1482);
            let v1484 = subgroupBallot(v1483);
            let v1486 = select(wave_match_24, v1484, v1483);
            wave_match_3 = v1486;
            done_123 = v1483;
        } else {
            wave_match_3 = wave_match_24;
            done_123 = done_264;
        }
        wave_match_25 = wave_match_3;
        done_265 = done_123;
        continuing {
            let v1490 = subgroupAll(done_265);
            wave_match_2 = wave_match_25;
            done_122 = done_265;
            break if v1490;
        }
    }
    wave_match_4 = vec4<u32>();
    done_124 = false;
    loop {
        let wave_match_26 = wave_match_4;
        let done_266 = done_124;
        let v1496 = !done_266;
        if v1496 {
            let v1497 = subgroupBroadcastFirst(v30);
            let v1498 = v30 == v1497;
            let v1499 = all(v1498);
            let v1500 = subgroupBallot(v1499);
            let v1502 = select(wave_match_26, v1500, v1499);
            wave_match_5 = v1502;
            done_125 = v1499;
        } else {
            wave_match_5 = wave_match_26;
            done_125 = done_266;
        }
        wave_match_27 = wave_match_5;
        done_267 = done_125;
        continuing {
            let v1506 = subgroupAll(done_267);
            wave_match_4 = wave_match_27;
            done_124 = done_267;
            break if v1506;
        }
    }
    let v517 = wave_match_25 ^ wave_match_27;
    let v519 = vec3<i32>(v8, 0i, 1i);
    wave_match_6 = vec4<u32>();
    done_126 = false;
    loop {
        let wave_match_28 = wave_match_6;
        let done_268 = done_126;
        let v1512 = !done_268;
        if v1512 {
            let v1513 = subgroupBroadcastFirst(v519);
            let v1514 = v519 == v1513;
            let v1515 = all(v1514);
            let v1516 = subgroupBallot(v1515);
            let v1518 = select(wave_match_28, v1516, v1515);
            wave_match_7 = v1518;
            done_127 = v1515;
        } else {
            wave_match_7 = wave_match_28;
            done_127 = done_268;
        }
        wave_match_29 = wave_match_7;
        done_269 = done_127;
        continuing {
            let v1522 = subgroupAll(done_269);
            wave_match_6 = wave_match_29;
            done_126 = done_269;
            break if v1522;
        }
    }
    let v521 = v517 ^ wave_match_29;
    wave_match_8 = vec4<u32>();
    done_128 = false;
    loop {
        let wave_match_30 = wave_match_8;
        let done_270 = done_128;
        let v1528 = !done_270;
        if v1528 {
            let v1529 = subgroupBroadcastFirst(v35);
            let v1530 = v35 == v1529;
            let v1531 = all(v1530);
            let v1532 = subgroupBallot(v1531);
            let v1534 = select(wave_match_30, v1532, v1531);
            wave_match_9 = v1534;
            done_129 = v1531;
        } else {
            wave_match_9 = wave_match_30;
            done_129 = done_270;
        }
        wave_match_31 = wave_match_9;
        done_271 = done_129;
        continuing {
            let v1538 = subgroupAll(done_271);
            wave_match_8 = wave_match_31;
            done_128 = done_271;
            break if v1538;
        }
    }
    let v524 = v521 ^ wave_match_31;
    wave_match_10 = vec4<u32>();
    done_130 = false;
    loop {
        let wave_match_32 = wave_match_10;
        let done_272 = done_130;
        let v1544 = !done_272;
        if v1544 {
            let v1545 = subgroupBroadcastFirst(v40);
            let v1546 = v40 == v1545;
            let v1547 = all(v1546);
            let v1548 = subgroupBallot(v1547);
            let v1550 = select(wave_match_32, v1548, v1547);
            wave_match_11 = v1550;
            done_131 = v1547;
        } else {
            wave_match_11 = wave_match_32;
            done_131 = done_272;
        }
        wave_match_33 = wave_match_11;
        done_273 = done_131;
        continuing {
            let v1554 = subgroupAll(done_273);
            wave_match_10 = wave_match_33;
            done_130 = done_273;
            break if v1554;
        }
    }
    let v527 = v524 ^ wave_match_33;
    let v529 = vec2<u32>(v13, 4u);
    wave_match_12 = vec4<u32>();
    done_132 = false;
    loop {
        let wave_match_34 = wave_match_12;
        let done_274 = done_132;
        let v1560 = !done_274;
        if v1560 {
            let v1561 = subgroupBroadcastFirst(v529);
            let v1562 = v529 == v1561;
            let v1563 = all(v1562);
            let v1564 = subgroupBallot(v1563);
            let v1566 = select(wave_match_34, v1564, v1563);
            wave_match_13 = v1566;
            done_133 = v1563;
        } else {
            wave_match_13 = wave_match_34;
            done_133 = done_274;
        }
        wave_match_35 = wave_match_13;
        done_275 = done_133;
        continuing {
            let v1570 = subgroupAll(done_275);
            wave_match_12 = wave_match_35;
            done_132 = done_275;
            break if v1570;
        }
    }
    let v531 = v527 ^ wave_match_35;
    let v1573 = bitcast<vec2<u32>>(v44);
    wave_match_14 = vec4<u32>();
    done_134 = false;
    loop {
        let wave_match_36 = wave_match_14;
        let done_276 = done_134;
        let v1577 = !done_276;
        if v1577 {
            let v1578 = subgroupBroadcastFirst(v1573);
            let v1579 = v1573 == v1578;
            let v1580 = all(v1579);
            let v1581 = subgroupBallot(v1580);
            let v1583 = select(wave_match_36, v1581, v1580);
            wave_match_15 = v1583;
            done_135 = v1580;
        } else {
            wave_match_15 = wave_match_36;
            done_135 = done_276;
        }
        wave_match_37 = wave_match_15;
        done_277 = done_135;
        continuing {
            let v1587 = subgroupAll(done_277);
            wave_match_14 = wave_match_37;
            done_134 = done_277;
            break if v1587;
        }
    }
    let v534 = v531 ^ wave_match_37;
    let v1590 = bitcast<vec3<u32>>(v50);
    wave_match_16 = vec4<u32>();
    done_136 = false;
    loop {
        let wave_match_38 = wave_match_16;
        let done_278 = done_136;
        let v1594 = !done_278;
        if v1594 {
            let v1595 = subgroupBroadcastFirst(v1590);
            let v1596 = v1590 == v1595;
            let v1597 = all(v1596);
            let v1598 = subgroupBallot(v1597);
            let v1600 = select(wave_match_38, v1598, v1597);
            wave_match_17 = v1600;
            done_137 = v1597;
        } else {
            wave_match_17 = wave_match_38;
            done_137 = done_278;
        }
        wave_match_39 = wave_match_17;
        done_279 = done_137;
        continuing {
            let v1604 = subgroupAll(done_279);
            wave_match_16 = wave_match_39;
            done_136 = done_279;
            break if v1604;
        }
    }
    let v537 = v534 ^ wave_match_39;
    let v539 = vec4<f32>(v19, 1f, 2f, 3f);
    let v1607 = bitcast<vec4<u32>>(v539);
    wave_match_18 = vec4<u32>();
    done_138 = false;
    loop {
        let wave_match_40 = wave_match_18;
        let done_280 = done_138;
        let v1611 = !done_280;
        if v1611 {
            let v1612 = subgroupBroadcastFirst(v1607);
            let v1613 = v1607 == v1612;
            let v1614 = all(v1613);
            let v1615 = subgroupBallot(v1614);
            let v1617 = select(wave_match_40, v1615, v1614);
            wave_match_19 = v1617;
            done_139 = v1614;
        } else {
            wave_match_19 = wave_match_40;
            done_139 = done_280;
        }
        wave_match_41 = wave_match_19;
        done_281 = done_139;
        continuing {
            let v1621 = subgroupAll(done_281);
            wave_match_18 = wave_match_41;
            done_138 = done_281;
            break if v1621;
        }
    }
    let v541 = v537 ^ wave_match_41;
    let v544 = vec2<f32>(v19, v19);
    let v1624 = bitcast<vec2<u32>>(v544);
    wave_match_20 = vec4<u32>();
    done_140 = false;
    loop {
        let wave_match_42 = wave_match_20;
        let done_282 = done_140;
        let v1628 = !done_282;
        if v1628 {
            let v1629 = subgroupBroadcastFirst(v1624);
            let v1630 = v1624 == v1629;
            let v1631 = all(v1630);
            let v1632 = subgroupBallot(v1631);
            let v1634 = select(wave_match_42, v1632, v1631);
            wave_match_21 = v1634;
            done_141 = v1631;
        } else {
            wave_match_21 = wave_match_42;
            done_141 = done_282;
        }
        wave_match_43 = wave_match_21;
        done_283 = done_141;
        continuing {
            let v1638 = subgroupAll(done_283);
            wave_match_20 = wave_match_43;
            done_140 = done_283;
            break if v1638;
        }
    }
    let v546 = v541 ^ wave_match_43;
    OutM[v511] = v546;
    return;
}
