#!/bin/sh
# Writes the libFuzzer dictionary tests/fuzz/hlsl.dict: HLSL keywords and
# punctuation (from frontend/token.h), intrinsic and method names (from
# intrinsics/intrinsics.def), and a fixed list of types, attributes, semantics
# and preprocessor words. Run it again after adding intrinsics:
#   sh tests/fuzz/gen_dict.sh > tests/fuzz/hlsl.dict
set -eu
cd "$(dirname "$0")/../.."
LC_ALL=C
export LC_ALL
{
    # P(TK_..., "spelling") and K(TK_KW_..., "keyword") rows of the token list.
    grep -o '[PK](TK_[A-Z_]*, "[^"]*")' frontend/token.h |
        sed 's/.*, "\(.*\)")/\1/' | grep -v -e ' ' -e '^identifier$'
    # INTRINSIC(id, "name", ...
    grep -o '^INTRINSIC([A-Z0-9_]*, *"[^"]*"' intrinsics/intrinsics.def | sed 's/.*"\(.*\)"/\1/'
    for t in bool int uint dword float half double min16float min16int min16uint \
        int16_t uint16_t int64_t uint64_t float16_t float32_t float64_t; do
        echo "$t"; for n in 2 3 4; do echo "$t$n"; done; echo "${t}2x2"; echo "${t}4x4"; echo "${t}3x4"
    done
    for t in vector matrix StructuredBuffer RWStructuredBuffer ByteAddressBuffer RWByteAddressBuffer \
        Buffer RWBuffer ConstantBuffer AppendStructuredBuffer ConsumeStructuredBuffer \
        Texture1D Texture2D Texture3D TextureCube Texture2DArray RWTexture1D RWTexture2D RWTexture3D \
        RWTexture2DArray SamplerState SamplerComparisonState; do echo "$t"; done
    for a in shader numthreads WaveSize unroll loop branch flatten forcecase call fastopt allow_uav_condition \
        vk::binding vk::push_constant vk::location vk::ext_instruction vk::ext_capability; do echo "$a"; done
    for s in SV_DispatchThreadID SV_GroupID SV_GroupThreadID SV_GroupIndex SV_Position SV_Target \
        SV_Target0 SV_Depth SV_VertexID SV_InstanceID SV_IsFrontFace TEXCOORD0 COLOR0; do echo "$s"; done
    for w in '"compute"' '"vertex"' '"pixel"' cs_6_0 cs_6_2 cs_6_6 cs_6_8 space0 space1 t0 u0 u1 b0 s0 c0 c1.y \
        '#define' '#undef' '#include' '#if' '#ifdef' '#ifndef' '#elif' '#else' '#endif' '#line' \
        '#error' '#warning' '#pragma' once defined __LINE__ __FILE__ __HLSL_VERSION __COUNTER__ \
        '"self.hlsli"' '"inc.hlsli"' '// ARGS:' '-T' '-E' '-HV 2018' '-enable-16bit-types' '-O0' \
        '-fspv-target-env=vulkan1.1' '-fspv-target-env=vulkan1.3' '-fvk-u-shift 16 all' \
        0x7fffffff 4294967295u 1e38 1.0h 0.5f 1.#INF 2147483648 '\\' '/*' '*/' '//'; do echo "$w"; done
} | awk '!seen[$0]++' | sed 's/\\/\\\\/g; s/"/\\"/g; s/.*/"&"/'
