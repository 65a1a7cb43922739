#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    texture1d<float> T1 [[texture(0)]],
    texture2d<float> T2 [[texture(1)]],
    texture2d_array<float> T2A [[texture(2)]],
    texture3d<float> T3 [[texture(3)]],
    texturecube<float> TC [[texture(4)]],
    texturecube_array<float> TCA [[texture(5)]],
    texture2d_ms<float, access::read> TMS [[texture(6)]])
{
    main_out out;
    const uint _14 = T1.get_width(0u);
    const uint _17 = T1.get_width(1u);
    const float _18 = float(_17);
    const uint _20 = T1.get_num_mip_levels();
    const float _21 = float(_20);
    const uint4 _25 = uint4(_14, 0u, 0u, 0u);
    const float4 _30 = float4(_18, _21, 0.0f, 0.0f);
    const uint2 _33 = uint2(T2.get_width(0u), T2.get_height(0u));
    const uint _34 = _33.x;
    const uint _36 = _33.y;
    const uint4 _40 = uint4(_34, _36, 0u, 0u);
    const uint4 _42 = _25 + _40;
    const uint2 _45 = uint2(T2.get_width(2u), T2.get_height(2u));
    const uint _46 = _45.x;
    const float _47 = float(_46);
    const uint _49 = _45.y;
    const float _50 = float(_49);
    const uint _52 = T2.get_num_mip_levels();
    const float _53 = float(_52);
    const float4 _58 = float4(_47, _50, _53, 0.0f);
    const float4 _60 = _30 + _58;
    const uint3 _63 = uint3(T2A.get_width(0u), T2A.get_height(0u), T2A.get_array_size());
    const uint _64 = _63.x;
    const uint _66 = _63.y;
    const uint _68 = _63.z;
    const uint4 _73 = uint4(_64, _66, _68, 0u);
    const uint4 _75 = _42 + _73;
    const uint3 _78 = uint3(T2A.get_width(1u), T2A.get_height(1u), T2A.get_array_size());
    const uint _79 = _78.x;
    const uint _81 = _78.y;
    const uint _83 = _78.z;
    const uint _85 = T2A.get_num_mip_levels();
    const uint4 _91 = uint4(_79, _81, _83, _85);
    const uint4 _93 = _75 + _91;
    const uint3 _96 = uint3(T3.get_width(0u), T3.get_height(0u), T3.get_depth(0u));
    const uint _97 = _96.x;
    const float _98 = float(_97);
    const uint _100 = _96.y;
    const float _101 = float(_100);
    const uint _103 = _96.z;
    const float _104 = float(_103);
    const float4 _109 = float4(_98, _101, _104, 0.0f);
    const float4 _111 = _60 + _109;
    const uint3 _114 = uint3(T3.get_width(0u), T3.get_height(0u), T3.get_depth(0u));
    const uint _115 = _114.x;
    const uint _117 = _114.y;
    const uint _119 = _114.z;
    const uint _121 = T3.get_num_mip_levels();
    const uint4 _127 = uint4(_115, _117, _119, _121);
    const uint4 _129 = _93 + _127;
    const uint2 _132 = uint2(TC.get_width(0u), TC.get_height(0u));
    const uint _133 = _132.x;
    const uint _135 = _132.y;
    const uint2 _138 = uint2(TC.get_width(3u), TC.get_height(3u));
    const uint _139 = _138.x;
    const float _140 = float(_139);
    const uint _142 = _138.y;
    const float _143 = float(_142);
    const uint _145 = TC.get_num_mip_levels();
    const float _146 = float(_145);
    const uint4 _150 = uint4(_133, _135, 0u, 0u);
    const uint4 _152 = _129 + _150;
    const float4 _157 = float4(_140, _143, _146, 0.0f);
    const float4 _159 = _111 + _157;
    const uint3 _162 = uint3(TCA.get_width(0u), TCA.get_height(0u), TCA.get_array_size());
    const uint _163 = _162.x;
    const uint _165 = _162.y;
    const uint _167 = _162.z;
    const uint3 _170 = uint3(TCA.get_width(1u), TCA.get_height(1u), TCA.get_array_size());
    const uint _171 = _170.x;
    const float _172 = float(_171);
    const uint _174 = _170.y;
    const float _175 = float(_174);
    const uint _177 = _170.z;
    const float _178 = float(_177);
    const uint _180 = TCA.get_num_mip_levels();
    const float _181 = float(_180);
    const uint4 _186 = uint4(_163, _165, _167, 0u);
    const uint4 _188 = _152 + _186;
    const float4 _194 = float4(_172, _175, _178, _181);
    const float4 _196 = _159 + _194;
    const uint2 _199 = uint2(TMS.get_width(), TMS.get_height());
    const uint _200 = _199.x;
    const uint _202 = _199.y;
    const uint _204 = TMS.get_num_samples();
    const uint2 _207 = uint2(TMS.get_width(), TMS.get_height());
    const uint _208 = _207.x;
    const float _209 = float(_208);
    const uint _211 = _207.y;
    const float _212 = float(_211);
    const uint _214 = TMS.get_num_samples();
    const float _215 = float(_214);
    const uint4 _220 = uint4(_200, _202, _204, 0u);
    const uint4 _222 = _188 + _220;
    const float4 _227 = float4(_209, _212, _215, 0.0f);
    const float4 _229 = _196 + _227;
    const float4 _232 = float4(_222);
    const float4 _234 = _232 + _229;
    out.out_SV_Target = _234;
    const main_out _239 = out;
    return _239;
}

