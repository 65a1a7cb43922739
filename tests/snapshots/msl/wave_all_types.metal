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
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int cond;
    int cond0;
    int cond1;
    int cond2;
    int cond3;
    int cond4;
    bool or0;
    bool or1;
    uint cond5;
    uint cond6;
    uint cond7;
    uint cond8;
    const uint _5 = gl_GlobalInvocationID.x;
    const int _6 = int(_5);
    const int _7 = _6 - 32;
    const int _12 = -_7;
    const int _14 = _7 * 3;
    const int3 _15 = int3(_7, _12, _14);
    const uint _19 = gl_GlobalInvocationID.x;
    const uint _24 = _19 ^ 5u;
    const uint2 _25 = uint2(_19, _24);
    const uint _29 = gl_GlobalInvocationID.x;
    const float _30 = float(_29);
    const float _31 = _30 * 0.5f;
    const float _36 = -_31;
    const float _39 = _31 * _31;
    const float4 _40 = float4(_31, _36, _39, 1.0f);
    const uint _44 = _19 & 1u;
    const bool _45 = _44 != 0u;
    const int _49 = simd_sum(_7);
    const int _51 = simd_product(_7);
    const int _52 = _49 + _51;
    const int _54 = simd_min(_7);
    const int _55 = _52 + _54;
    const int _57 = simd_max(_7);
    const int _58 = _55 + _57;
    const int _60 = simd_prefix_exclusive_sum(_7);
    const int _61 = _58 + _60;
    const int _63 = simd_prefix_exclusive_product(_7);
    const int _64 = _61 + _63;
    const int _66 = simd_and(_7);
    const int _68 = simd_or(_7);
    const int _69 = _66 | _68;
    const int _71 = simd_xor(_7);
    const int _72 = _69 | _71;
    const int _73 = _64 + _72;
    const int _75 = simd_broadcast_first(_7);
    const int _77 = simd_shuffle(_7, 3u);
    const int _78 = _75 + _77;
    const int _79 = _73 + _78;
    const bool _81 = simd_all(_7 == simd_broadcast_first(_7));
    if (_81)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond9 = cond;
    const int _86 = _79 + cond9;
    const int3 _88 = int3(simd_sum(_15));
    const int3 _90 = int3(simd_product(_15));
    const int3 _91 = _88 + _90;
    const int3 _93 = int3(simd_min(_15));
    const int3 _94 = _91 + _93;
    const int3 _96 = int3(simd_max(_15));
    const int3 _97 = _94 + _96;
    const int3 _99 = int3(simd_prefix_exclusive_sum(_15));
    const int3 _100 = _97 + _99;
    const int3 _102 = int3(simd_prefix_exclusive_product(_15));
    const int3 _103 = _100 + _102;
    const int3 _105 = int3(simd_and(_15));
    const int3 _107 = int3(simd_or(_15));
    const int3 _108 = _105 | _107;
    const int3 _110 = int3(simd_xor(_15));
    const int3 _111 = _108 | _110;
    const int3 _112 = _103 + _111;
    const int3 _114 = int3(simd_broadcast_first(_15));
    const int3 _116 = int3(simd_shuffle(_15, 3u));
    const int3 _117 = _114 + _116;
    const int3 _118 = _112 + _117;
    const bool3 _120 = bool3(simd_all(_15.x == simd_broadcast_first(_15.x)), simd_all(_15.y == simd_broadcast_first(_15.y)), simd_all(_15.z == simd_broadcast_first(_15.z)));
    const bool _121 = bool(all(_120));
    if (_121)
    {
        cond0 = 1;
    }
    else
    {
        cond0 = 0;
    }
    const int cond10 = cond0;
    const int3 _126 = int3(cond10);
    const int3 _127 = _118 + _126;
    const int4 _128 = int4(_86, _127);
    const uint _132 = simd_sum(_19);
    const uint _134 = simd_product(_19);
    const uint _135 = _132 + _134;
    const uint _137 = simd_min(_19);
    const uint _138 = _135 + _137;
    const uint _140 = simd_max(_19);
    const uint _141 = _138 + _140;
    const uint _143 = simd_prefix_exclusive_sum(_19);
    const uint _144 = _141 + _143;
    const uint _146 = simd_prefix_exclusive_product(_19);
    const uint _147 = _144 + _146;
    const uint _149 = simd_and(_19);
    const uint _151 = simd_or(_19);
    const uint _152 = _149 | _151;
    const uint _154 = simd_xor(_19);
    const uint _155 = _152 | _154;
    const uint _156 = _147 + _155;
    const uint _158 = simd_broadcast_first(_19);
    const uint _160 = simd_shuffle(_19, 3u);
    const uint _161 = _158 + _160;
    const uint _162 = _156 + _161;
    const bool _164 = simd_all(_19 == simd_broadcast_first(_19));
    if (_164)
    {
        cond1 = 1;
    }
    else
    {
        cond1 = 0;
    }
    const int cond11 = cond1;
    const uint _169 = uint(cond11);
    const uint _170 = _162 + _169;
    const uint2 _172 = uint2(simd_sum(_25));
    const uint2 _174 = uint2(simd_product(_25));
    const uint2 _175 = _172 + _174;
    const uint2 _177 = uint2(simd_min(_25));
    const uint2 _178 = _175 + _177;
    const uint2 _180 = uint2(simd_max(_25));
    const uint2 _181 = _178 + _180;
    const uint2 _183 = uint2(simd_prefix_exclusive_sum(_25));
    const uint2 _184 = _181 + _183;
    const uint2 _186 = uint2(simd_prefix_exclusive_product(_25));
    const uint2 _187 = _184 + _186;
    const uint2 _189 = uint2(simd_and(_25));
    const uint2 _191 = uint2(simd_or(_25));
    const uint2 _192 = _189 | _191;
    const uint2 _194 = uint2(simd_xor(_25));
    const uint2 _195 = _192 | _194;
    const uint2 _196 = _187 + _195;
    const uint2 _198 = uint2(simd_broadcast_first(_25));
    const uint2 _200 = uint2(simd_shuffle(_25, 3u));
    const uint2 _201 = _198 + _200;
    const uint2 _202 = _196 + _201;
    const bool2 _204 = bool2(simd_all(_25.x == simd_broadcast_first(_25.x)), simd_all(_25.y == simd_broadcast_first(_25.y)));
    const bool _205 = bool(all(_204));
    if (_205)
    {
        cond2 = 1;
    }
    else
    {
        cond2 = 0;
    }
    const int cond12 = cond2;
    const uint _210 = uint(cond12);
    const uint2 _211 = uint2(_210);
    const uint2 _212 = _202 + _211;
    const uint4 _213 = uint4(_170, 0u, _212);
    const float4 _217 = simd_sum(_40);
    const float4 _219 = simd_product(_40);
    const float4 _220 = _217 + _219;
    const float4 _222 = simd_min(_40);
    const float4 _223 = _220 + _222;
    const float4 _225 = simd_max(_40);
    const float4 _226 = _223 + _225;
    const float4 _228 = simd_prefix_exclusive_sum(_40);
    const float4 _229 = _226 + _228;
    const float4 _231 = simd_prefix_exclusive_product(_40);
    const float4 _232 = _229 + _231;
    const float4 _234 = simd_broadcast_first(_40);
    const float4 _236 = simd_shuffle(_40, 3u);
    const float4 _237 = _234 + _236;
    const float4 _238 = _232 + _237;
    const float _240 = simd_sum(_31);
    const float _242 = simd_product(_31);
    const float _243 = _240 + _242;
    const float _245 = simd_min(_31);
    const float _246 = _243 + _245;
    const float _248 = simd_max(_31);
    const float _249 = _246 + _248;
    const float _251 = simd_prefix_exclusive_sum(_31);
    const float _252 = _249 + _251;
    const float _254 = simd_prefix_exclusive_product(_31);
    const float _255 = _252 + _254;
    const float4 _256 = float4(_255);
    const float4 _257 = _238 + _256;
    const float _259 = simd_broadcast_first(_31);
    const float _261 = simd_shuffle(_31, 3u);
    const float _262 = _259 + _261;
    const float4 _263 = float4(_262);
    const float4 _264 = _257 + _263;
    const bool4 _266 = bool4(simd_all(_40.x == simd_broadcast_first(_40.x)), simd_all(_40.y == simd_broadcast_first(_40.y)), simd_all(_40.z == simd_broadcast_first(_40.z)), simd_all(_40.w == simd_broadcast_first(_40.w)));
    const bool _267 = bool(all(_266));
    if (_267)
    {
        cond3 = 1;
    }
    else
    {
        cond3 = 0;
    }
    const int cond13 = cond3;
    const float _272 = float(cond13);
    const float4 _273 = float4(_272);
    const float4 _274 = _264 + _273;
    const bool _276 = simd_all(_31 == simd_broadcast_first(_31));
    if (_276)
    {
        cond4 = 1;
    }
    else
    {
        cond4 = 0;
    }
    const int cond14 = cond4;
    const float _281 = float(cond14);
    const float4 _282 = float4(_281);
    const float4 _283 = _274 + _282;
    const bool _289 = bool(simd_broadcast_first(uint(_45)));
    if (_289)
    {
        or0 = _289;
    }
    else
    {
        const bool _292 = bool(simd_shuffle(uint(_45), 1u));
        or0 = _292;
    }
    const bool or2 = or0;
    if (or2)
    {
        or1 = or2;
    }
    else
    {
        const bool _297 = simd_all(uint(_45) == simd_broadcast_first(uint(_45)));
        or1 = _297;
    }
    const bool or3 = or1;
    const bool _303 = simd_any(_45);
    if (_303)
    {
        cond5 = 1u;
    }
    else
    {
        cond5 = 0u;
    }
    const uint cond15 = cond5;
    const bool _309 = simd_all(_45);
    if (_309)
    {
        cond6 = 2u;
    }
    else
    {
        cond6 = 0u;
    }
    const uint cond16 = cond6;
    const uint _314 = cond15 | cond16;
    const bool _315 = simd_is_first();
    if (_315)
    {
        cond7 = 4u;
    }
    else
    {
        cond7 = 0u;
    }
    const uint cond17 = cond7;
    const uint _320 = _314 | cond17;
    if (or3)
    {
        cond8 = 8u;
    }
    else
    {
        cond8 = 0u;
    }
    const uint cond18 = cond8;
    const uint _326 = _320 | cond18;
    const uint _330 = simd_sum(uint(_45));
    const uint _332 = simd_prefix_exclusive_sum(uint(_45));
    const uint _333 = _330 + _332;
    const uint _335 = _333 + _326;
    const uint _338 = gl_GlobalInvocationID.x;
    OutI[_338] = _128;
    const uint _343 = gl_GlobalInvocationID.x;
    const uint4 _347 = prism_ballot(_45);
    const uint4 _348 = _213 + _347;
    const uint4 _350 = uint4(_335);
    const uint4 _351 = _348 + _350;
    OutU[_343] = _351;
    const uint _354 = gl_GlobalInvocationID.x;
    OutF[_354] = _283;
    return;
}

