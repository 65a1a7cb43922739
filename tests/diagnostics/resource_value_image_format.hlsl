// EXPECT: PRISM4124 (9,10) a storage image with its own [[vk::image_format]] passed as a value
RWTexture2D<float4> Plain : register(u1);
[[vk::image_format("rgba8")]] RWTexture2D<float4> Img : register(u0);
void fill(RWTexture2D<float4> t) { t[uint2(0, 0)] = 1; }
[shader("compute")]
[numthreads(1, 1, 1)]
void main()
{
    fill(Img);
    fill(Plain);
}
