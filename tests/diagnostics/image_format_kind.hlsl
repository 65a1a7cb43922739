// EXPECT: PRISM3104 (2,20) an unsigned-integer format on a float texture
[[vk::image_format("r32ui")]] RWTexture2D<float> Out : register(u0);
[shader("compute")]
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.xy] = 1; }
