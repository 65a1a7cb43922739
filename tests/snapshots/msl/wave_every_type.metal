#include <metal_stdlib>
using namespace metal;

static inline uint4 prism_ballot(bool b)
{
    ulong v = static_cast<ulong>(static_cast<simd_vote::vote_t>(simd_ballot(b)));
    return uint4(uint(v), uint(v >> 32), 0u, 0u);
}

kernel void main0(
    device int4* OutI [[buffer(0)]],
    device uint4* OutU [[buffer(1)]],
    device float4* OutF [[buffer(2)]],
    device uint4* OutM [[buffer(3)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint4 wave_match;
    bool done;
    uint4 wave_match0;
    bool done0;
    bool and0;
    bool and1;
    bool and2;
    bool and3;
    bool and4;
    int2 multi_prefix;
    bool done1;
    int2 multi_prefix0;
    bool done2;
    int2 multi_prefix1;
    bool done3;
    int2 multi_prefix2;
    bool done4;
    int2 multi_prefix3;
    bool done5;
    int2 multi_prefix4;
    bool done6;
    int2 multi_prefix5;
    bool done7;
    int2 multi_prefix6;
    bool done8;
    int2 multi_prefix7;
    bool done9;
    int2 multi_prefix8;
    bool done10;
    int2 multi_prefix9;
    bool done11;
    int2 multi_prefix10;
    bool done12;
    int4 multi_prefix11;
    bool done13;
    int4 multi_prefix12;
    bool done14;
    int4 multi_prefix13;
    bool done15;
    int4 multi_prefix14;
    bool done16;
    int4 multi_prefix15;
    bool done17;
    int4 multi_prefix16;
    bool done18;
    int4 multi_prefix17;
    bool done19;
    int4 multi_prefix18;
    bool done20;
    int4 multi_prefix19;
    bool done21;
    int4 multi_prefix20;
    bool done22;
    int4 multi_prefix21;
    bool done23;
    int4 multi_prefix22;
    bool done24;
    int3 multi_prefix23;
    bool done25;
    int3 multi_prefix24;
    bool done26;
    int3 multi_prefix25;
    bool done27;
    int3 multi_prefix26;
    bool done28;
    int3 multi_prefix27;
    bool done29;
    int3 multi_prefix28;
    bool done30;
    int3 multi_prefix29;
    bool done31;
    int3 multi_prefix30;
    bool done32;
    int3 multi_prefix31;
    bool done33;
    int3 multi_prefix32;
    bool done34;
    int3 multi_prefix33;
    bool done35;
    int3 multi_prefix34;
    bool done36;
    int multi_prefix35;
    bool done37;
    int multi_prefix36;
    bool done38;
    int multi_prefix37;
    bool done39;
    int multi_prefix38;
    bool done40;
    int multi_prefix39;
    bool done41;
    int multi_prefix40;
    bool done42;
    int multi_prefix41;
    bool done43;
    int multi_prefix42;
    bool done44;
    int multi_prefix43;
    bool done45;
    int multi_prefix44;
    bool done46;
    int multi_prefix45;
    bool done47;
    int multi_prefix46;
    bool done48;
    uint3 multi_prefix47;
    bool done49;
    uint3 multi_prefix48;
    bool done50;
    uint3 multi_prefix49;
    bool done51;
    uint3 multi_prefix50;
    bool done52;
    uint3 multi_prefix51;
    bool done53;
    uint3 multi_prefix52;
    bool done54;
    uint3 multi_prefix53;
    bool done55;
    uint3 multi_prefix54;
    bool done56;
    uint3 multi_prefix55;
    bool done57;
    uint3 multi_prefix56;
    bool done58;
    uint3 multi_prefix57;
    bool done59;
    uint3 multi_prefix58;
    bool done60;
    uint cond;
    uint4 multi_prefix59;
    bool done61;
    uint4 multi_prefix60;
    bool done62;
    uint4 multi_prefix61;
    bool done63;
    uint4 multi_prefix62;
    bool done64;
    uint4 multi_prefix63;
    bool done65;
    uint4 multi_prefix64;
    bool done66;
    uint4 multi_prefix65;
    bool done67;
    uint4 multi_prefix66;
    bool done68;
    uint4 multi_prefix67;
    bool done69;
    uint4 multi_prefix68;
    bool done70;
    uint4 multi_prefix69;
    bool done71;
    uint4 multi_prefix70;
    bool done72;
    uint2 multi_prefix71;
    bool done73;
    uint2 multi_prefix72;
    bool done74;
    uint2 multi_prefix73;
    bool done75;
    uint2 multi_prefix74;
    bool done76;
    uint2 multi_prefix75;
    bool done77;
    uint2 multi_prefix76;
    bool done78;
    uint2 multi_prefix77;
    bool done79;
    uint2 multi_prefix78;
    bool done80;
    uint2 multi_prefix79;
    bool done81;
    uint2 multi_prefix80;
    bool done82;
    uint2 multi_prefix81;
    bool done83;
    uint2 multi_prefix82;
    bool done84;
    uint multi_prefix83;
    bool done85;
    uint multi_prefix84;
    bool done86;
    uint multi_prefix85;
    bool done87;
    uint multi_prefix86;
    bool done88;
    uint multi_prefix87;
    bool done89;
    uint multi_prefix88;
    bool done90;
    uint multi_prefix89;
    bool done91;
    uint multi_prefix90;
    bool done92;
    uint multi_prefix91;
    bool done93;
    uint multi_prefix92;
    bool done94;
    uint multi_prefix93;
    bool done95;
    uint multi_prefix94;
    bool done96;
    float2 multi_prefix95;
    bool done97;
    float2 multi_prefix96;
    bool done98;
    float2 multi_prefix97;
    bool done99;
    float2 multi_prefix98;
    bool done100;
    float2 multi_prefix99;
    bool done101;
    float2 multi_prefix100;
    bool done102;
    float3 multi_prefix101;
    bool done103;
    float3 multi_prefix102;
    bool done104;
    float3 multi_prefix103;
    bool done105;
    float3 multi_prefix104;
    bool done106;
    float3 multi_prefix105;
    bool done107;
    float3 multi_prefix106;
    bool done108;
    float4 multi_prefix107;
    bool done109;
    float4 multi_prefix108;
    bool done110;
    float4 multi_prefix109;
    bool done111;
    float4 multi_prefix110;
    bool done112;
    float4 multi_prefix111;
    bool done113;
    float4 multi_prefix112;
    bool done114;
    float multi_prefix113;
    bool done115;
    float multi_prefix114;
    bool done116;
    float multi_prefix115;
    bool done117;
    float multi_prefix116;
    bool done118;
    float multi_prefix117;
    bool done119;
    float multi_prefix118;
    bool done120;
    uint4 wave_match1;
    bool done121;
    uint4 wave_match2;
    bool done122;
    uint4 wave_match3;
    bool done123;
    uint4 wave_match4;
    bool done124;
    uint4 wave_match5;
    bool done125;
    uint4 wave_match6;
    bool done126;
    uint4 wave_match7;
    bool done127;
    uint4 wave_match8;
    bool done128;
    uint4 wave_match9;
    bool done129;
    uint4 wave_match10;
    bool done130;
    uint4 wave_match11;
    bool done131;
    uint4 wave_match12;
    bool done132;
    uint4 wave_match13;
    bool done133;
    uint4 wave_match14;
    bool done134;
    uint4 wave_match15;
    bool done135;
    uint4 wave_match16;
    bool done136;
    uint4 wave_match17;
    bool done137;
    uint4 wave_match18;
    bool done138;
    uint4 wave_match19;
    bool done139;
    uint4 wave_match20;
    bool done140;
    uint4 wave_match22;
    bool done142;
    int2 multi_prefix121;
    bool done145;
    int2 multi_prefix124;
    bool done148;
    int2 multi_prefix126;
    bool done150;
    int2 multi_prefix128;
    bool done152;
    int2 multi_prefix130;
    bool done154;
    int4 multi_prefix133;
    bool done157;
    int4 multi_prefix136;
    bool done160;
    int4 multi_prefix138;
    bool done162;
    int4 multi_prefix140;
    bool done164;
    int4 multi_prefix142;
    bool done166;
    int3 multi_prefix145;
    bool done169;
    int3 multi_prefix148;
    bool done172;
    int3 multi_prefix150;
    bool done174;
    int3 multi_prefix152;
    bool done176;
    int3 multi_prefix154;
    bool done178;
    int multi_prefix156;
    bool done180;
    int multi_prefix158;
    bool done182;
    int multi_prefix160;
    bool done184;
    int multi_prefix163;
    bool done187;
    int multi_prefix166;
    bool done190;
    uint3 multi_prefix169;
    bool done193;
    uint3 multi_prefix172;
    bool done196;
    uint3 multi_prefix174;
    bool done198;
    uint3 multi_prefix176;
    bool done200;
    uint3 multi_prefix178;
    bool done202;
    uint4 multi_prefix181;
    bool done205;
    uint4 multi_prefix184;
    bool done208;
    uint4 multi_prefix186;
    bool done210;
    uint4 multi_prefix188;
    bool done212;
    uint4 multi_prefix190;
    bool done214;
    uint2 multi_prefix193;
    bool done217;
    uint2 multi_prefix196;
    bool done220;
    uint2 multi_prefix198;
    bool done222;
    uint2 multi_prefix200;
    bool done224;
    uint2 multi_prefix202;
    bool done226;
    uint multi_prefix205;
    bool done229;
    uint multi_prefix208;
    bool done232;
    uint multi_prefix210;
    bool done234;
    uint multi_prefix212;
    bool done236;
    uint multi_prefix214;
    bool done238;
    float2 multi_prefix217;
    bool done241;
    float2 multi_prefix220;
    bool done244;
    float3 multi_prefix223;
    bool done247;
    float3 multi_prefix226;
    bool done250;
    float4 multi_prefix229;
    bool done253;
    float4 multi_prefix232;
    bool done256;
    float multi_prefix235;
    bool done259;
    float multi_prefix238;
    bool done262;
    uint4 wave_match24;
    bool done264;
    uint4 wave_match26;
    bool done266;
    uint4 wave_match28;
    bool done268;
    uint4 wave_match30;
    bool done270;
    uint4 wave_match32;
    bool done272;
    uint4 wave_match34;
    bool done274;
    uint4 wave_match36;
    bool done276;
    uint4 wave_match38;
    bool done278;
    uint4 wave_match40;
    bool done280;
    uint4 wave_match42;
    bool done282;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 7u;
    const int _7 = int(_6);
    const int _8 = _7 - 3;
    const uint _12 = gl_GlobalInvocationID.x;
    const uint _13 = _12 % 5u;
    const uint _17 = gl_GlobalInvocationID.x;
    const uint _18 = _17 % 4u;
    const float _19 = float(_18);
    const int2 _23 = int2(_8, 1);
    const int _28 = -_8;
    const int4 _30 = int4(_8, _28, 2, _8);
    const uint3 _35 = uint3(_13, 2u, _13);
    const uint4 _40 = uint4(_13, _13, 1u, 3u);
    const float2 _44 = float2(_19, 0.5f);
    const float _49 = -_19;
    const float3 _50 = float3(_19, _49, 2.0f);
    wave_match = uint4(0u);
    done = false;
    for (;;)
    {
        {
            const uint4 wave_match21 = wave_match;
            const bool done141 = done;
            const bool _553 = !done141;
            if (_553)
            {
                const uint _554 = simd_broadcast_first(_13);
                const bool _555 = _13 == _554;
                const uint4 _556 = prism_ballot(_555);
                const uint4 _558 = _555 ? _556 : wave_match21;
                wave_match0 = _558;
                done0 = _555;
            }
            else
            {
                wave_match0 = wave_match21;
                done0 = done141;
            }
            wave_match22 = wave_match0;
            done142 = done0;
        }
        const bool _562 = simd_all(done142);
        wave_match = wave_match22;
        done = done142;
        if (_562) break;
    }
    const bool2 _63 = bool2(simd_all(_23.x == simd_broadcast_first(_23.x)), simd_all(_23.y == simd_broadcast_first(_23.y)));
    const bool _64 = bool(all(_63));
    if (_64)
    {
        const bool4 _67 = bool4(simd_all(_30.x == simd_broadcast_first(_30.x)), simd_all(_30.y == simd_broadcast_first(_30.y)), simd_all(_30.z == simd_broadcast_first(_30.z)), simd_all(_30.w == simd_broadcast_first(_30.w)));
        const bool _68 = bool(all(_67));
        and0 = _68;
    }
    else
    {
        and0 = _64;
    }
    const bool and5 = and0;
    if (and5)
    {
        const bool3 _73 = bool3(simd_all(_35.x == simd_broadcast_first(_35.x)), simd_all(_35.y == simd_broadcast_first(_35.y)), simd_all(_35.z == simd_broadcast_first(_35.z)));
        const bool _74 = bool(all(_73));
        and1 = _74;
    }
    else
    {
        and1 = and5;
    }
    const bool and6 = and1;
    if (and6)
    {
        const bool4 _79 = bool4(simd_all(_40.x == simd_broadcast_first(_40.x)), simd_all(_40.y == simd_broadcast_first(_40.y)), simd_all(_40.z == simd_broadcast_first(_40.z)), simd_all(_40.w == simd_broadcast_first(_40.w)));
        const bool _80 = bool(all(_79));
        and2 = _80;
    }
    else
    {
        and2 = and6;
    }
    const bool and7 = and2;
    if (and7)
    {
        const bool2 _85 = bool2(simd_all(_44.x == simd_broadcast_first(_44.x)), simd_all(_44.y == simd_broadcast_first(_44.y)));
        const bool _86 = bool(all(_85));
        and3 = _86;
    }
    else
    {
        and3 = and7;
    }
    const bool and8 = and3;
    if (and8)
    {
        const bool3 _91 = bool3(simd_all(_50.x == simd_broadcast_first(_50.x)), simd_all(_50.y == simd_broadcast_first(_50.y)), simd_all(_50.z == simd_broadcast_first(_50.z)));
        const bool _92 = bool(all(_91));
        and4 = _92;
    }
    else
    {
        and4 = and8;
    }
    const bool and9 = and4;
    const uint _97 = gl_GlobalInvocationID.x;
    const int2 _100 = int2(simd_sum(_23));
    const int2 _102 = int2(simd_product(_23));
    const int2 _103 = _100 + _102;
    const int2 _105 = int2(simd_min(_23));
    const int2 _106 = _103 + _105;
    const int2 _108 = int2(simd_max(_23));
    const int2 _109 = _106 + _108;
    const int2 _111 = int2(simd_prefix_exclusive_sum(_23));
    const int2 _112 = _109 + _111;
    const int2 _114 = int2(simd_prefix_exclusive_product(_23));
    const int2 _115 = _112 + _114;
    const int2 _117 = int2(simd_broadcast_first(_23));
    const int2 _118 = _115 + _117;
    const int2 _120 = int2(simd_shuffle(_23, 1u));
    const int2 _121 = _118 + _120;
    const int2 _123 = int2(simd_and(_23));
    const int2 _125 = int2(simd_or(_23));
    const int2 _126 = _123 | _125;
    const int2 _128 = int2(simd_xor(_23));
    const int2 _129 = _126 | _128;
    const int2 _130 = _121 + _129;
    const uint4 _565 = prism_ballot(true);
    const uint4 _566 = wave_match22 & _565;
    multi_prefix = int2(0);
    done1 = false;
    for (;;)
    {
        {
            const int2 multi_prefix119 = multi_prefix;
            const bool done143 = done1;
            const bool _570 = !done143;
            if (_570)
            {
                const uint4 _571 = uint4(simd_broadcast_first(_566));
                const bool4 _572 = _566 == _571;
                const bool _573 = bool(all(_572));
                if (_573)
                {
                    const int2 _574 = int2(simd_prefix_exclusive_sum(_23));
                    multi_prefix0 = _574;
                    done2 = true;
                }
                else
                {
                    multi_prefix0 = multi_prefix119;
                    done2 = done143;
                }
                const int2 multi_prefix120 = multi_prefix0;
                const bool done144 = done2;
                multi_prefix1 = multi_prefix120;
                done3 = done144;
            }
            else
            {
                multi_prefix1 = multi_prefix119;
                done3 = done143;
            }
            multi_prefix121 = multi_prefix1;
            done145 = done3;
        }
        const bool _578 = simd_all(done145);
        multi_prefix = multi_prefix121;
        done1 = done145;
        if (_578) break;
    }
    const uint4 _581 = prism_ballot(true);
    const uint4 _582 = wave_match22 & _581;
    multi_prefix2 = int2(0);
    done4 = false;
    for (;;)
    {
        {
            const int2 multi_prefix122 = multi_prefix2;
            const bool done146 = done4;
            const bool _586 = !done146;
            if (_586)
            {
                const uint4 _587 = uint4(simd_broadcast_first(_582));
                const bool4 _588 = _582 == _587;
                const bool _589 = bool(all(_588));
                if (_589)
                {
                    const int2 _590 = int2(simd_prefix_exclusive_product(_23));
                    multi_prefix3 = _590;
                    done5 = true;
                }
                else
                {
                    multi_prefix3 = multi_prefix122;
                    done5 = done146;
                }
                const int2 multi_prefix123 = multi_prefix3;
                const bool done147 = done5;
                multi_prefix4 = multi_prefix123;
                done6 = done147;
            }
            else
            {
                multi_prefix4 = multi_prefix122;
                done6 = done146;
            }
            multi_prefix124 = multi_prefix4;
            done148 = done6;
        }
        const bool _594 = simd_all(done148);
        multi_prefix2 = multi_prefix124;
        done4 = done148;
        if (_594) break;
    }
    const int2 _137 = multi_prefix121 + multi_prefix124;
    const int2 _138 = _130 + _137;
    multi_prefix5 = int2((-1), (-1));
    done7 = false;
    for (;;)
    {
        {
            const int2 multi_prefix125 = multi_prefix5;
            const bool done149 = done7;
            const bool _601 = !done149;
            if (_601)
            {
                const bool _602 = simd_is_first();
                const uint4 _603 = prism_ballot(_602);
                const int2 _604 = int2(simd_broadcast_first(_23));
                const uint4 _605 = _603 & wave_match22;
                const bool4 _606 = _605 != uint4(0u);
                const bool _607 = bool(any(_606));
                const bool _608 = !_602;
                const bool _609 = _607 && _608;
                const int2 _611 = multi_prefix125 & _604;
                const int2 _612 = _609 ? _611 : multi_prefix125;
                multi_prefix6 = _612;
                done8 = _602;
            }
            else
            {
                multi_prefix6 = multi_prefix125;
                done8 = done149;
            }
            multi_prefix126 = multi_prefix6;
            done150 = done8;
        }
        const bool _616 = simd_all(done150);
        multi_prefix5 = multi_prefix126;
        done7 = done150;
        if (_616) break;
    }
    multi_prefix7 = int2(0);
    done9 = false;
    for (;;)
    {
        {
            const int2 multi_prefix127 = multi_prefix7;
            const bool done151 = done9;
            const bool _623 = !done151;
            if (_623)
            {
                const bool _624 = simd_is_first();
                const uint4 _625 = prism_ballot(_624);
                const int2 _626 = int2(simd_broadcast_first(_23));
                const uint4 _627 = _625 & wave_match22;
                const bool4 _628 = _627 != uint4(0u);
                const bool _629 = bool(any(_628));
                const bool _630 = !_624;
                const bool _631 = _629 && _630;
                const int2 _633 = multi_prefix127 | _626;
                const int2 _634 = _631 ? _633 : multi_prefix127;
                multi_prefix8 = _634;
                done10 = _624;
            }
            else
            {
                multi_prefix8 = multi_prefix127;
                done10 = done151;
            }
            multi_prefix128 = multi_prefix8;
            done152 = done10;
        }
        const bool _638 = simd_all(done152);
        multi_prefix7 = multi_prefix128;
        done9 = done152;
        if (_638) break;
    }
    const int2 _145 = multi_prefix126 ^ multi_prefix128;
    multi_prefix9 = int2(0);
    done11 = false;
    for (;;)
    {
        {
            const int2 multi_prefix129 = multi_prefix9;
            const bool done153 = done11;
            const bool _645 = !done153;
            if (_645)
            {
                const bool _646 = simd_is_first();
                const uint4 _647 = prism_ballot(_646);
                const int2 _648 = int2(simd_broadcast_first(_23));
                const uint4 _649 = _647 & wave_match22;
                const bool4 _650 = _649 != uint4(0u);
                const bool _651 = bool(any(_650));
                const bool _652 = !_646;
                const bool _653 = _651 && _652;
                const int2 _655 = multi_prefix129 ^ _648;
                const int2 _656 = _653 ? _655 : multi_prefix129;
                multi_prefix10 = _656;
                done12 = _646;
            }
            else
            {
                multi_prefix10 = multi_prefix129;
                done12 = done153;
            }
            multi_prefix130 = multi_prefix10;
            done154 = done12;
        }
        const bool _660 = simd_all(done154);
        multi_prefix9 = multi_prefix130;
        done11 = done154;
        if (_660) break;
    }
    const int2 _149 = _145 ^ multi_prefix130;
    const int2 _150 = _138 + _149;
    const int4 _151 = int4(_150, 0, 0);
    const int4 _153 = int4(simd_sum(_30));
    const int4 _155 = int4(simd_product(_30));
    const int4 _156 = _153 + _155;
    const int4 _158 = int4(simd_min(_30));
    const int4 _159 = _156 + _158;
    const int4 _161 = int4(simd_max(_30));
    const int4 _162 = _159 + _161;
    const int4 _164 = int4(simd_prefix_exclusive_sum(_30));
    const int4 _165 = _162 + _164;
    const int4 _167 = int4(simd_prefix_exclusive_product(_30));
    const int4 _168 = _165 + _167;
    const int4 _170 = int4(simd_broadcast_first(_30));
    const int4 _171 = _168 + _170;
    const int4 _173 = int4(simd_shuffle(_30, 1u));
    const int4 _174 = _171 + _173;
    const int4 _175 = _151 + _174;
    const int4 _177 = int4(simd_and(_30));
    const int4 _179 = int4(simd_or(_30));
    const int4 _180 = _177 | _179;
    const int4 _182 = int4(simd_xor(_30));
    const int4 _183 = _180 | _182;
    const int4 _184 = _175 + _183;
    const uint4 _663 = prism_ballot(true);
    const uint4 _664 = wave_match22 & _663;
    multi_prefix11 = int4(0);
    done13 = false;
    for (;;)
    {
        {
            const int4 multi_prefix131 = multi_prefix11;
            const bool done155 = done13;
            const bool _668 = !done155;
            if (_668)
            {
                const uint4 _669 = uint4(simd_broadcast_first(_664));
                const bool4 _670 = _664 == _669;
                const bool _671 = bool(all(_670));
                if (_671)
                {
                    const int4 _672 = int4(simd_prefix_exclusive_sum(_30));
                    multi_prefix12 = _672;
                    done14 = true;
                }
                else
                {
                    multi_prefix12 = multi_prefix131;
                    done14 = done155;
                }
                const int4 multi_prefix132 = multi_prefix12;
                const bool done156 = done14;
                multi_prefix13 = multi_prefix132;
                done15 = done156;
            }
            else
            {
                multi_prefix13 = multi_prefix131;
                done15 = done155;
            }
            multi_prefix133 = multi_prefix13;
            done157 = done15;
        }
        const bool _676 = simd_all(done157);
        multi_prefix11 = multi_prefix133;
        done13 = done157;
        if (_676) break;
    }
    const uint4 _679 = prism_ballot(true);
    const uint4 _680 = wave_match22 & _679;
    multi_prefix14 = int4(0);
    done16 = false;
    for (;;)
    {
        {
            const int4 multi_prefix134 = multi_prefix14;
            const bool done158 = done16;
            const bool _684 = !done158;
            if (_684)
            {
                const uint4 _685 = uint4(simd_broadcast_first(_680));
                const bool4 _686 = _680 == _685;
                const bool _687 = bool(all(_686));
                if (_687)
                {
                    const int4 _688 = int4(simd_prefix_exclusive_product(_30));
                    multi_prefix15 = _688;
                    done17 = true;
                }
                else
                {
                    multi_prefix15 = multi_prefix134;
                    done17 = done158;
                }
                const int4 multi_prefix135 = multi_prefix15;
                const bool done159 = done17;
                multi_prefix16 = multi_prefix135;
                done18 = done159;
            }
            else
            {
                multi_prefix16 = multi_prefix134;
                done18 = done158;
            }
            multi_prefix136 = multi_prefix16;
            done160 = done18;
        }
        const bool _692 = simd_all(done160);
        multi_prefix14 = multi_prefix136;
        done16 = done160;
        if (_692) break;
    }
    const int4 _191 = multi_prefix133 + multi_prefix136;
    const int4 _192 = _184 + _191;
    multi_prefix17 = int4((-1), (-1), (-1), (-1));
    done19 = false;
    for (;;)
    {
        {
            const int4 multi_prefix137 = multi_prefix17;
            const bool done161 = done19;
            const bool _699 = !done161;
            if (_699)
            {
                const bool _700 = simd_is_first();
                const uint4 _701 = prism_ballot(_700);
                const int4 _702 = int4(simd_broadcast_first(_30));
                const uint4 _703 = _701 & wave_match22;
                const bool4 _704 = _703 != uint4(0u);
                const bool _705 = bool(any(_704));
                const bool _706 = !_700;
                const bool _707 = _705 && _706;
                const int4 _709 = multi_prefix137 & _702;
                const int4 _710 = _707 ? _709 : multi_prefix137;
                multi_prefix18 = _710;
                done20 = _700;
            }
            else
            {
                multi_prefix18 = multi_prefix137;
                done20 = done161;
            }
            multi_prefix138 = multi_prefix18;
            done162 = done20;
        }
        const bool _714 = simd_all(done162);
        multi_prefix17 = multi_prefix138;
        done19 = done162;
        if (_714) break;
    }
    multi_prefix19 = int4(0);
    done21 = false;
    for (;;)
    {
        {
            const int4 multi_prefix139 = multi_prefix19;
            const bool done163 = done21;
            const bool _721 = !done163;
            if (_721)
            {
                const bool _722 = simd_is_first();
                const uint4 _723 = prism_ballot(_722);
                const int4 _724 = int4(simd_broadcast_first(_30));
                const uint4 _725 = _723 & wave_match22;
                const bool4 _726 = _725 != uint4(0u);
                const bool _727 = bool(any(_726));
                const bool _728 = !_722;
                const bool _729 = _727 && _728;
                const int4 _731 = multi_prefix139 | _724;
                const int4 _732 = _729 ? _731 : multi_prefix139;
                multi_prefix20 = _732;
                done22 = _722;
            }
            else
            {
                multi_prefix20 = multi_prefix139;
                done22 = done163;
            }
            multi_prefix140 = multi_prefix20;
            done164 = done22;
        }
        const bool _736 = simd_all(done164);
        multi_prefix19 = multi_prefix140;
        done21 = done164;
        if (_736) break;
    }
    const int4 _199 = multi_prefix138 ^ multi_prefix140;
    multi_prefix21 = int4(0);
    done23 = false;
    for (;;)
    {
        {
            const int4 multi_prefix141 = multi_prefix21;
            const bool done165 = done23;
            const bool _743 = !done165;
            if (_743)
            {
                const bool _744 = simd_is_first();
                const uint4 _745 = prism_ballot(_744);
                const int4 _746 = int4(simd_broadcast_first(_30));
                const uint4 _747 = _745 & wave_match22;
                const bool4 _748 = _747 != uint4(0u);
                const bool _749 = bool(any(_748));
                const bool _750 = !_744;
                const bool _751 = _749 && _750;
                const int4 _753 = multi_prefix141 ^ _746;
                const int4 _754 = _751 ? _753 : multi_prefix141;
                multi_prefix22 = _754;
                done24 = _744;
            }
            else
            {
                multi_prefix22 = multi_prefix141;
                done24 = done165;
            }
            multi_prefix142 = multi_prefix22;
            done166 = done24;
        }
        const bool _758 = simd_all(done166);
        multi_prefix21 = multi_prefix142;
        done23 = done166;
        if (_758) break;
    }
    const int4 _203 = _199 ^ multi_prefix142;
    const int4 _204 = _192 + _203;
    const int3 _206 = int3(_8, 1, 2);
    const uint4 _761 = prism_ballot(true);
    const uint4 _762 = wave_match22 & _761;
    multi_prefix23 = int3(0);
    done25 = false;
    for (;;)
    {
        {
            const int3 multi_prefix143 = multi_prefix23;
            const bool done167 = done25;
            const bool _766 = !done167;
            if (_766)
            {
                const uint4 _767 = uint4(simd_broadcast_first(_762));
                const bool4 _768 = _762 == _767;
                const bool _769 = bool(all(_768));
                if (_769)
                {
                    const int3 _770 = int3(simd_prefix_exclusive_sum(_206));
                    multi_prefix24 = _770;
                    done26 = true;
                }
                else
                {
                    multi_prefix24 = multi_prefix143;
                    done26 = done167;
                }
                const int3 multi_prefix144 = multi_prefix24;
                const bool done168 = done26;
                multi_prefix25 = multi_prefix144;
                done27 = done168;
            }
            else
            {
                multi_prefix25 = multi_prefix143;
                done27 = done167;
            }
            multi_prefix145 = multi_prefix25;
            done169 = done27;
        }
        const bool _774 = simd_all(done169);
        multi_prefix23 = multi_prefix145;
        done25 = done169;
        if (_774) break;
    }
    const int3 _210 = int3(_8, 1, 2);
    const uint4 _777 = prism_ballot(true);
    const uint4 _778 = wave_match22 & _777;
    multi_prefix26 = int3(0);
    done28 = false;
    for (;;)
    {
        {
            const int3 multi_prefix146 = multi_prefix26;
            const bool done170 = done28;
            const bool _782 = !done170;
            if (_782)
            {
                const uint4 _783 = uint4(simd_broadcast_first(_778));
                const bool4 _784 = _778 == _783;
                const bool _785 = bool(all(_784));
                if (_785)
                {
                    const int3 _786 = int3(simd_prefix_exclusive_product(_210));
                    multi_prefix27 = _786;
                    done29 = true;
                }
                else
                {
                    multi_prefix27 = multi_prefix146;
                    done29 = done170;
                }
                const int3 multi_prefix147 = multi_prefix27;
                const bool done171 = done29;
                multi_prefix28 = multi_prefix147;
                done30 = done171;
            }
            else
            {
                multi_prefix28 = multi_prefix146;
                done30 = done170;
            }
            multi_prefix148 = multi_prefix28;
            done172 = done30;
        }
        const bool _790 = simd_all(done172);
        multi_prefix26 = multi_prefix148;
        done28 = done172;
        if (_790) break;
    }
    const int3 _213 = multi_prefix145 + multi_prefix148;
    const int3 _216 = int3(_8, _8, 2);
    multi_prefix29 = int3((-1), (-1), (-1));
    done31 = false;
    for (;;)
    {
        {
            const int3 multi_prefix149 = multi_prefix29;
            const bool done173 = done31;
            const bool _797 = !done173;
            if (_797)
            {
                const bool _798 = simd_is_first();
                const uint4 _799 = prism_ballot(_798);
                const int3 _800 = int3(simd_broadcast_first(_216));
                const uint4 _801 = _799 & wave_match22;
                const bool4 _802 = _801 != uint4(0u);
                const bool _803 = bool(any(_802));
                const bool _804 = !_798;
                const bool _805 = _803 && _804;
                const int3 _807 = multi_prefix149 & _800;
                const int3 _808 = _805 ? _807 : multi_prefix149;
                multi_prefix30 = _808;
                done32 = _798;
            }
            else
            {
                multi_prefix30 = multi_prefix149;
                done32 = done173;
            }
            multi_prefix150 = multi_prefix30;
            done174 = done32;
        }
        const bool _812 = simd_all(done174);
        multi_prefix29 = multi_prefix150;
        done31 = done174;
        if (_812) break;
    }
    const int3 _221 = int3(_8, _8, 2);
    multi_prefix31 = int3(0);
    done33 = false;
    for (;;)
    {
        {
            const int3 multi_prefix151 = multi_prefix31;
            const bool done175 = done33;
            const bool _819 = !done175;
            if (_819)
            {
                const bool _820 = simd_is_first();
                const uint4 _821 = prism_ballot(_820);
                const int3 _822 = int3(simd_broadcast_first(_221));
                const uint4 _823 = _821 & wave_match22;
                const bool4 _824 = _823 != uint4(0u);
                const bool _825 = bool(any(_824));
                const bool _826 = !_820;
                const bool _827 = _825 && _826;
                const int3 _829 = multi_prefix151 | _822;
                const int3 _830 = _827 ? _829 : multi_prefix151;
                multi_prefix32 = _830;
                done34 = _820;
            }
            else
            {
                multi_prefix32 = multi_prefix151;
                done34 = done175;
            }
            multi_prefix152 = multi_prefix32;
            done176 = done34;
        }
        const bool _834 = simd_all(done176);
        multi_prefix31 = multi_prefix152;
        done33 = done176;
        if (_834) break;
    }
    const int3 _224 = multi_prefix150 ^ multi_prefix152;
    const int3 _227 = int3(_8, _8, 2);
    multi_prefix33 = int3(0);
    done35 = false;
    for (;;)
    {
        {
            const int3 multi_prefix153 = multi_prefix33;
            const bool done177 = done35;
            const bool _841 = !done177;
            if (_841)
            {
                const bool _842 = simd_is_first();
                const uint4 _843 = prism_ballot(_842);
                const int3 _844 = int3(simd_broadcast_first(_227));
                const uint4 _845 = _843 & wave_match22;
                const bool4 _846 = _845 != uint4(0u);
                const bool _847 = bool(any(_846));
                const bool _848 = !_842;
                const bool _849 = _847 && _848;
                const int3 _851 = multi_prefix153 ^ _844;
                const int3 _852 = _849 ? _851 : multi_prefix153;
                multi_prefix34 = _852;
                done36 = _842;
            }
            else
            {
                multi_prefix34 = multi_prefix153;
                done36 = done177;
            }
            multi_prefix154 = multi_prefix34;
            done178 = done36;
        }
        const bool _856 = simd_all(done178);
        multi_prefix33 = multi_prefix154;
        done35 = done178;
        if (_856) break;
    }
    const int3 _230 = _224 ^ multi_prefix154;
    const int3 _231 = _213 + _230;
    const int4 _232 = int4(_231, 0);
    const int4 _233 = _204 + _232;
    multi_prefix35 = (-1);
    done37 = false;
    for (;;)
    {
        {
            const int multi_prefix155 = multi_prefix35;
            const bool done179 = done37;
            const bool _863 = !done179;
            if (_863)
            {
                const bool _864 = simd_is_first();
                const uint4 _865 = prism_ballot(_864);
                const int _866 = simd_broadcast_first(_8);
                const uint4 _867 = _865 & wave_match22;
                const bool4 _868 = _867 != uint4(0u);
                const bool _869 = bool(any(_868));
                const bool _870 = !_864;
                const bool _871 = _869 && _870;
                const int _873 = multi_prefix155 & _866;
                const int _874 = _871 ? _873 : multi_prefix155;
                multi_prefix36 = _874;
                done38 = _864;
            }
            else
            {
                multi_prefix36 = multi_prefix155;
                done38 = done179;
            }
            multi_prefix156 = multi_prefix36;
            done180 = done38;
        }
        const bool _878 = simd_all(done180);
        multi_prefix35 = multi_prefix156;
        done37 = done180;
        if (_878) break;
    }
    multi_prefix37 = 0;
    done39 = false;
    for (;;)
    {
        {
            const int multi_prefix157 = multi_prefix37;
            const bool done181 = done39;
            const bool _885 = !done181;
            if (_885)
            {
                const bool _886 = simd_is_first();
                const uint4 _887 = prism_ballot(_886);
                const int _888 = simd_broadcast_first(_8);
                const uint4 _889 = _887 & wave_match22;
                const bool4 _890 = _889 != uint4(0u);
                const bool _891 = bool(any(_890));
                const bool _892 = !_886;
                const bool _893 = _891 && _892;
                const int _895 = multi_prefix157 | _888;
                const int _896 = _893 ? _895 : multi_prefix157;
                multi_prefix38 = _896;
                done40 = _886;
            }
            else
            {
                multi_prefix38 = multi_prefix157;
                done40 = done181;
            }
            multi_prefix158 = multi_prefix38;
            done182 = done40;
        }
        const bool _900 = simd_all(done182);
        multi_prefix37 = multi_prefix158;
        done39 = done182;
        if (_900) break;
    }
    const int _240 = multi_prefix156 ^ multi_prefix158;
    multi_prefix39 = 0;
    done41 = false;
    for (;;)
    {
        {
            const int multi_prefix159 = multi_prefix39;
            const bool done183 = done41;
            const bool _907 = !done183;
            if (_907)
            {
                const bool _908 = simd_is_first();
                const uint4 _909 = prism_ballot(_908);
                const int _910 = simd_broadcast_first(_8);
                const uint4 _911 = _909 & wave_match22;
                const bool4 _912 = _911 != uint4(0u);
                const bool _913 = bool(any(_912));
                const bool _914 = !_908;
                const bool _915 = _913 && _914;
                const int _917 = multi_prefix159 ^ _910;
                const int _918 = _915 ? _917 : multi_prefix159;
                multi_prefix40 = _918;
                done42 = _908;
            }
            else
            {
                multi_prefix40 = multi_prefix159;
                done42 = done183;
            }
            multi_prefix160 = multi_prefix40;
            done184 = done42;
        }
        const bool _922 = simd_all(done184);
        multi_prefix39 = multi_prefix160;
        done41 = done184;
        if (_922) break;
    }
    const int _244 = _240 ^ multi_prefix160;
    const int4 _245 = int4(_244);
    const int4 _246 = _233 + _245;
    const uint4 _925 = prism_ballot(true);
    const uint4 _926 = wave_match22 & _925;
    multi_prefix41 = 0;
    done43 = false;
    for (;;)
    {
        {
            const int multi_prefix161 = multi_prefix41;
            const bool done185 = done43;
            const bool _930 = !done185;
            if (_930)
            {
                const uint4 _931 = uint4(simd_broadcast_first(_926));
                const bool4 _932 = _926 == _931;
                const bool _933 = bool(all(_932));
                if (_933)
                {
                    const int _934 = simd_prefix_exclusive_sum(_8);
                    multi_prefix42 = _934;
                    done44 = true;
                }
                else
                {
                    multi_prefix42 = multi_prefix161;
                    done44 = done185;
                }
                const int multi_prefix162 = multi_prefix42;
                const bool done186 = done44;
                multi_prefix43 = multi_prefix162;
                done45 = done186;
            }
            else
            {
                multi_prefix43 = multi_prefix161;
                done45 = done185;
            }
            multi_prefix163 = multi_prefix43;
            done187 = done45;
        }
        const bool _938 = simd_all(done187);
        multi_prefix41 = multi_prefix163;
        done43 = done187;
        if (_938) break;
    }
    const uint4 _941 = prism_ballot(true);
    const uint4 _942 = wave_match22 & _941;
    multi_prefix44 = 0;
    done46 = false;
    for (;;)
    {
        {
            const int multi_prefix164 = multi_prefix44;
            const bool done188 = done46;
            const bool _946 = !done188;
            if (_946)
            {
                const uint4 _947 = uint4(simd_broadcast_first(_942));
                const bool4 _948 = _942 == _947;
                const bool _949 = bool(all(_948));
                if (_949)
                {
                    const int _950 = simd_prefix_exclusive_product(_8);
                    multi_prefix45 = _950;
                    done47 = true;
                }
                else
                {
                    multi_prefix45 = multi_prefix164;
                    done47 = done188;
                }
                const int multi_prefix165 = multi_prefix45;
                const bool done189 = done47;
                multi_prefix46 = multi_prefix165;
                done48 = done189;
            }
            else
            {
                multi_prefix46 = multi_prefix164;
                done48 = done188;
            }
            multi_prefix166 = multi_prefix46;
            done190 = done48;
        }
        const bool _954 = simd_all(done190);
        multi_prefix44 = multi_prefix166;
        done46 = done190;
        if (_954) break;
    }
    const int _253 = multi_prefix163 + multi_prefix166;
    const int4 _254 = int4(_253);
    const int4 _255 = _246 + _254;
    OutI[_97] = _255;
    const uint _258 = gl_GlobalInvocationID.x;
    const uint3 _261 = uint3(simd_sum(_35));
    const uint3 _263 = uint3(simd_product(_35));
    const uint3 _264 = _261 + _263;
    const uint3 _266 = uint3(simd_min(_35));
    const uint3 _267 = _264 + _266;
    const uint3 _269 = uint3(simd_max(_35));
    const uint3 _270 = _267 + _269;
    const uint3 _272 = uint3(simd_prefix_exclusive_sum(_35));
    const uint3 _273 = _270 + _272;
    const uint3 _275 = uint3(simd_prefix_exclusive_product(_35));
    const uint3 _276 = _273 + _275;
    const uint3 _278 = uint3(simd_broadcast_first(_35));
    const uint3 _279 = _276 + _278;
    const uint3 _281 = uint3(simd_shuffle(_35, 1u));
    const uint3 _282 = _279 + _281;
    const uint3 _284 = uint3(simd_and(_35));
    const uint3 _286 = uint3(simd_or(_35));
    const uint3 _287 = _284 | _286;
    const uint3 _289 = uint3(simd_xor(_35));
    const uint3 _290 = _287 | _289;
    const uint3 _291 = _282 + _290;
    const uint4 _957 = prism_ballot(true);
    const uint4 _958 = wave_match22 & _957;
    multi_prefix47 = uint3(0u);
    done49 = false;
    for (;;)
    {
        {
            const uint3 multi_prefix167 = multi_prefix47;
            const bool done191 = done49;
            const bool _962 = !done191;
            if (_962)
            {
                const uint4 _963 = uint4(simd_broadcast_first(_958));
                const bool4 _964 = _958 == _963;
                const bool _965 = bool(all(_964));
                if (_965)
                {
                    const uint3 _966 = uint3(simd_prefix_exclusive_sum(_35));
                    multi_prefix48 = _966;
                    done50 = true;
                }
                else
                {
                    multi_prefix48 = multi_prefix167;
                    done50 = done191;
                }
                const uint3 multi_prefix168 = multi_prefix48;
                const bool done192 = done50;
                multi_prefix49 = multi_prefix168;
                done51 = done192;
            }
            else
            {
                multi_prefix49 = multi_prefix167;
                done51 = done191;
            }
            multi_prefix169 = multi_prefix49;
            done193 = done51;
        }
        const bool _970 = simd_all(done193);
        multi_prefix47 = multi_prefix169;
        done49 = done193;
        if (_970) break;
    }
    const uint4 _973 = prism_ballot(true);
    const uint4 _974 = wave_match22 & _973;
    multi_prefix50 = uint3(0u);
    done52 = false;
    for (;;)
    {
        {
            const uint3 multi_prefix170 = multi_prefix50;
            const bool done194 = done52;
            const bool _978 = !done194;
            if (_978)
            {
                const uint4 _979 = uint4(simd_broadcast_first(_974));
                const bool4 _980 = _974 == _979;
                const bool _981 = bool(all(_980));
                if (_981)
                {
                    const uint3 _982 = uint3(simd_prefix_exclusive_product(_35));
                    multi_prefix51 = _982;
                    done53 = true;
                }
                else
                {
                    multi_prefix51 = multi_prefix170;
                    done53 = done194;
                }
                const uint3 multi_prefix171 = multi_prefix51;
                const bool done195 = done53;
                multi_prefix52 = multi_prefix171;
                done54 = done195;
            }
            else
            {
                multi_prefix52 = multi_prefix170;
                done54 = done194;
            }
            multi_prefix172 = multi_prefix52;
            done196 = done54;
        }
        const bool _986 = simd_all(done196);
        multi_prefix50 = multi_prefix172;
        done52 = done196;
        if (_986) break;
    }
    const uint3 _298 = multi_prefix169 + multi_prefix172;
    const uint3 _299 = _291 + _298;
    multi_prefix53 = uint3(4294967295u, 4294967295u, 4294967295u);
    done55 = false;
    for (;;)
    {
        {
            const uint3 multi_prefix173 = multi_prefix53;
            const bool done197 = done55;
            const bool _993 = !done197;
            if (_993)
            {
                const bool _994 = simd_is_first();
                const uint4 _995 = prism_ballot(_994);
                const uint3 _996 = uint3(simd_broadcast_first(_35));
                const uint4 _997 = _995 & wave_match22;
                const bool4 _998 = _997 != uint4(0u);
                const bool _999 = bool(any(_998));
                const bool _1000 = !_994;
                const bool _1001 = _999 && _1000;
                const uint3 _1003 = multi_prefix173 & _996;
                const uint3 _1004 = _1001 ? _1003 : multi_prefix173;
                multi_prefix54 = _1004;
                done56 = _994;
            }
            else
            {
                multi_prefix54 = multi_prefix173;
                done56 = done197;
            }
            multi_prefix174 = multi_prefix54;
            done198 = done56;
        }
        const bool _1008 = simd_all(done198);
        multi_prefix53 = multi_prefix174;
        done55 = done198;
        if (_1008) break;
    }
    multi_prefix55 = uint3(0u);
    done57 = false;
    for (;;)
    {
        {
            const uint3 multi_prefix175 = multi_prefix55;
            const bool done199 = done57;
            const bool _1015 = !done199;
            if (_1015)
            {
                const bool _1016 = simd_is_first();
                const uint4 _1017 = prism_ballot(_1016);
                const uint3 _1018 = uint3(simd_broadcast_first(_35));
                const uint4 _1019 = _1017 & wave_match22;
                const bool4 _1020 = _1019 != uint4(0u);
                const bool _1021 = bool(any(_1020));
                const bool _1022 = !_1016;
                const bool _1023 = _1021 && _1022;
                const uint3 _1025 = multi_prefix175 | _1018;
                const uint3 _1026 = _1023 ? _1025 : multi_prefix175;
                multi_prefix56 = _1026;
                done58 = _1016;
            }
            else
            {
                multi_prefix56 = multi_prefix175;
                done58 = done199;
            }
            multi_prefix176 = multi_prefix56;
            done200 = done58;
        }
        const bool _1030 = simd_all(done200);
        multi_prefix55 = multi_prefix176;
        done57 = done200;
        if (_1030) break;
    }
    const uint3 _306 = multi_prefix174 ^ multi_prefix176;
    multi_prefix57 = uint3(0u);
    done59 = false;
    for (;;)
    {
        {
            const uint3 multi_prefix177 = multi_prefix57;
            const bool done201 = done59;
            const bool _1037 = !done201;
            if (_1037)
            {
                const bool _1038 = simd_is_first();
                const uint4 _1039 = prism_ballot(_1038);
                const uint3 _1040 = uint3(simd_broadcast_first(_35));
                const uint4 _1041 = _1039 & wave_match22;
                const bool4 _1042 = _1041 != uint4(0u);
                const bool _1043 = bool(any(_1042));
                const bool _1044 = !_1038;
                const bool _1045 = _1043 && _1044;
                const uint3 _1047 = multi_prefix177 ^ _1040;
                const uint3 _1048 = _1045 ? _1047 : multi_prefix177;
                multi_prefix58 = _1048;
                done60 = _1038;
            }
            else
            {
                multi_prefix58 = multi_prefix177;
                done60 = done201;
            }
            multi_prefix178 = multi_prefix58;
            done202 = done60;
        }
        const bool _1052 = simd_all(done202);
        multi_prefix57 = multi_prefix178;
        done59 = done202;
        if (_1052) break;
    }
    const uint3 _310 = _306 ^ multi_prefix178;
    const uint3 _311 = _299 + _310;
    if (and9)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond0 = cond;
    const uint4 _317 = uint4(_311, cond0);
    const uint4 _319 = uint4(simd_sum(_40));
    const uint4 _321 = uint4(simd_product(_40));
    const uint4 _322 = _319 + _321;
    const uint4 _324 = uint4(simd_min(_40));
    const uint4 _325 = _322 + _324;
    const uint4 _327 = uint4(simd_max(_40));
    const uint4 _328 = _325 + _327;
    const uint4 _330 = uint4(simd_prefix_exclusive_sum(_40));
    const uint4 _331 = _328 + _330;
    const uint4 _333 = uint4(simd_prefix_exclusive_product(_40));
    const uint4 _334 = _331 + _333;
    const uint4 _336 = uint4(simd_broadcast_first(_40));
    const uint4 _337 = _334 + _336;
    const uint4 _339 = uint4(simd_shuffle(_40, 1u));
    const uint4 _340 = _337 + _339;
    const uint4 _341 = _317 + _340;
    const uint4 _343 = uint4(simd_and(_40));
    const uint4 _345 = uint4(simd_or(_40));
    const uint4 _346 = _343 | _345;
    const uint4 _348 = uint4(simd_xor(_40));
    const uint4 _349 = _346 | _348;
    const uint4 _350 = _341 + _349;
    const uint4 _1055 = prism_ballot(true);
    const uint4 _1056 = wave_match22 & _1055;
    multi_prefix59 = uint4(0u);
    done61 = false;
    for (;;)
    {
        {
            const uint4 multi_prefix179 = multi_prefix59;
            const bool done203 = done61;
            const bool _1060 = !done203;
            if (_1060)
            {
                const uint4 _1061 = uint4(simd_broadcast_first(_1056));
                const bool4 _1062 = _1056 == _1061;
                const bool _1063 = bool(all(_1062));
                if (_1063)
                {
                    const uint4 _1064 = uint4(simd_prefix_exclusive_sum(_40));
                    multi_prefix60 = _1064;
                    done62 = true;
                }
                else
                {
                    multi_prefix60 = multi_prefix179;
                    done62 = done203;
                }
                const uint4 multi_prefix180 = multi_prefix60;
                const bool done204 = done62;
                multi_prefix61 = multi_prefix180;
                done63 = done204;
            }
            else
            {
                multi_prefix61 = multi_prefix179;
                done63 = done203;
            }
            multi_prefix181 = multi_prefix61;
            done205 = done63;
        }
        const bool _1068 = simd_all(done205);
        multi_prefix59 = multi_prefix181;
        done61 = done205;
        if (_1068) break;
    }
    const uint4 _1071 = prism_ballot(true);
    const uint4 _1072 = wave_match22 & _1071;
    multi_prefix62 = uint4(0u);
    done64 = false;
    for (;;)
    {
        {
            const uint4 multi_prefix182 = multi_prefix62;
            const bool done206 = done64;
            const bool _1076 = !done206;
            if (_1076)
            {
                const uint4 _1077 = uint4(simd_broadcast_first(_1072));
                const bool4 _1078 = _1072 == _1077;
                const bool _1079 = bool(all(_1078));
                if (_1079)
                {
                    const uint4 _1080 = uint4(simd_prefix_exclusive_product(_40));
                    multi_prefix63 = _1080;
                    done65 = true;
                }
                else
                {
                    multi_prefix63 = multi_prefix182;
                    done65 = done206;
                }
                const uint4 multi_prefix183 = multi_prefix63;
                const bool done207 = done65;
                multi_prefix64 = multi_prefix183;
                done66 = done207;
            }
            else
            {
                multi_prefix64 = multi_prefix182;
                done66 = done206;
            }
            multi_prefix184 = multi_prefix64;
            done208 = done66;
        }
        const bool _1084 = simd_all(done208);
        multi_prefix62 = multi_prefix184;
        done64 = done208;
        if (_1084) break;
    }
    const uint4 _357 = multi_prefix181 + multi_prefix184;
    const uint4 _358 = _350 + _357;
    multi_prefix65 = uint4(4294967295u, 4294967295u, 4294967295u, 4294967295u);
    done67 = false;
    for (;;)
    {
        {
            const uint4 multi_prefix185 = multi_prefix65;
            const bool done209 = done67;
            const bool _1091 = !done209;
            if (_1091)
            {
                const bool _1092 = simd_is_first();
                const uint4 _1093 = prism_ballot(_1092);
                const uint4 _1094 = uint4(simd_broadcast_first(_40));
                const uint4 _1095 = _1093 & wave_match22;
                const bool4 _1096 = _1095 != uint4(0u);
                const bool _1097 = bool(any(_1096));
                const bool _1098 = !_1092;
                const bool _1099 = _1097 && _1098;
                const uint4 _1101 = multi_prefix185 & _1094;
                const uint4 _1102 = _1099 ? _1101 : multi_prefix185;
                multi_prefix66 = _1102;
                done68 = _1092;
            }
            else
            {
                multi_prefix66 = multi_prefix185;
                done68 = done209;
            }
            multi_prefix186 = multi_prefix66;
            done210 = done68;
        }
        const bool _1106 = simd_all(done210);
        multi_prefix65 = multi_prefix186;
        done67 = done210;
        if (_1106) break;
    }
    multi_prefix67 = uint4(0u);
    done69 = false;
    for (;;)
    {
        {
            const uint4 multi_prefix187 = multi_prefix67;
            const bool done211 = done69;
            const bool _1113 = !done211;
            if (_1113)
            {
                const bool _1114 = simd_is_first();
                const uint4 _1115 = prism_ballot(_1114);
                const uint4 _1116 = uint4(simd_broadcast_first(_40));
                const uint4 _1117 = _1115 & wave_match22;
                const bool4 _1118 = _1117 != uint4(0u);
                const bool _1119 = bool(any(_1118));
                const bool _1120 = !_1114;
                const bool _1121 = _1119 && _1120;
                const uint4 _1123 = multi_prefix187 | _1116;
                const uint4 _1124 = _1121 ? _1123 : multi_prefix187;
                multi_prefix68 = _1124;
                done70 = _1114;
            }
            else
            {
                multi_prefix68 = multi_prefix187;
                done70 = done211;
            }
            multi_prefix188 = multi_prefix68;
            done212 = done70;
        }
        const bool _1128 = simd_all(done212);
        multi_prefix67 = multi_prefix188;
        done69 = done212;
        if (_1128) break;
    }
    const uint4 _365 = multi_prefix186 ^ multi_prefix188;
    multi_prefix69 = uint4(0u);
    done71 = false;
    for (;;)
    {
        {
            const uint4 multi_prefix189 = multi_prefix69;
            const bool done213 = done71;
            const bool _1135 = !done213;
            if (_1135)
            {
                const bool _1136 = simd_is_first();
                const uint4 _1137 = prism_ballot(_1136);
                const uint4 _1138 = uint4(simd_broadcast_first(_40));
                const uint4 _1139 = _1137 & wave_match22;
                const bool4 _1140 = _1139 != uint4(0u);
                const bool _1141 = bool(any(_1140));
                const bool _1142 = !_1136;
                const bool _1143 = _1141 && _1142;
                const uint4 _1145 = multi_prefix189 ^ _1138;
                const uint4 _1146 = _1143 ? _1145 : multi_prefix189;
                multi_prefix70 = _1146;
                done72 = _1136;
            }
            else
            {
                multi_prefix70 = multi_prefix189;
                done72 = done213;
            }
            multi_prefix190 = multi_prefix70;
            done214 = done72;
        }
        const bool _1150 = simd_all(done214);
        multi_prefix69 = multi_prefix190;
        done71 = done214;
        if (_1150) break;
    }
    const uint4 _369 = _365 ^ multi_prefix190;
    const uint4 _370 = _358 + _369;
    const uint2 _372 = uint2(_13, 1u);
    const uint4 _1153 = prism_ballot(true);
    const uint4 _1154 = wave_match22 & _1153;
    multi_prefix71 = uint2(0u);
    done73 = false;
    for (;;)
    {
        {
            const uint2 multi_prefix191 = multi_prefix71;
            const bool done215 = done73;
            const bool _1158 = !done215;
            if (_1158)
            {
                const uint4 _1159 = uint4(simd_broadcast_first(_1154));
                const bool4 _1160 = _1154 == _1159;
                const bool _1161 = bool(all(_1160));
                if (_1161)
                {
                    const uint2 _1162 = uint2(simd_prefix_exclusive_sum(_372));
                    multi_prefix72 = _1162;
                    done74 = true;
                }
                else
                {
                    multi_prefix72 = multi_prefix191;
                    done74 = done215;
                }
                const uint2 multi_prefix192 = multi_prefix72;
                const bool done216 = done74;
                multi_prefix73 = multi_prefix192;
                done75 = done216;
            }
            else
            {
                multi_prefix73 = multi_prefix191;
                done75 = done215;
            }
            multi_prefix193 = multi_prefix73;
            done217 = done75;
        }
        const bool _1166 = simd_all(done217);
        multi_prefix71 = multi_prefix193;
        done73 = done217;
        if (_1166) break;
    }
    const uint2 _376 = uint2(_13, 1u);
    const uint4 _1169 = prism_ballot(true);
    const uint4 _1170 = wave_match22 & _1169;
    multi_prefix74 = uint2(0u);
    done76 = false;
    for (;;)
    {
        {
            const uint2 multi_prefix194 = multi_prefix74;
            const bool done218 = done76;
            const bool _1174 = !done218;
            if (_1174)
            {
                const uint4 _1175 = uint4(simd_broadcast_first(_1170));
                const bool4 _1176 = _1170 == _1175;
                const bool _1177 = bool(all(_1176));
                if (_1177)
                {
                    const uint2 _1178 = uint2(simd_prefix_exclusive_product(_376));
                    multi_prefix75 = _1178;
                    done77 = true;
                }
                else
                {
                    multi_prefix75 = multi_prefix194;
                    done77 = done218;
                }
                const uint2 multi_prefix195 = multi_prefix75;
                const bool done219 = done77;
                multi_prefix76 = multi_prefix195;
                done78 = done219;
            }
            else
            {
                multi_prefix76 = multi_prefix194;
                done78 = done218;
            }
            multi_prefix196 = multi_prefix76;
            done220 = done78;
        }
        const bool _1182 = simd_all(done220);
        multi_prefix74 = multi_prefix196;
        done76 = done220;
        if (_1182) break;
    }
    const uint2 _379 = multi_prefix193 + multi_prefix196;
    const uint2 _381 = uint2(_13, 3u);
    multi_prefix77 = uint2(4294967295u, 4294967295u);
    done79 = false;
    for (;;)
    {
        {
            const uint2 multi_prefix197 = multi_prefix77;
            const bool done221 = done79;
            const bool _1189 = !done221;
            if (_1189)
            {
                const bool _1190 = simd_is_first();
                const uint4 _1191 = prism_ballot(_1190);
                const uint2 _1192 = uint2(simd_broadcast_first(_381));
                const uint4 _1193 = _1191 & wave_match22;
                const bool4 _1194 = _1193 != uint4(0u);
                const bool _1195 = bool(any(_1194));
                const bool _1196 = !_1190;
                const bool _1197 = _1195 && _1196;
                const uint2 _1199 = multi_prefix197 & _1192;
                const uint2 _1200 = _1197 ? _1199 : multi_prefix197;
                multi_prefix78 = _1200;
                done80 = _1190;
            }
            else
            {
                multi_prefix78 = multi_prefix197;
                done80 = done221;
            }
            multi_prefix198 = multi_prefix78;
            done222 = done80;
        }
        const bool _1204 = simd_all(done222);
        multi_prefix77 = multi_prefix198;
        done79 = done222;
        if (_1204) break;
    }
    const uint2 _385 = uint2(_13, 3u);
    multi_prefix79 = uint2(0u);
    done81 = false;
    for (;;)
    {
        {
            const uint2 multi_prefix199 = multi_prefix79;
            const bool done223 = done81;
            const bool _1211 = !done223;
            if (_1211)
            {
                const bool _1212 = simd_is_first();
                const uint4 _1213 = prism_ballot(_1212);
                const uint2 _1214 = uint2(simd_broadcast_first(_385));
                const uint4 _1215 = _1213 & wave_match22;
                const bool4 _1216 = _1215 != uint4(0u);
                const bool _1217 = bool(any(_1216));
                const bool _1218 = !_1212;
                const bool _1219 = _1217 && _1218;
                const uint2 _1221 = multi_prefix199 | _1214;
                const uint2 _1222 = _1219 ? _1221 : multi_prefix199;
                multi_prefix80 = _1222;
                done82 = _1212;
            }
            else
            {
                multi_prefix80 = multi_prefix199;
                done82 = done223;
            }
            multi_prefix200 = multi_prefix80;
            done224 = done82;
        }
        const bool _1226 = simd_all(done224);
        multi_prefix79 = multi_prefix200;
        done81 = done224;
        if (_1226) break;
    }
    const uint2 _388 = multi_prefix198 ^ multi_prefix200;
    const uint2 _390 = uint2(_13, 3u);
    multi_prefix81 = uint2(0u);
    done83 = false;
    for (;;)
    {
        {
            const uint2 multi_prefix201 = multi_prefix81;
            const bool done225 = done83;
            const bool _1233 = !done225;
            if (_1233)
            {
                const bool _1234 = simd_is_first();
                const uint4 _1235 = prism_ballot(_1234);
                const uint2 _1236 = uint2(simd_broadcast_first(_390));
                const uint4 _1237 = _1235 & wave_match22;
                const bool4 _1238 = _1237 != uint4(0u);
                const bool _1239 = bool(any(_1238));
                const bool _1240 = !_1234;
                const bool _1241 = _1239 && _1240;
                const uint2 _1243 = multi_prefix201 ^ _1236;
                const uint2 _1244 = _1241 ? _1243 : multi_prefix201;
                multi_prefix82 = _1244;
                done84 = _1234;
            }
            else
            {
                multi_prefix82 = multi_prefix201;
                done84 = done225;
            }
            multi_prefix202 = multi_prefix82;
            done226 = done84;
        }
        const bool _1248 = simd_all(done226);
        multi_prefix81 = multi_prefix202;
        done83 = done226;
        if (_1248) break;
    }
    const uint2 _393 = _388 ^ multi_prefix202;
    const uint2 _394 = _379 + _393;
    const uint4 _395 = uint4(_394, 0u, 0u);
    const uint4 _396 = _370 + _395;
    const uint4 _1251 = prism_ballot(true);
    const uint4 _1252 = wave_match22 & _1251;
    multi_prefix83 = 0u;
    done85 = false;
    for (;;)
    {
        {
            const uint multi_prefix203 = multi_prefix83;
            const bool done227 = done85;
            const bool _1256 = !done227;
            if (_1256)
            {
                const uint4 _1257 = uint4(simd_broadcast_first(_1252));
                const bool4 _1258 = _1252 == _1257;
                const bool _1259 = bool(all(_1258));
                if (_1259)
                {
                    const uint _1260 = simd_prefix_exclusive_sum(_13);
                    multi_prefix84 = _1260;
                    done86 = true;
                }
                else
                {
                    multi_prefix84 = multi_prefix203;
                    done86 = done227;
                }
                const uint multi_prefix204 = multi_prefix84;
                const bool done228 = done86;
                multi_prefix85 = multi_prefix204;
                done87 = done228;
            }
            else
            {
                multi_prefix85 = multi_prefix203;
                done87 = done227;
            }
            multi_prefix205 = multi_prefix85;
            done229 = done87;
        }
        const bool _1264 = simd_all(done229);
        multi_prefix83 = multi_prefix205;
        done85 = done229;
        if (_1264) break;
    }
    const uint4 _1267 = prism_ballot(true);
    const uint4 _1268 = wave_match22 & _1267;
    multi_prefix86 = 0u;
    done88 = false;
    for (;;)
    {
        {
            const uint multi_prefix206 = multi_prefix86;
            const bool done230 = done88;
            const bool _1272 = !done230;
            if (_1272)
            {
                const uint4 _1273 = uint4(simd_broadcast_first(_1268));
                const bool4 _1274 = _1268 == _1273;
                const bool _1275 = bool(all(_1274));
                if (_1275)
                {
                    const uint _1276 = simd_prefix_exclusive_product(_13);
                    multi_prefix87 = _1276;
                    done89 = true;
                }
                else
                {
                    multi_prefix87 = multi_prefix206;
                    done89 = done230;
                }
                const uint multi_prefix207 = multi_prefix87;
                const bool done231 = done89;
                multi_prefix88 = multi_prefix207;
                done90 = done231;
            }
            else
            {
                multi_prefix88 = multi_prefix206;
                done90 = done230;
            }
            multi_prefix208 = multi_prefix88;
            done232 = done90;
        }
        const bool _1280 = simd_all(done232);
        multi_prefix86 = multi_prefix208;
        done88 = done232;
        if (_1280) break;
    }
    const uint _403 = multi_prefix205 + multi_prefix208;
    const uint4 _404 = uint4(_403);
    const uint4 _405 = _396 + _404;
    multi_prefix89 = 4294967295u;
    done91 = false;
    for (;;)
    {
        {
            const uint multi_prefix209 = multi_prefix89;
            const bool done233 = done91;
            const bool _1287 = !done233;
            if (_1287)
            {
                const bool _1288 = simd_is_first();
                const uint4 _1289 = prism_ballot(_1288);
                const uint _1290 = simd_broadcast_first(_13);
                const uint4 _1291 = _1289 & wave_match22;
                const bool4 _1292 = _1291 != uint4(0u);
                const bool _1293 = bool(any(_1292));
                const bool _1294 = !_1288;
                const bool _1295 = _1293 && _1294;
                const uint _1297 = multi_prefix209 & _1290;
                const uint _1298 = _1295 ? _1297 : multi_prefix209;
                multi_prefix90 = _1298;
                done92 = _1288;
            }
            else
            {
                multi_prefix90 = multi_prefix209;
                done92 = done233;
            }
            multi_prefix210 = multi_prefix90;
            done234 = done92;
        }
        const bool _1302 = simd_all(done234);
        multi_prefix89 = multi_prefix210;
        done91 = done234;
        if (_1302) break;
    }
    multi_prefix91 = 0u;
    done93 = false;
    for (;;)
    {
        {
            const uint multi_prefix211 = multi_prefix91;
            const bool done235 = done93;
            const bool _1309 = !done235;
            if (_1309)
            {
                const bool _1310 = simd_is_first();
                const uint4 _1311 = prism_ballot(_1310);
                const uint _1312 = simd_broadcast_first(_13);
                const uint4 _1313 = _1311 & wave_match22;
                const bool4 _1314 = _1313 != uint4(0u);
                const bool _1315 = bool(any(_1314));
                const bool _1316 = !_1310;
                const bool _1317 = _1315 && _1316;
                const uint _1319 = multi_prefix211 | _1312;
                const uint _1320 = _1317 ? _1319 : multi_prefix211;
                multi_prefix92 = _1320;
                done94 = _1310;
            }
            else
            {
                multi_prefix92 = multi_prefix211;
                done94 = done235;
            }
            multi_prefix212 = multi_prefix92;
            done236 = done94;
        }
        const bool _1324 = simd_all(done236);
        multi_prefix91 = multi_prefix212;
        done93 = done236;
        if (_1324) break;
    }
    const uint _412 = multi_prefix210 ^ multi_prefix212;
    multi_prefix93 = 0u;
    done95 = false;
    for (;;)
    {
        {
            const uint multi_prefix213 = multi_prefix93;
            const bool done237 = done95;
            const bool _1331 = !done237;
            if (_1331)
            {
                const bool _1332 = simd_is_first();
                const uint4 _1333 = prism_ballot(_1332);
                const uint _1334 = simd_broadcast_first(_13);
                const uint4 _1335 = _1333 & wave_match22;
                const bool4 _1336 = _1335 != uint4(0u);
                const bool _1337 = bool(any(_1336));
                const bool _1338 = !_1332;
                const bool _1339 = _1337 && _1338;
                const uint _1341 = multi_prefix213 ^ _1334;
                const uint _1342 = _1339 ? _1341 : multi_prefix213;
                multi_prefix94 = _1342;
                done96 = _1332;
            }
            else
            {
                multi_prefix94 = multi_prefix213;
                done96 = done237;
            }
            multi_prefix214 = multi_prefix94;
            done238 = done96;
        }
        const bool _1346 = simd_all(done238);
        multi_prefix93 = multi_prefix214;
        done95 = done238;
        if (_1346) break;
    }
    const uint _416 = _412 ^ multi_prefix214;
    const uint4 _417 = uint4(_416);
    const uint4 _418 = _405 + _417;
    OutU[_258] = _418;
    const uint _421 = gl_GlobalInvocationID.x;
    const float2 _424 = simd_sum(_44);
    const float2 _426 = simd_product(_44);
    const float2 _427 = _424 + _426;
    const float2 _429 = simd_min(_44);
    const float2 _430 = _427 + _429;
    const float2 _432 = simd_max(_44);
    const float2 _433 = _430 + _432;
    const float2 _435 = simd_prefix_exclusive_sum(_44);
    const float2 _436 = _433 + _435;
    const float2 _438 = simd_prefix_exclusive_product(_44);
    const float2 _439 = _436 + _438;
    const float2 _441 = simd_broadcast_first(_44);
    const float2 _442 = _439 + _441;
    const float2 _444 = simd_shuffle(_44, 1u);
    const float2 _445 = _442 + _444;
    const uint4 _1349 = prism_ballot(true);
    const uint4 _1350 = wave_match22 & _1349;
    multi_prefix95 = float2(0.0f);
    done97 = false;
    for (;;)
    {
        {
            const float2 multi_prefix215 = multi_prefix95;
            const bool done239 = done97;
            const bool _1354 = !done239;
            if (_1354)
            {
                const uint4 _1355 = uint4(simd_broadcast_first(_1350));
                const bool4 _1356 = _1350 == _1355;
                const bool _1357 = bool(all(_1356));
                if (_1357)
                {
                    const float2 _1358 = simd_prefix_exclusive_sum(_44);
                    multi_prefix96 = _1358;
                    done98 = true;
                }
                else
                {
                    multi_prefix96 = multi_prefix215;
                    done98 = done239;
                }
                const float2 multi_prefix216 = multi_prefix96;
                const bool done240 = done98;
                multi_prefix97 = multi_prefix216;
                done99 = done240;
            }
            else
            {
                multi_prefix97 = multi_prefix215;
                done99 = done239;
            }
            multi_prefix217 = multi_prefix97;
            done241 = done99;
        }
        const bool _1362 = simd_all(done241);
        multi_prefix95 = multi_prefix217;
        done97 = done241;
        if (_1362) break;
    }
    const uint4 _1365 = prism_ballot(true);
    const uint4 _1366 = wave_match22 & _1365;
    multi_prefix98 = float2(0.0f);
    done100 = false;
    for (;;)
    {
        {
            const float2 multi_prefix218 = multi_prefix98;
            const bool done242 = done100;
            const bool _1370 = !done242;
            if (_1370)
            {
                const uint4 _1371 = uint4(simd_broadcast_first(_1366));
                const bool4 _1372 = _1366 == _1371;
                const bool _1373 = bool(all(_1372));
                if (_1373)
                {
                    const float2 _1374 = simd_prefix_exclusive_product(_44);
                    multi_prefix99 = _1374;
                    done101 = true;
                }
                else
                {
                    multi_prefix99 = multi_prefix218;
                    done101 = done242;
                }
                const float2 multi_prefix219 = multi_prefix99;
                const bool done243 = done101;
                multi_prefix100 = multi_prefix219;
                done102 = done243;
            }
            else
            {
                multi_prefix100 = multi_prefix218;
                done102 = done242;
            }
            multi_prefix220 = multi_prefix100;
            done244 = done102;
        }
        const bool _1378 = simd_all(done244);
        multi_prefix98 = multi_prefix220;
        done100 = done244;
        if (_1378) break;
    }
    const float2 _452 = multi_prefix217 + multi_prefix220;
    const float2 _453 = _445 + _452;
    const float4 _454 = float4(_453, 0.0f, 0.0f);
    const float3 _456 = simd_sum(_50);
    const float3 _458 = simd_product(_50);
    const float3 _459 = _456 + _458;
    const float3 _461 = simd_min(_50);
    const float3 _462 = _459 + _461;
    const float3 _464 = simd_max(_50);
    const float3 _465 = _462 + _464;
    const float3 _467 = simd_prefix_exclusive_sum(_50);
    const float3 _468 = _465 + _467;
    const float3 _470 = simd_prefix_exclusive_product(_50);
    const float3 _471 = _468 + _470;
    const float3 _473 = simd_broadcast_first(_50);
    const float3 _474 = _471 + _473;
    const float3 _476 = simd_shuffle(_50, 1u);
    const float3 _477 = _474 + _476;
    const uint4 _1381 = prism_ballot(true);
    const uint4 _1382 = wave_match22 & _1381;
    multi_prefix101 = float3(0.0f);
    done103 = false;
    for (;;)
    {
        {
            const float3 multi_prefix221 = multi_prefix101;
            const bool done245 = done103;
            const bool _1386 = !done245;
            if (_1386)
            {
                const uint4 _1387 = uint4(simd_broadcast_first(_1382));
                const bool4 _1388 = _1382 == _1387;
                const bool _1389 = bool(all(_1388));
                if (_1389)
                {
                    const float3 _1390 = simd_prefix_exclusive_sum(_50);
                    multi_prefix102 = _1390;
                    done104 = true;
                }
                else
                {
                    multi_prefix102 = multi_prefix221;
                    done104 = done245;
                }
                const float3 multi_prefix222 = multi_prefix102;
                const bool done246 = done104;
                multi_prefix103 = multi_prefix222;
                done105 = done246;
            }
            else
            {
                multi_prefix103 = multi_prefix221;
                done105 = done245;
            }
            multi_prefix223 = multi_prefix103;
            done247 = done105;
        }
        const bool _1394 = simd_all(done247);
        multi_prefix101 = multi_prefix223;
        done103 = done247;
        if (_1394) break;
    }
    const uint4 _1397 = prism_ballot(true);
    const uint4 _1398 = wave_match22 & _1397;
    multi_prefix104 = float3(0.0f);
    done106 = false;
    for (;;)
    {
        {
            const float3 multi_prefix224 = multi_prefix104;
            const bool done248 = done106;
            const bool _1402 = !done248;
            if (_1402)
            {
                const uint4 _1403 = uint4(simd_broadcast_first(_1398));
                const bool4 _1404 = _1398 == _1403;
                const bool _1405 = bool(all(_1404));
                if (_1405)
                {
                    const float3 _1406 = simd_prefix_exclusive_product(_50);
                    multi_prefix105 = _1406;
                    done107 = true;
                }
                else
                {
                    multi_prefix105 = multi_prefix224;
                    done107 = done248;
                }
                const float3 multi_prefix225 = multi_prefix105;
                const bool done249 = done107;
                multi_prefix106 = multi_prefix225;
                done108 = done249;
            }
            else
            {
                multi_prefix106 = multi_prefix224;
                done108 = done248;
            }
            multi_prefix226 = multi_prefix106;
            done250 = done108;
        }
        const bool _1410 = simd_all(done250);
        multi_prefix104 = multi_prefix226;
        done106 = done250;
        if (_1410) break;
    }
    const float3 _484 = multi_prefix223 + multi_prefix226;
    const float3 _485 = _477 + _484;
    const float4 _486 = float4(_485, 0.0f);
    const float4 _487 = _454 + _486;
    const float4 _490 = float4(_19, _19, 1.0f, 2.0f);
    const uint4 _1413 = prism_ballot(true);
    const uint4 _1414 = wave_match22 & _1413;
    multi_prefix107 = float4(0.0f);
    done109 = false;
    for (;;)
    {
        {
            const float4 multi_prefix227 = multi_prefix107;
            const bool done251 = done109;
            const bool _1418 = !done251;
            if (_1418)
            {
                const uint4 _1419 = uint4(simd_broadcast_first(_1414));
                const bool4 _1420 = _1414 == _1419;
                const bool _1421 = bool(all(_1420));
                if (_1421)
                {
                    const float4 _1422 = simd_prefix_exclusive_sum(_490);
                    multi_prefix108 = _1422;
                    done110 = true;
                }
                else
                {
                    multi_prefix108 = multi_prefix227;
                    done110 = done251;
                }
                const float4 multi_prefix228 = multi_prefix108;
                const bool done252 = done110;
                multi_prefix109 = multi_prefix228;
                done111 = done252;
            }
            else
            {
                multi_prefix109 = multi_prefix227;
                done111 = done251;
            }
            multi_prefix229 = multi_prefix109;
            done253 = done111;
        }
        const bool _1426 = simd_all(done253);
        multi_prefix107 = multi_prefix229;
        done109 = done253;
        if (_1426) break;
    }
    const float4 _495 = float4(_19, _19, 1.0f, 2.0f);
    const uint4 _1429 = prism_ballot(true);
    const uint4 _1430 = wave_match22 & _1429;
    multi_prefix110 = float4(0.0f);
    done112 = false;
    for (;;)
    {
        {
            const float4 multi_prefix230 = multi_prefix110;
            const bool done254 = done112;
            const bool _1434 = !done254;
            if (_1434)
            {
                const uint4 _1435 = uint4(simd_broadcast_first(_1430));
                const bool4 _1436 = _1430 == _1435;
                const bool _1437 = bool(all(_1436));
                if (_1437)
                {
                    const float4 _1438 = simd_prefix_exclusive_product(_495);
                    multi_prefix111 = _1438;
                    done113 = true;
                }
                else
                {
                    multi_prefix111 = multi_prefix230;
                    done113 = done254;
                }
                const float4 multi_prefix231 = multi_prefix111;
                const bool done255 = done113;
                multi_prefix112 = multi_prefix231;
                done114 = done255;
            }
            else
            {
                multi_prefix112 = multi_prefix230;
                done114 = done254;
            }
            multi_prefix232 = multi_prefix112;
            done256 = done114;
        }
        const bool _1442 = simd_all(done256);
        multi_prefix110 = multi_prefix232;
        done112 = done256;
        if (_1442) break;
    }
    const float4 _498 = multi_prefix229 + multi_prefix232;
    const float4 _499 = _487 + _498;
    const uint4 _1445 = prism_ballot(true);
    const uint4 _1446 = wave_match22 & _1445;
    multi_prefix113 = 0.0f;
    done115 = false;
    for (;;)
    {
        {
            const float multi_prefix233 = multi_prefix113;
            const bool done257 = done115;
            const bool _1450 = !done257;
            if (_1450)
            {
                const uint4 _1451 = uint4(simd_broadcast_first(_1446));
                const bool4 _1452 = _1446 == _1451;
                const bool _1453 = bool(all(_1452));
                if (_1453)
                {
                    const float _1454 = simd_prefix_exclusive_sum(_19);
                    multi_prefix114 = _1454;
                    done116 = true;
                }
                else
                {
                    multi_prefix114 = multi_prefix233;
                    done116 = done257;
                }
                const float multi_prefix234 = multi_prefix114;
                const bool done258 = done116;
                multi_prefix115 = multi_prefix234;
                done117 = done258;
            }
            else
            {
                multi_prefix115 = multi_prefix233;
                done117 = done257;
            }
            multi_prefix235 = multi_prefix115;
            done259 = done117;
        }
        const bool _1458 = simd_all(done259);
        multi_prefix113 = multi_prefix235;
        done115 = done259;
        if (_1458) break;
    }
    const uint4 _1461 = prism_ballot(true);
    const uint4 _1462 = wave_match22 & _1461;
    multi_prefix116 = 0.0f;
    done118 = false;
    for (;;)
    {
        {
            const float multi_prefix236 = multi_prefix116;
            const bool done260 = done118;
            const bool _1466 = !done260;
            if (_1466)
            {
                const uint4 _1467 = uint4(simd_broadcast_first(_1462));
                const bool4 _1468 = _1462 == _1467;
                const bool _1469 = bool(all(_1468));
                if (_1469)
                {
                    const float _1470 = simd_prefix_exclusive_product(_19);
                    multi_prefix117 = _1470;
                    done119 = true;
                }
                else
                {
                    multi_prefix117 = multi_prefix236;
                    done119 = done260;
                }
                const float multi_prefix237 = multi_prefix117;
                const bool done261 = done119;
                multi_prefix118 = multi_prefix237;
                done120 = done261;
            }
            else
            {
                multi_prefix118 = multi_prefix236;
                done120 = done260;
            }
            multi_prefix238 = multi_prefix118;
            done262 = done120;
        }
        const bool _1474 = simd_all(done262);
        multi_prefix116 = multi_prefix238;
        done118 = done262;
        if (_1474) break;
    }
    const float _506 = multi_prefix235 + multi_prefix238;
    const float4 _507 = float4(_506);
    const float4 _508 = _499 + _507;
    OutF[_421] = _508;
    const uint _511 = gl_GlobalInvocationID.x;
    wave_match1 = uint4(0u);
    done121 = false;
    for (;;)
    {
        {
            const uint4 wave_match23 = wave_match1;
            const bool done263 = done121;
            const bool _1480 = !done263;
            if (_1480)
            {
                const int2 _1481 = int2(simd_broadcast_first(_23));
                const bool2 _1482 = _23 == _1481;
                const bool _1483 = bool(all(_1482));
                const uint4 _1484 = prism_ballot(_1483);
                const uint4 _1486 = _1483 ? _1484 : wave_match23;
                wave_match2 = _1486;
                done122 = _1483;
            }
            else
            {
                wave_match2 = wave_match23;
                done122 = done263;
            }
            wave_match24 = wave_match2;
            done264 = done122;
        }
        const bool _1490 = simd_all(done264);
        wave_match1 = wave_match24;
        done121 = done264;
        if (_1490) break;
    }
    wave_match3 = uint4(0u);
    done123 = false;
    for (;;)
    {
        {
            const uint4 wave_match25 = wave_match3;
            const bool done265 = done123;
            const bool _1496 = !done265;
            if (_1496)
            {
                const int4 _1497 = int4(simd_broadcast_first(_30));
                const bool4 _1498 = _30 == _1497;
                const bool _1499 = bool(all(_1498));
                const uint4 _1500 = prism_ballot(_1499);
                const uint4 _1502 = _1499 ? _1500 : wave_match25;
                wave_match4 = _1502;
                done124 = _1499;
            }
            else
            {
                wave_match4 = wave_match25;
                done124 = done265;
            }
            wave_match26 = wave_match4;
            done266 = done124;
        }
        const bool _1506 = simd_all(done266);
        wave_match3 = wave_match26;
        done123 = done266;
        if (_1506) break;
    }
    const uint4 _517 = wave_match24 ^ wave_match26;
    const int3 _519 = int3(_8, 0, 1);
    wave_match5 = uint4(0u);
    done125 = false;
    for (;;)
    {
        {
            const uint4 wave_match27 = wave_match5;
            const bool done267 = done125;
            const bool _1512 = !done267;
            if (_1512)
            {
                const int3 _1513 = int3(simd_broadcast_first(_519));
                const bool3 _1514 = _519 == _1513;
                const bool _1515 = bool(all(_1514));
                const uint4 _1516 = prism_ballot(_1515);
                const uint4 _1518 = _1515 ? _1516 : wave_match27;
                wave_match6 = _1518;
                done126 = _1515;
            }
            else
            {
                wave_match6 = wave_match27;
                done126 = done267;
            }
            wave_match28 = wave_match6;
            done268 = done126;
        }
        const bool _1522 = simd_all(done268);
        wave_match5 = wave_match28;
        done125 = done268;
        if (_1522) break;
    }
    const uint4 _521 = _517 ^ wave_match28;
    wave_match7 = uint4(0u);
    done127 = false;
    for (;;)
    {
        {
            const uint4 wave_match29 = wave_match7;
            const bool done269 = done127;
            const bool _1528 = !done269;
            if (_1528)
            {
                const uint3 _1529 = uint3(simd_broadcast_first(_35));
                const bool3 _1530 = _35 == _1529;
                const bool _1531 = bool(all(_1530));
                const uint4 _1532 = prism_ballot(_1531);
                const uint4 _1534 = _1531 ? _1532 : wave_match29;
                wave_match8 = _1534;
                done128 = _1531;
            }
            else
            {
                wave_match8 = wave_match29;
                done128 = done269;
            }
            wave_match30 = wave_match8;
            done270 = done128;
        }
        const bool _1538 = simd_all(done270);
        wave_match7 = wave_match30;
        done127 = done270;
        if (_1538) break;
    }
    const uint4 _524 = _521 ^ wave_match30;
    wave_match9 = uint4(0u);
    done129 = false;
    for (;;)
    {
        {
            const uint4 wave_match31 = wave_match9;
            const bool done271 = done129;
            const bool _1544 = !done271;
            if (_1544)
            {
                const uint4 _1545 = uint4(simd_broadcast_first(_40));
                const bool4 _1546 = _40 == _1545;
                const bool _1547 = bool(all(_1546));
                const uint4 _1548 = prism_ballot(_1547);
                const uint4 _1550 = _1547 ? _1548 : wave_match31;
                wave_match10 = _1550;
                done130 = _1547;
            }
            else
            {
                wave_match10 = wave_match31;
                done130 = done271;
            }
            wave_match32 = wave_match10;
            done272 = done130;
        }
        const bool _1554 = simd_all(done272);
        wave_match9 = wave_match32;
        done129 = done272;
        if (_1554) break;
    }
    const uint4 _527 = _524 ^ wave_match32;
    const uint2 _529 = uint2(_13, 4u);
    wave_match11 = uint4(0u);
    done131 = false;
    for (;;)
    {
        {
            const uint4 wave_match33 = wave_match11;
            const bool done273 = done131;
            const bool _1560 = !done273;
            if (_1560)
            {
                const uint2 _1561 = uint2(simd_broadcast_first(_529));
                const bool2 _1562 = _529 == _1561;
                const bool _1563 = bool(all(_1562));
                const uint4 _1564 = prism_ballot(_1563);
                const uint4 _1566 = _1563 ? _1564 : wave_match33;
                wave_match12 = _1566;
                done132 = _1563;
            }
            else
            {
                wave_match12 = wave_match33;
                done132 = done273;
            }
            wave_match34 = wave_match12;
            done274 = done132;
        }
        const bool _1570 = simd_all(done274);
        wave_match11 = wave_match34;
        done131 = done274;
        if (_1570) break;
    }
    const uint4 _531 = _527 ^ wave_match34;
    const uint2 _1573 = as_type<uint2>(_44);
    wave_match13 = uint4(0u);
    done133 = false;
    for (;;)
    {
        {
            const uint4 wave_match35 = wave_match13;
            const bool done275 = done133;
            const bool _1577 = !done275;
            if (_1577)
            {
                const uint2 _1578 = uint2(simd_broadcast_first(_1573));
                const bool2 _1579 = _1573 == _1578;
                const bool _1580 = bool(all(_1579));
                const uint4 _1581 = prism_ballot(_1580);
                const uint4 _1583 = _1580 ? _1581 : wave_match35;
                wave_match14 = _1583;
                done134 = _1580;
            }
            else
            {
                wave_match14 = wave_match35;
                done134 = done275;
            }
            wave_match36 = wave_match14;
            done276 = done134;
        }
        const bool _1587 = simd_all(done276);
        wave_match13 = wave_match36;
        done133 = done276;
        if (_1587) break;
    }
    const uint4 _534 = _531 ^ wave_match36;
    const uint3 _1590 = as_type<uint3>(_50);
    wave_match15 = uint4(0u);
    done135 = false;
    for (;;)
    {
        {
            const uint4 wave_match37 = wave_match15;
            const bool done277 = done135;
            const bool _1594 = !done277;
            if (_1594)
            {
                const uint3 _1595 = uint3(simd_broadcast_first(_1590));
                const bool3 _1596 = _1590 == _1595;
                const bool _1597 = bool(all(_1596));
                const uint4 _1598 = prism_ballot(_1597);
                const uint4 _1600 = _1597 ? _1598 : wave_match37;
                wave_match16 = _1600;
                done136 = _1597;
            }
            else
            {
                wave_match16 = wave_match37;
                done136 = done277;
            }
            wave_match38 = wave_match16;
            done278 = done136;
        }
        const bool _1604 = simd_all(done278);
        wave_match15 = wave_match38;
        done135 = done278;
        if (_1604) break;
    }
    const uint4 _537 = _534 ^ wave_match38;
    const float4 _539 = float4(_19, 1.0f, 2.0f, 3.0f);
    const uint4 _1607 = as_type<uint4>(_539);
    wave_match17 = uint4(0u);
    done137 = false;
    for (;;)
    {
        {
            const uint4 wave_match39 = wave_match17;
            const bool done279 = done137;
            const bool _1611 = !done279;
            if (_1611)
            {
                const uint4 _1612 = uint4(simd_broadcast_first(_1607));
                const bool4 _1613 = _1607 == _1612;
                const bool _1614 = bool(all(_1613));
                const uint4 _1615 = prism_ballot(_1614);
                const uint4 _1617 = _1614 ? _1615 : wave_match39;
                wave_match18 = _1617;
                done138 = _1614;
            }
            else
            {
                wave_match18 = wave_match39;
                done138 = done279;
            }
            wave_match40 = wave_match18;
            done280 = done138;
        }
        const bool _1621 = simd_all(done280);
        wave_match17 = wave_match40;
        done137 = done280;
        if (_1621) break;
    }
    const uint4 _541 = _537 ^ wave_match40;
    const float2 _544 = float2(_19, _19);
    const uint2 _1624 = as_type<uint2>(_544);
    wave_match19 = uint4(0u);
    done139 = false;
    for (;;)
    {
        {
            const uint4 wave_match41 = wave_match19;
            const bool done281 = done139;
            const bool _1628 = !done281;
            if (_1628)
            {
                const uint2 _1629 = uint2(simd_broadcast_first(_1624));
                const bool2 _1630 = _1624 == _1629;
                const bool _1631 = bool(all(_1630));
                const uint4 _1632 = prism_ballot(_1631);
                const uint4 _1634 = _1631 ? _1632 : wave_match41;
                wave_match20 = _1634;
                done140 = _1631;
            }
            else
            {
                wave_match20 = wave_match41;
                done140 = done281;
            }
            wave_match42 = wave_match20;
            done282 = done140;
        }
        const bool _1638 = simd_all(done282);
        wave_match19 = wave_match42;
        done139 = done282;
        if (_1638) break;
    }
    const uint4 _546 = _541 ^ wave_match42;
    OutM[_511] = _546;
    return;
}

