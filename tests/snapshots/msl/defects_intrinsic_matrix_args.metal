#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* Out [[buffer(0)]],
    device float4* OutF [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float2x3 f;
    uint3 bits[2];
    uint2 h[2];
    float2x2 g;
    float2x3 pick2;
    int2 it[3];
    int cond;
    int cond0;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float3 _7 = float3(_6);
    const float3 _8 = float3(_6);
    const float2x3 _9 = float2x3(_7, _8);
    const float3 _10 = _9[0];
    const float3 _11 = float3(1.0f, 2.0f, 3.0f) * _10;
    const float3 _12 = _9[1];
    const float3 _13 = float3(4.0f, 5.0f, 6.0f) * _12;
    const float2x3 _14 = float2x3(_11, _13);
    f = _14;
    const float2x3 _17 = f;
    const float3 _18 = _17[0];
    const uint3 _19 = as_type<uint3>(_18);
    const float3 _20 = _17[1];
    const uint3 _21 = as_type<uint3>(_20);
    uint3 _22[2];
    _22[0] = _19;
    _22[1] = _21;
    for (uint i = 0; i < 2; ++i)
    {
        bits[i] = _22[i];
    }
    uint3 _25[2];
    for (uint i0 = 0; i0 < 2; ++i0)
    {
        _25[i0] = bits[i0];
    }
    const uint3 _26 = _25[0];
    const float3 _27 = as_type<float3>(_26);
    const uint3 _28 = _25[1];
    const float3 _29 = as_type<float3>(_28);
    const float2x3 _30 = float2x3(_27, _29);
    const float2x3 _33 = f;
    const float3 _34 = _33[0];
    const float3 _35 = -_34;
    const float3 _36 = _33[1];
    const float3 _37 = -_36;
    const float2x3 _38 = float2x3(_35, _37);
    const float3 _39 = _38[0];
    const int3 _40 = as_type<int3>(_39);
    const float3 _41 = _38[1];
    const int3 _42 = as_type<int3>(_41);
    int3 _43[2];
    _43[0] = _40;
    _43[1] = _42;
    const float3 _47 = f[0];
    const float2 _48 = _47.xy;
    const float3 _50 = f[1];
    const float2 _51 = _50.xy;
    const float2x2 _52 = float2x2(_48, _51);
    const float2 _53 = _52[0];
    const float _54 = _53.x;
    const float2 _55 = float2(_54, 0.0f);
    const uint _56 = as_type<uint>(half2(_55));
    const float _57 = _53.y;
    const float2 _58 = float2(_57, 0.0f);
    const uint _59 = as_type<uint>(half2(_58));
    const uint2 _60 = uint2(_56, _59);
    const float2 _61 = _52[1];
    const float _62 = _61.x;
    const float2 _63 = float2(_62, 0.0f);
    const uint _64 = as_type<uint>(half2(_63));
    const float _65 = _61.y;
    const float2 _66 = float2(_65, 0.0f);
    const uint _67 = as_type<uint>(half2(_66));
    const uint2 _68 = uint2(_64, _67);
    uint2 _69[2];
    _69[0] = _60;
    _69[1] = _68;
    for (uint i1 = 0; i1 < 2; ++i1)
    {
        h[i1] = _69[i1];
    }
    uint2 _72[2];
    for (uint i2 = 0; i2 < 2; ++i2)
    {
        _72[i2] = h[i2];
    }
    const uint2 _73 = _72[0];
    const uint _74 = _73.x;
    const float2 _75 = float2(as_type<half2>(_74));
    const float _76 = _75.x;
    const uint _77 = _73.y;
    const float2 _78 = float2(as_type<half2>(_77));
    const float _79 = _78.x;
    const float2 _80 = float2(_76, _79);
    const uint2 _81 = _72[1];
    const uint _82 = _81.x;
    const float2 _83 = float2(as_type<half2>(_82));
    const float _84 = _83.x;
    const uint _85 = _81.y;
    const float2 _86 = float2(as_type<half2>(_85));
    const float _87 = _86.x;
    const float2 _88 = float2(_84, _87);
    const float2x2 _89 = float2x2(_80, _88);
    g = _89;
    const float2x3 _92 = f;
    const float3 _93 = _92[0];
    const bool3 _94 = _93 > float3(3.0f, 3.0f, 3.0f);
    const float3 _95 = _92[1];
    const bool3 _96 = _95 > float3(3.0f, 3.0f, 3.0f);
    bool3 _97[2];
    _97[0] = _94;
    _97[1] = _96;
    const float2x3 _101 = f;
    const bool3 _103 = _97[0];
    const float3 _104 = _101[0];
    const float3 _105 = _30[0];
    const float3 _106 = select(_105, _104, _103);
    const bool3 _107 = _97[1];
    const float3 _108 = _101[1];
    const float3 _109 = _30[1];
    const float3 _110 = select(_109, _108, _107);
    const float2x3 _111 = float2x3(_106, _110);
    const uint _115 = gl_GlobalInvocationID.x;
    const bool _116 = _115 > 7u;
    const bool3 _117 = bool3(_116);
    const bool3 _118 = bool3(_116);
    bool3 _119[2];
    _119[0] = _117;
    _119[1] = _118;
    const bool3 _121 = _119[0];
    const float3 _122 = _111[0];
    const float3 _123 = select(float3(0.5f, 0.5f, 0.5f), _122, _121);
    const bool3 _124 = _119[1];
    const float3 _125 = _111[1];
    const float3 _126 = select(float3(0.5f, 0.5f, 0.5f), _125, _124);
    const float2x3 _127 = float2x3(_123, _126);
    pick2 = _127;
    const bool _131 = _97[0].x;
    const bool _132 = _97[1].x;
    const bool2 _133 = bool2(_131, _132);
    const bool _134 = _97[0].y;
    const bool _135 = _97[1].y;
    const bool2 _136 = bool2(_134, _135);
    const bool _137 = _97[0].z;
    const bool _138 = _97[1].z;
    const bool2 _139 = bool2(_137, _138);
    bool2 _140[3];
    _140[0] = _133;
    _140[1] = _136;
    _140[2] = _139;
    const int _144 = _43[0].x;
    const int _145 = _43[1].x;
    const int2 _146 = int2(_144, _145);
    const int _147 = _43[0].y;
    const int _148 = _43[1].y;
    const int2 _149 = int2(_147, _148);
    const int _150 = _43[0].z;
    const int _151 = _43[1].z;
    const int2 _152 = int2(_150, _151);
    int2 _153[3];
    _153[0] = _146;
    _153[1] = _149;
    _153[2] = _152;
    for (uint i3 = 0; i3 < 3; ++i3)
    {
        it[i3] = _153[i3];
    }
    const uint _156 = gl_GlobalInvocationID.x;
    const uint _157 = _156 * 2u;
    const uint3 _160 = bits[1];
    const uint _163 = h[1].x;
    const uint4 _164 = uint4(_160, _163);
    Out[_157] = _164;
    const uint _167 = gl_GlobalInvocationID.x;
    const uint _168 = _167 * 2u;
    const uint _169 = _168 + 1u;
    const bool3 _172 = _97[0];
    const bool _173 = bool(any(_172));
    const bool3 _174 = _97[1];
    const bool _175 = bool(any(_174));
    const bool _176 = _173 || _175;
    if (_176)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond1 = cond;
    const uint _181 = uint(cond1);
    const bool2 _183 = _140[0];
    const bool _184 = bool(all(_183));
    const bool2 _185 = _140[1];
    const bool _186 = bool(all(_185));
    const bool _187 = _184 && _186;
    const bool2 _188 = _140[2];
    const bool _189 = bool(all(_188));
    const bool _190 = _187 && _189;
    if (_190)
    {
        cond0 = 1;
    }
    else
    {
        cond0 = 0;
    }
    const int cond2 = cond0;
    const uint _195 = uint(cond2);
    const int _198 = it[2].y;
    const uint _199 = uint(_198);
    const uint _202 = h[0].y;
    const uint4 _203 = uint4(_181, _195, _199, _202);
    Out[_169] = _203;
    const uint _206 = gl_GlobalInvocationID.x;
    const float2 _209 = g[1];
    const float _212 = pick2[0].z;
    const float _215 = pick2[1].y;
    const float4 _216 = float4(_209, _212, _215);
    OutF[_206] = _216;
    return;
}

