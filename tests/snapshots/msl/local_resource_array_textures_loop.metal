#include <metal_stdlib>
using namespace metal;

struct type_Params
{
    uint layers;
};

kernel void main0(
    texture2d<float> T0 [[texture(0)]],
    texture2d<float> T1 [[texture(1)]],
    texture2d<float> T2 [[texture(2)]],
    sampler Point [[sampler(0)]],
    sampler Linear [[sampler(1)]],
    device float4* Out [[buffer(0)]],
    constant type_Params& Params [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float4 acc;
    uint i;
    float4 element;
    float4 element0;
    float4 element1;
    float4 element2;
    float4 acc0;
    uint i0;
    float4 _38;
    const uint _11 = gl_GlobalInvocationID.x;
    const float _12 = float(_11);
    const float _13 = _12 / 8.0f;
    const float2 _14 = float2(_13, 0.5f);
    acc = float4(0.0f, 0.0f, 0.0f, 0.0f);
    i = 0u;
    for (;;)
    {
        {
            acc0 = acc;
            i0 = i;
            const uint _22 = Params.layers;
            const bool _23 = i0 < _22;
            if (!_23)
            {
                break;
            }
            const uint _26 = i0 % 3u;
            const uint _31 = i0 & 1u;
            switch (_26)
            {
            case 0u:
            {
                switch (_31)
                {
                case 0u:
                {
                    const float4 _88 = T0.sample(Point, _14, level(0.0f));
                    element = _88;
                    break;
                }
                case 1u:
                default:
                {
                    const float4 _92 = T0.sample(Linear, _14, level(0.0f));
                    element = _92;
                    break;
                }
                }
                const float4 element3 = element;
                element2 = element3;
                break;
            }
            case 1u:
            {
                switch (_31)
                {
                case 0u:
                {
                    const float4 _98 = T1.sample(Point, _14, level(0.0f));
                    element0 = _98;
                    break;
                }
                case 1u:
                default:
                {
                    const float4 _102 = T1.sample(Linear, _14, level(0.0f));
                    element0 = _102;
                    break;
                }
                }
                const float4 element4 = element0;
                element2 = element4;
                break;
            }
            case 2u:
            default:
            {
                switch (_31)
                {
                case 0u:
                {
                    const float4 _108 = T2.sample(Point, _14, level(0.0f));
                    element1 = _108;
                    break;
                }
                case 1u:
                default:
                {
                    const float4 _112 = T2.sample(Linear, _14, level(0.0f));
                    element1 = _112;
                    break;
                }
                }
                const float4 element5 = element1;
                element2 = element5;
                break;
            }
            }
            const float4 element6 = element2;
            _38 = acc0 + element6;
        }
        const uint _41 = i0 + 1u;
        acc = _38;
        i = _41;
    }
    const uint _44 = gl_GlobalInvocationID.x;
    Out[_44] = acc0;
    return;
}

