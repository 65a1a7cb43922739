#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture2d<float> Tex_0_ [[texture(0)]],
    texture2d<float> Tex_1_ [[texture(1)]],
    texture2d<float> Tex_2_ [[texture(2)]],
    texture2d<float> Tex_3_ [[texture(3)]],
    sampler Smp [[sampler(0)]],
    device float4* Bufs_0_ [[buffer(0)]],
    device float4* Bufs_1_ [[buffer(1)]],
    device float4* Extra_0_ [[buffer(2)]],
    device float4* Extra_1_ [[buffer(3)]])
{
    const float4 _6 = Tex_0_.sample(Smp, float2(0.5f, 0.5f), level(0.0f));
    const float4 _8 = float4(0.0f, 0.0f, 0.0f, 0.0f) + _6;
    const float4 _12 = Tex_1_.sample(Smp, float2(0.5f, 0.5f), level(0.0f));
    const float4 _14 = _8 + _12;
    const float4 _18 = Tex_2_.sample(Smp, float2(0.5f, 0.5f), level(0.0f));
    const float4 _20 = _14 + _18;
    const float4 _24 = Tex_3_.sample(Smp, float2(0.5f, 0.5f), level(0.0f));
    const float4 _26 = _20 + _24;
    const float4 _46 = Extra_1_[0];
    const float4 _33 = _26 + _46;
    Bufs_1_[0] = _33;
    const float4 _37 = Bufs_0_[0];
    Extra_0_[0] = _37;
    return;
}

